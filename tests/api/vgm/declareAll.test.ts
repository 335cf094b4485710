import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { VgmBooking } from '../../../src/contract/vgm/calls';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { CUSTOMER, declaration, drive, driveTerminal, isoNumber, method1, newBooking, packingList, vgmApp } from './vgmApp';

/**
 * "申报全部箱 VGM" (issue 45 item 11): the form sends every box of the booking; only the new and the
 * changed ones are declared. A box whose standing version (declared, sent, accepted) has the same
 * figures stays as it is — never superseded by an identical version, never sent to the carrier and
 * the terminal again — and the answer counts both.
 */
const { t, declare, post, list } = vgmApp();
let serial = 700;
const box = () => isoNumber('DALU', ++serial);
const send = (ids: number[]) => post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: ids });
const versions = (cgo: string) =>
  t.db.query<{ cnno: string; version: number; status: number; terminal: number | null }>(
    `select vgm_cnno as cnno, vgm_version as version, vgm_status as status, vgm_terminal_status as terminal
       from vgm_declarations where vgm_cgo_id = $1 order by vgm_cnno, vgm_version`,
    [cgo],
  );
const messages = (cgo: string) =>
  t.db.query<{ channel: string; cnno: string; version: number }>(
    `select m.channel, v.vgm_cnno as cnno, v.vgm_version as version
       from outbound_messages m join vgm_declarations v on v.id = m.doc_id and m.doc_type = 'vgm'
      where v.vgm_cgo_id = $1 order by m.channel, v.vgm_cnno, v.vgm_version`,
    [cgo],
  );
const superseded = (cgo: string, cnno: string) =>
  t.db.query(`select 1 from doc_events where doc_type = 'vgm' and doc_id = $1 and type = 'v1.VgmSuperseded'`, [`${cgo}/${cnno}`]);

describe('declaring all boxes declares the new and changed ones only', () => {
  it('an accepted box with the same figures stays v1 (not superseded, not re-sent); a changed one becomes v2', async () => {
    const [a, b] = [box(), box()];
    const cgo = await newBooking(
      t.db,
      [a, b].map((n) => ({ type: '40HQ', n })),
      48,
    );
    await packingList(t.db, cgo, a, '40HQ', { lines: [20_000], seal: 'SL700001' });
    await packingList(t.db, cgo, b, '40HQ', { lines: [20_000], seal: 'SL700002' });
    const boxes = [method1(a, 24_000), method1(b, 24_100)];
    const first = await declare(CUSTOMER, declaration(cgo, boxes));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().Data).toMatchObject({ Unchanged: [] });
    const ids: number[] = first.json().Data.Declared.map((d: { Id: number }) => d.Id);
    await send(ids);
    await drive(t.db, { delayMs: 100 }, 4, 200);
    await driveTerminal(t.db, { delayMs: 50 }, 6, 2_000);
    expect(await versions(cgo)).toEqual([
      { cnno: a, version: 1, status: S.ACCEPTED, terminal: S.ACCEPTED },
      { cnno: b, version: 1, status: S.ACCEPTED, terminal: S.ACCEPTED },
    ]);
    const sentBefore = await messages(cgo);

    // the form again, box 1 as it was, box 2 with a new weight
    const again = await declare(CUSTOMER, declaration(cgo, [boxes[0]!, method1(b, 24_300)]));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().Data).toMatchObject({
      Declared: [{ CNNO: b, VGM_VERSION: 2 }],
      Unchanged: [{ CNNO: a, Id: ids[0], VGM_VERSION: 1 }],
    });
    expect(await versions(cgo)).toEqual([
      { cnno: a, version: 1, status: S.ACCEPTED, terminal: S.ACCEPTED },
      { cnno: b, version: 1, status: S.SUPERSEDED, terminal: S.ACCEPTED },
      { cnno: b, version: 2, status: S.DECLARED, terminal: null },
    ]);
    expect(await superseded(cgo, a)).toEqual([]);
    const panel = (await list(CUSTOMER, cgo)) as VgmBooking;
    // "send the declared ones" sends box 2 only: box 1 is neither declared again nor sent again
    const declared = panel.Containers.filter((c) => c.Latest?.VGM_STATUS === S.DECLARED).map((c) => c.Latest!.Id);
    expect(declared).toEqual([again.json().Data.Declared[0].Id]);
    await send(declared);
    expect(await messages(cgo)).toEqual(
      [...sentBefore, { channel: 'CARRIER_VGM', cnno: b, version: 2 }, { channel: 'TERMINAL_VGM', cnno: b, version: 2 }].sort((x, y) =>
        `${x.channel}${x.cnno}${x.version}`.localeCompare(`${y.channel}${y.cnno}${y.version}`),
      ),
    );
  });

  it('nothing new or changed: nothing declared, every box counted unchanged; the same minute of weighing is the same weighing', async () => {
    const [a, b] = [box(), box()];
    const cgo = await newBooking(
      t.db,
      [a, b].map((n) => ({ type: '20GP', n })),
      48,
    );
    const at = new Date(Date.now() - 2 * 3_600_000);
    at.setUTCSeconds(17, 0);
    const boxes = [method1(a, 20_000, { VGM_WEIGHED_AT: at.toISOString() }), method1(b, 21_000, { VGM_WEIGHED_AT: at.toISOString() })];
    const first = await declare(CUSTOMER, declaration(cgo, boxes));
    expect(first.statusCode, first.body).toBe(200);
    // the form types the time to the minute: 10:17:17 comes back as 10:17:00
    at.setUTCSeconds(0, 0);
    const again = await declare(
      CUSTOMER,
      declaration(
        cgo,
        boxes.map((c) => ({ ...c, VGM_WEIGHED_AT: at.toISOString() })),
      ),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().Data.Declared).toEqual([]);
    expect(
      again
        .json()
        .Data.Unchanged.map((u: { CNNO: string; VGM_VERSION: number }) => [u.CNNO, u.VGM_VERSION])
        .sort(),
    ).toEqual(
      [
        [a, 1],
        [b, 1],
      ].sort(),
    );
    expect((await versions(cgo)).map((v) => [v.version, v.status])).toEqual([
      [1, S.DECLARED],
      [1, S.DECLARED],
    ]);
    // a different weighbridge ticket, another signatory or another minute is a change: a new version
    const changed = await declare(
      CUSTOMER,
      declaration(cgo, [method1(a, 20_000, { VGM_WEIGHED_AT: at.toISOString(), VGM_CERT_NO: 'WB-778813' }), boxes[1]!], { VGM_SIGNATORY: 'WANG FANG' }),
    );
    expect(
      changed
        .json()
        .Data.Declared.map((d: { CNNO: string }) => d.CNNO)
        .sort(),
    ).toEqual([a, b].sort());
    expect(changed.json().Data.Unchanged).toEqual([]);
  });

  it('a rejected version with the same figures is declared again (that is how a refusal is put right)', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], 48);
    const body = declaration(cgo, [method1(n, 20_000)]);
    const id = (await declare(CUSTOMER, body)).json().Data.Declared[0].Id as number;
    await send([id]);
    await t.db.query(
      `update outbound_messages set payload = jsonb_set(payload::jsonb, '{authorizedSignatory}', '" "')::text where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    await drive(t.db, { delayMs: 100 }, 3, 200);
    expect((await versions(cgo))[0]!.status).toBe(S.REJECTED);
    const again = await declare(CUSTOMER, body);
    expect(again.json().Data).toMatchObject({ Declared: [{ CNNO: n, VGM_VERSION: 2 }], Unchanged: [] });
  });
});
