import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { CUSTOMER, declaration, drive, isoNumber, method1, newBooking, OTHER, vgmApp } from './vgmApp';

/**
 * The VGM's states through the calls and the channel (operations.md §6.2): every move, and every
 * refused one answered 400 with nothing changed. Draft → declared (Declare over a draft), declared →
 * sent (Send, the message written with it), sent → accepted / rejected (only the carrier's receipt),
 * 2–5 → superseded (a newer version declared), sent → declared (the outbox gave up).
 */
const { t, declare, post, list } = vgmApp();
let serial = 500;
const box = () => isoNumber('MSKU', ++serial);
const latest = async (cgo: string, i = 0) => (await list(CUSTOMER, cgo)).Containers[i].Latest;
const send = (ids: number[], who = CUSTOMER) => post(who, ENDPOINTS.vgmSend, { Ids: ids });

describe('the VGM state table', () => {
  it('draft → declared: saving keeps a draft (rewritten in place), declaring signs that version', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    const draft = { CGO_ID: cgo, Containers: [method1(n, 25_000)], VGM_RESPONSIBLE_PARTY: '', VGM_SIGNATORY: '' };
    expect((await post(CUSTOMER, ENDPOINTS.vgmSaveDraft, draft)).statusCode).toBe(200);
    const again = await post(CUSTOMER, ENDPOINTS.vgmSaveDraft, { ...draft, Containers: [method1(n, 25_100)] });
    expect(again.json().Data.Saved[0].VGM_VERSION).toBe(1);
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.DRAFT, VGM_VERSION: 1, VGM_KG: 25_100, VGM_SIGNED_AT: null });
    // a draft is not sent
    const v = await latest(cgo);
    expect((await send([v.Id])).json().Code).toBe('VGM_NOT_DECLARED');
    const d = await declare(CUSTOMER, declaration(cgo, [method1(n, 25_200)]));
    expect(d.json().Data.Declared).toEqual([{ CNNO: n, Id: v.Id, VGM_VERSION: 1 }]);
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.DECLARED, VGM_VERSION: 1, VGM_KG: 25_200, VGM_CHANNEL: 'WORKBENCH' });
  });

  it('declared → sent → accepted, only on the carrier’s receipt (sent is not accepted)', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 25_000)]))).json().Data.Declared[0].Id;
    expect((await send([id])).json().Data).toEqual({ Queued: 1 });
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.SENT, Simulated: true });
    // sent twice: refused, nothing queued again
    expect((await send([id])).json().Code).toBe('VGM_NOT_DECLARED');
    const [m] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from outbound_messages where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    expect(m!.n).toBe(1);
    // delivered, then only the acknowledgement has come: still sent
    const start = new Date();
    await drive(t.db, { delayMs: 10_000 }, 1, 0, start);
    await drive(t.db, { delayMs: 10_000 }, 1, 0, new Date(start.getTime() + 10_500));
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.SENT });
    await drive(t.db, { delayMs: 10_000 }, 1, 0, new Date(start.getTime() + 20_500));
    const v = await latest(cgo);
    expect(v).toMatchObject({ VGM_STATUS: S.ACCEPTED });
    expect(v.VGM_EXTERNAL_REF).toMatch(/^SIMVGM\d{8}$/);
    // an accepted VGM is not sent again
    expect((await send([id])).json().Code).toBe('VGM_NOT_DECLARED');
  });

  it('sent → rejected with the carrier’s reason (a VGM over the plate it knows); a new version supersedes it', async () => {
    const n = box();
    // a 20' box: 24,000 kg is a plate one of them carries (ISO 668's rating before 2005), a 40' one does not
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], 48);
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 25_000)]))).json().Data.Declared[0].Id;
    await send([id]);
    // the carrier knows this box's CSC plate as 24,000 kg (the message says so): it refuses
    await t.db.query(
      `update outbound_messages set payload = jsonb_set(payload::jsonb, '{maxGrossKg}', '24000')::text where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    await drive(t.db, { delayMs: 100 }, 3, 200);
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.REJECTED, VGM_ERROR: expect.stringMatching(/exceeds the container's max gross mass of 24000 kg/) });
    const v2 = (await declare(CUSTOMER, declaration(cgo, [method1(n, 23_900)]))).json().Data.Declared[0];
    expect(v2.VGM_VERSION).toBe(2);
    const [old] = await t.db.query<{ vgm_status: number; vgm_kg: number }>('select vgm_status, vgm_kg from vgm_declarations where id = $1', [id]);
    expect(old).toEqual({ vgm_status: S.SUPERSEDED, vgm_kg: 25_000 }); // vgm.immutable: its figures are as declared
  });

  it('declared, sent and accepted versions are superseded by a newer one; a superseded one is never sent', async () => {
    const [a, b, c] = [box(), box(), box()];
    const cgo = await newBooking(
      t.db,
      [a, b, c].map((n) => ({ type: '20GP', n })),
      48,
    );
    const ids = (await declare(CUSTOMER, declaration(cgo, [method1(a, 20_000), method1(b, 20_000), method1(c, 20_000)])))
      .json()
      .Data.Declared.map((d: { Id: number }) => d.Id);
    await send([ids[1], ids[2]]);
    await drive(t.db, { delayMs: 100 }, 4, 200);
    const before = await t.db.query<{ vgm_status: number }>('select vgm_status from vgm_declarations where id = any($1::bigint[]) order by id', [ids]);
    expect(before.map((r) => r.vgm_status)).toEqual([S.DECLARED, S.ACCEPTED, S.ACCEPTED]);
    // each superseded by version 2
    const v2 = await declare(CUSTOMER, declaration(cgo, [method1(a, 20_100), method1(b, 20_100), method1(c, 20_100)]));
    expect(v2.json().Data.Declared.map((d: { VGM_VERSION: number }) => d.VGM_VERSION)).toEqual([2, 2, 2]);
    const rows = await t.db.query<{ vgm_status: number }>('select vgm_status from vgm_declarations where id = any($1::bigint[]) order by id', [ids]);
    expect(rows.map((r) => r.vgm_status)).toEqual([S.SUPERSEDED, S.SUPERSEDED, S.SUPERSEDED]);
    expect((await send([ids[0]])).json().Code).toBe('VGM_NOT_DECLARED');
  });

  it('a receipt for a version superseded while it was in flight is kept in the log, not applied', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 25_000)]))).json().Data.Declared[0].Id;
    await send([id]);
    await drive(t.db, { delayMs: 100 }, 1, 0);
    await declare(CUSTOMER, declaration(cgo, [method1(n, 25_050)]));
    await drive(t.db, { delayMs: 100 }, 4, 200);
    const [row] = await t.db.query<{ vgm_status: number }>('select vgm_status from vgm_declarations where id = $1', [id]);
    expect(row!.vgm_status).toBe(S.SUPERSEDED);
    const events = await t.db.query<{ type: string }>(`select type from doc_events where doc_type = 'vgm' and doc_id = $1 order by id`, [`${cgo}/${n}`]);
    expect(events.map((e) => e.type)).toContain('v1.VgmReceiptIgnored');
  });

  it('sent → declared when the outbox gives up; Send queues the same message again', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 25_000)]))).json().Data.Declared[0].Id;
    await send([id]);
    // every attempt answers 5xx: retries at 1, 5, 15, 60 "minutes" of 1 s, then FAILED
    await drive(t.db, { faults: { '5xx': 1 } }, 12, 61_000);
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.DECLARED, VGM_ERROR: 'simulated carrier: HTTP 503' });
    expect((await send([id])).json().Data).toEqual({ Queued: 1 });
    const msgs = await t.db.query<{ status: string }>(
      `select status from outbound_messages where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    expect(msgs).toEqual([{ status: 'QUEUED' }]);
    await drive(t.db, { delayMs: 100 }, 4, 200);
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.ACCEPTED });
  });

  it('given up on, yet the carrier had kept a timed-out attempt: its receipt moves it back to sent, then accepted, the message never sent again', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 25_000)]))).json().Data.Declared[0].Id;
    await send([id]);
    // every attempt reaches the carrier but its answer is lost; the carrier answers 1,000 s later, after our outbox gave up
    const after = await drive(t.db, { faults: { timeout: 1 }, delayMs: 1_000_000 }, 12, 61_000);
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.DECLARED, VGM_ERROR: 'simulated carrier: timed out' });
    await drive(t.db, { delayMs: 1_000_000 }, 1, 0, new Date(after.getTime() + 2_000_000));
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.ACCEPTED, VGM_ERROR: '' });
    const msgs = await t.db.query<{ status: string }>(
      `select status from outbound_messages where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    expect(msgs).toEqual([{ status: 'TRANSMITTED' }]);
    const events = await t.db.query<{ type: string }>(`select type from doc_events where doc_type = 'vgm' and doc_id = $1 order by id`, [`${cgo}/${n}`]);
    const types = events.map((e) => e.type);
    expect(types.indexOf('v1.VgmDeliveredAfterAll')).toBeGreaterThan(types.indexOf('v1.VgmSendFailed'));
    expect(types).toContain('v1.VgmAccepted');
    expect(types).not.toContain('v1.VgmReceiptIgnored');
    // accepted: nothing to send
    expect((await send([id])).json().Code).toBe('VGM_NOT_DECLARED');
  });

  it('another company’s declaration is absent to Send (404), and nothing moves', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 25_000)]))).json().Data.Declared[0].Id;
    expect((await send([id], OTHER)).statusCode).toBe(404);
    expect(await latest(cgo)).toMatchObject({ VGM_STATUS: S.DECLARED });
  });
});
