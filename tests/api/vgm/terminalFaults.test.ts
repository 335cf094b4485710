import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { vgmGateIn } from '../../../server/modules/vgm/public';
import { weighBox } from '../../../server/modules/vgm/terminalSimulator';
import { CUSTOMER, declaration, driveTerminal, isoNumber, method1, newBooking, packingList, vgmApp } from './vgmApp';

/**
 * The TERMINAL_VGM channel under faults (operations.md §17.2): the simulated terminal times out after
 * keeping a VGM, answers 5xx, sends receipts twice, and sends the weight before its ACK (boxes gated
 * in before their VGM was sent). Whatever happens, each VGM reaches the terminal once (it dedupes on
 * the idempotency key), each receipt is kept once and applied once, in the terminal's order.
 */
const { t, declare, post } = vgmApp();

describe('the terminal VGM channel under faults', () => {
  it('timeouts, 5xx, duplicates and reordering: every VGM acked once, every weight applied once, after its ACK', async () => {
    const boxes = Array.from({ length: 20 }, (_, i) => ({ type: '40HQ', n: isoNumber('TFLU', 300 + i) }));
    const cgo = await newBooking(t.db, boxes, 48);
    for (const [i, b] of boxes.entries()) await packingList(t.db, cgo, b.n, '40HQ', { lines: [18_000], seal: `SEAL${1000 + i}` });
    const made = await declare(
      CUSTOMER,
      declaration(
        cgo,
        boxes.map((b, i) => method1(b.n, 24_000 + 10 * i)),
      ),
    );
    const ids: number[] = made.json().Data.Declared.map((d: { Id: number }) => d.Id);
    // half the boxes are through the gate before their VGM reaches the terminal: its weight is scripted with the ACK (and may overtake it)
    const early = boxes.slice(0, 10);
    for (const b of early) await vgmGateIn(t.db, { cnno: b.n, location: 'CNSHA', at: new Date().toISOString(), eventId: `E-${b.n}` });
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: ids })).json().Data).toEqual({ Queued: 20 });

    const faults = { timeout: 0.3, '5xx': 0.2, duplicate: 0.5, reorder: 0.6 };
    // 40 rounds 2.2 s apart: past the outbox's last retry (1 + 5 + 15 + 60 "minutes" of 1 s), so a message struck by 5xx four times still arrives
    let now = await driveTerminal(t.db, { delayMs: 200, faults }, 40, 2_200);
    for (const b of boxes.slice(10)) await vgmGateIn(t.db, { cnno: b.n, location: 'CNSHA', at: new Date().toISOString(), eventId: `E-${b.n}` });
    now = await driveTerminal(t.db, { delayMs: 200, faults }, 10, 1_100, now);

    const rows = await t.db.query<{ id: number; vgm_terminal_status: number; vgm_measured_kg: number | null; vgm_cnno: string; vgm_kg: number }>(
      'select id::int, vgm_terminal_status, vgm_measured_kg, vgm_cnno, vgm_kg from vgm_declarations where id = any($1::bigint[])',
      [ids],
    );
    expect(
      rows.every((r) => r.vgm_terminal_status === S.ACCEPTED),
      JSON.stringify(rows),
    ).toBe(true);
    for (const r of rows) expect(r.vgm_measured_kg, r.vgm_cnno).toBe(weighBox(r.vgm_cnno, r.vgm_kg, {}));

    // delivered once: one submission per VGM at the terminal, however often it was retried
    const subs = await t.db.query<{ n: number; again: number }>(
      `select count(*)::int as n, count(*) filter (where times_received > 1)::int as again from sim_terminal_vgm s
        where exists (select 1 from outbound_messages m where m.idempotency_key = s.idempotency_key and m.doc_id = any($1::bigint[]))`,
      [ids],
    );
    expect(subs[0]!.n).toBe(20);
    expect(subs[0]!.again, 'some sends timed out after the terminal kept them and were retried').toBeGreaterThan(0);
    const msgs = await t.db.query<{ attempts: number }>(
      `select attempts from outbound_messages where channel = 'TERMINAL_VGM' and doc_type = 'vgm' and doc_id = any($1::bigint[])`,
      [ids],
    );
    expect(msgs).toHaveLength(20);
    expect(msgs.some((m) => m.attempts > 1)).toBe(true);

    // kept once: an ACK and a weight per VGM, the duplicates dropped (some were sent twice)
    const refs = ids.map((id) => `VGM${id}V%`);
    const receipts = await t.db.query<{ external_ref: string; codes: string[] }>(
      `select external_ref, array_agg(code order by seq) as codes from inbound_receipts where channel = 'TERMINAL_VGM' and external_ref like any($1::text[]) group by external_ref`,
      [refs],
    );
    expect(receipts).toHaveLength(20);
    expect(receipts.every((r) => r.codes.join() === 'ACK,VGM_MEASURED')).toBe(true);
    // some weights came before their ACK (kept first), yet were applied after it
    const overtaken = await t.db.query(
      `select 1 from inbound_receipts a join inbound_receipts b on b.external_ref = a.external_ref and b.channel = a.channel
        where a.channel = 'TERMINAL_VGM' and a.seq = 2 and b.seq = 1 and a.id < b.id and a.external_ref like any($1::text[])`,
      [refs],
    );
    expect(overtaken.length).toBeGreaterThan(0);
    const [figures] = await t.db.query<{ attempts: number; resends: number; resent: number }>(
      `select (select sum(attempts)::int from outbound_messages where channel = 'TERMINAL_VGM' and doc_id = any($1::bigint[])) as attempts,
              sum(s.times_received - 1)::int as resends, count(*) filter (where s.times_received > 1)::int as resent
         from sim_terminal_vgm s where s.message_ref like any($2::text[])`,
      [ids, refs],
    );
    console.log(
      `terminal VGM channel under faults: 20 VGMs, ${figures!.attempts} send attempts, ${figures!.resends} resends of ${figures!.resent} VGMs deduplicated by the terminal, ` +
        `${overtaken.length} weights before their ACK, 40 receipts kept and applied once`,
    );
    // applied once and in order: per VGM one ACK, then one weight (within the tolerance: none forced)
    for (const [i, b] of boxes.entries()) {
      const events = await t.db.query<{ type: string }>(
        `select type from doc_events where doc_type = 'vgm' and doc_id = $1 and actor_kind = 'gateway' order by id`,
        [`${cgo}/${b.n}`],
      );
      expect(
        events.map((e) => e.type),
        `${b.n} (${ids[i]})`,
      ).toEqual(['v1.VgmAckedByTerminal', 'v1.VgmMeasured']);
    }
  });
});
