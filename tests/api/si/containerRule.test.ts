import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiProblem, SiRecord, SiSourceData } from '../../../src/contract/si';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { draftFor, onePerContainer } from '../../support/siDrafts';
import { CUSTOMER, siApp } from './siApp';

/**
 * The booking-level rule across submissions and edits (each booked container on exactly one live
 * SI), submissions racing for the same containers, and all-or-nothing creation when the database
 * refuses an insert halfway. Each part works on a booking of its own.
 */
const { t, sources, body, post, get, listOf, editable, count, onBox } = siApp();

describe('each booked container on exactly one live SI, across submissions', () => {
  const cgo = 'CGO-HZTX-2611-001';
  let first: SiRecord[] = [];

  it('a second submission reusing a container of a stored SI is refused, naming that SI; the check says the same', async () => {
    const s = sources[cgo]!;
    expect((await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)))).statusCode).toBe(200);
    first = await listOf(cgo);
    const [a1] = s.Containers[0]!.CNNOS;
    const holder = first.find((si) => onBox(si, a1!))!;
    const again = body(s, [draftFor(s, [{ no: a1!, type: '40HQ' }], 9)]);

    const refused = await post(ENDPOINTS.siAdd, again, CUSTOMER, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual([
      {
        Path: '/TDBLInfos/0/Boxes/0/TBX_CNNO',
        Code: 'booking.containerUsed',
        Params: { container: a1, si: String(holder.TBI_NO) },
        Message: `Container ${a1} is already on SI ${holder.TBI_NO} of this booking.`,
      },
    ]);
    expect(await count('select count(*) as n from si_records where cgo_id = $1', [cgo])).toBe(3);

    // CheckTDBillLadingInfo answers the same, and changes nothing
    const checked = (await post(ENDPOINTS.siCheck, again)).json().Data as SiProblem[];
    expect(checked.map((p) => [p.Path, p.Code])).toEqual([['/TDBLInfos/0/Boxes/0/TBX_CNNO', 'booking.containerUsed']]);
    expect(checked[0]!.Message).toBe(`箱 ${a1} 已在本订舱的提单 ${holder.TBI_NO} 上。`);
    // GetDataInfo tells the browser which containers are taken
    const data = (await get(`${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`)).json().Data as SiSourceData;
    expect(data.UsedContainers!.map((u) => u.CNNO).sort()).toEqual(s.Containers.flatMap((c) => c.CNNOS).sort());
  });

  it('deleting or cancelling an SI frees its containers for a later submission', async () => {
    const s = sources[cgo]!;
    const [a1] = s.Containers[0]!.CNNOS;
    const [t1] = s.Containers[1]!.CNNOS;
    const withA1 = first.find((si) => onBox(si, a1!))!;
    const withT1 = first.find((si) => onBox(si, t1!))!;
    expect((await post(ENDPOINTS.siDelete, { Id: withA1.Id }, CUSTOMER)).statusCode).toBe(200);
    expect(
      (await get(`${ENDPOINTS.siChangeStatus}?TDId=${withT1.Id}&Status=4&Remarks=${encodeURIComponent('订舱取消一个 20GP')}`, 'reviewer@demo.test')).statusCode,
    ).toBe(200);
    // the freed containers must come together: the batch completes the booking again
    const onlyA1 = await post(ENDPOINTS.siAdd, body(s, [draftFor(s, [{ no: a1!, type: '40HQ' }], 9)]));
    expect(onlyA1.statusCode).toBe(400);
    expect(onlyA1.json().Errors.map((e: SiProblem) => [e.Path, e.Code])).toContainEqual(['/TDBLInfos', 'booking.containersUnused']);
    const replacement = await post(ENDPOINTS.siAdd, body(s, [draftFor(s, [{ no: a1!, type: '40HQ' }], 9), draftFor(s, [{ no: t1!, type: '20GP' }], 10)]));
    expect(replacement.statusCode).toBe(200);
    expect(replacement.json().Data.Ids).toHaveLength(2);
    expect((await listOf(cgo)).filter((si) => si.TBI_STATUS !== 4)).toHaveLength(3);
  });

  it('an edit may not swap in a container of another live SI, one never booked, or another type; its own containers are fine', async () => {
    const s = sources[cgo]!;
    const [a1, a2] = s.Containers[0]!.CNNOS;
    const live = (await listOf(cgo)).filter((si) => si.TBI_STATUS === 1);
    const mine = await editable(live.find((si) => onBox(si, a2!))!.Id!);
    const withBox = (no: string, type = '40HQ') => ({ ...mine, Boxes: [{ ...mine.Boxes[0]!, TBX_CNNO: no, TBX_TYPE: type }] });
    const refusedAt = async (record: SiRecord) => {
      const res = await post(ENDPOINTS.siModify, record);
      expect(res.statusCode).toBe(400);
      return res.json().Errors.map((e: SiProblem) => [e.Path, e.Code]);
    };
    expect(await refusedAt(withBox(a1!))).toContainEqual(['/Boxes/0/TBX_CNNO', 'booking.containerUsed']);
    expect(await refusedAt(withBox(withCheckDigit('ABCU765432')))).toContainEqual(['/Boxes/0/TBX_CNNO', 'booking.containerNotBooked']);
    expect(await refusedAt(withBox(sources['CGO-NBHY-2611-001']!.Containers[0]!.CNNOS[0]!))).toContainEqual([
      '/Boxes/0/TBX_CNNO',
      'booking.containerNotBooked',
    ]);
    expect(await refusedAt(withBox(a2!, '20GP'))).toContainEqual(['/Boxes/0/TBX_TYPE', 'booking.containerTypeMismatch']);
    expect(await refusedAt({ ...mine, Boxes: [] })).toContainEqual(['/Boxes', 'booking.containersUnused']);
    expect((await editable(mine.Id!)).Boxes[0]!.TBX_CNNO).toBe(a2); // nothing of the refused edits was kept
    // an edit keeping its own container is not refused against itself
    const fine = await post(ENDPOINTS.siModify, { ...mine, TBI_CONSIGNEE: 'ACME TRADING GMBH\nHAMBURG' });
    expect(fine.json()).toMatchObject({ Status: true, Data: { Id: mine.Id, TBI_STATUS: 1 } });
  });
});

describe('submissions racing for the same containers', () => {
  it('two submissions of one booking sent at once: one is made, the other is refused', async () => {
    const numbers = [withCheckDigit('RACU100001'), withCheckDigit('RACU100002')];
    await t.db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
       select 'CGO-HZTX-RACE', id, 'COSU6401999999', 'COSU', 'COSCO SHIPPING ARIES', '031W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', $1 from companies where code = 'CUS-HZTX'`,
      [JSON.stringify([{ TYPE: '40HQ', COUNT: 2, CNNOS: numbers }])],
    );
    const s = (await get(`${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-RACE`)).json().Data as SiSourceData;
    const answers = await Promise.all(
      ['race-key-0001', 'race-key-0002', 'race-key-0003'].map((key) =>
        post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await count(`select count(*) as n from si_records where cgo_id = 'CGO-HZTX-RACE'`)).toBe(2);
  });
});

describe('creation is all or nothing when the database refuses an insert halfway', () => {
  it('a batch whose second SI meets a taken SI number leaves nothing behind; sent again, it is made once', async () => {
    const s = sources['CGO-HZTX-2611-002']!;
    const before = { events: await count('select count(*) as n from si_events'), records: await count('select count(*) as n from si_records') };
    // an SI number taken outside the sequence (an import, a repair): the next number but one
    const [{ v }] = (await t.db.query<{ v: string }>(`select nextval('si_no_seq') as v`)) as [{ v: string }];
    await t.db.query(
      `insert into si_records (company_id, cgo_id, no, deleted, record) select company_id, cgo_id, $1, true, '{"Boxes":[]}' from bookings where cgo_id = 'CGO-NBHY-2611-001'`,
      [Number(v) + 2],
    );
    const key = 'all-or-nothing-0001';
    const halfway = await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key });
    expect(halfway.statusCode).toBe(503);
    expect(halfway.json()).toMatchObject({ Status: false, Message: expect.stringContaining('本次提交未创建任何SI') });
    expect(await count('select count(*) as n from si_records where cgo_id = $1', [s.CGO_ID])).toBe(0);
    expect(await count('select count(*) as n from si_records')).toBe(before.records + 1); // only the row put there above
    expect(await count('select count(*) as n from si_events')).toBe(before.events);
    expect(await count('select count(*) as n from si_submissions where idempotency_key = $1', [key])).toBe(0);

    const again = await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().Data.Ids).toHaveLength(3);
    const replay = await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key });
    expect(replay.json().Data).toEqual({ ...again.json().Data, Replayed: true });
    expect(await count('select count(*) as n from si_records where cgo_id = $1', [s.CGO_ID])).toBe(3);
  });
});
