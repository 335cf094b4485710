import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { decideVgm } from '../../../server/modules/vgm/simulator';
import { CUSTOMER, declaration, drive, isoNumber, method1, newBooking, vgmApp } from './vgmApp';

/**
 * The CARRIER_VGM channel under faults (operations.md §17.2): the simulated carrier times out after
 * keeping a VGM, answers 5xx, sends receipts twice and out of order. Whatever happens, each message
 * is delivered once (the carrier dedupes on the idempotency key: one submission, received again on a
 * retry), each receipt is kept once and applied once, in the carrier's order.
 */
const { t, declare, post } = vgmApp();

describe('the VGM channel under faults', () => {
  it('timeouts, 5xx, duplicates and reordering: every VGM accepted once, every receipt applied once, in order', async () => {
    const boxes = Array.from({ length: 24 }, (_, i) => ({ type: '40HQ', n: isoNumber('FLTU', 700 + i) }));
    const cgo = await newBooking(t.db, boxes, 48);
    const made = await declare(
      CUSTOMER,
      declaration(
        cgo,
        boxes.map((b, i) => method1(b.n, 24_000 + i)),
      ),
    );
    const ids: number[] = made.json().Data.Declared.map((d: { Id: number }) => d.Id);
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: ids })).json().Data).toEqual({ Queued: 24 });

    await drive(t.db, { delayMs: 300, faults: { timeout: 0.3, '5xx': 0.2, duplicate: 0.5, reorder: 0.5 } }, 40, 1_100);

    const rows = await t.db.query<{ id: number; vgm_status: number }>('select id::int, vgm_status from vgm_declarations where id = any($1::bigint[])', [ids]);
    expect(
      rows.every((r) => r.vgm_status === S.ACCEPTED),
      JSON.stringify(rows),
    ).toBe(true);
    // delivered once: one submission per VGM at the carrier, however often it was retried
    const subs = await t.db.query<{ n: number; again: number }>(
      `select count(*)::int as n, count(*) filter (where times_received > 1)::int as again from sim_vgm_submissions s
        where exists (select 1 from outbound_messages m where m.idempotency_key = s.idempotency_key and m.doc_id = any($1::bigint[]))`,
      [ids],
    );
    expect(subs[0]!.n).toBe(24);
    expect(subs[0]!.again, 'some sends timed out after the carrier kept them and were retried').toBeGreaterThan(0);
    const msgs = await t.db.query<{ attempts: number }>(
      `select attempts from outbound_messages where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = any($1::bigint[])`,
      [ids],
    );
    expect(msgs).toHaveLength(24);
    expect(msgs.some((m) => m.attempts > 1)).toBe(true);
    // kept once: two receipts per VGM (the duplicates dropped)
    const receipts = await t.db.query<{ external_ref: string; n: number }>(
      `select external_ref, count(*)::int as n from inbound_receipts where channel = 'CARRIER_VGM' and external_ref like any($1::text[]) group by external_ref`,
      [ids.map((id) => `VGM${id}V%`)],
    );
    expect(receipts).toHaveLength(24);
    expect(receipts.every((r) => r.n === 2)).toBe(true);
    // some decisions came before their acknowledgement (kept first), yet were applied after it
    const early = await t.db.query(
      `select 1 from inbound_receipts a join inbound_receipts b on b.external_ref = a.external_ref and b.channel = a.channel
        where a.channel = 'CARRIER_VGM' and a.seq = 2 and b.seq = 1 and a.id < b.id and a.external_ref like any($1::text[])`,
      [ids.map((id) => `VGM${id}V%`)],
    );
    expect(early.length).toBeGreaterThan(0);
    // applied once and in order: per VGM one acknowledgement, then one acceptance
    for (const [i, b] of boxes.entries()) {
      const events = await t.db.query<{ type: string }>(
        `select type from doc_events where doc_type = 'vgm' and doc_id = $1 and actor_kind = 'gateway' order by id`,
        [`${cgo}/${b.n}`],
      );
      expect(
        events.map((e) => e.type),
        `${b.n} (${ids[i]})`,
      ).toEqual(['v1.VgmReceivedByCarrier', 'v1.VgmAccepted']);
    }
  });

  it('the simulator refuses what a terminal would: a bad container number, no signatory, a VGM over the max gross', () => {
    const p = {
      messageRef: 'VGM1V1',
      carrierCode: 'COSU',
      carrierBookingReference: 'COSU1',
      equipmentReference: isoNumber('TGHU', 1),
      ISOEquipmentCode: '20GP',
      verifiedGrossMass: { value: 20_000, unit: 'KGM' as const },
      method: 'SM1' as const,
      cargoKg: null,
      tareKg: null,
      weighedAt: new Date().toISOString(),
      weighingParty: 'WB',
      certificateNumber: 'T1',
      responsibleParty: 'SHIPPER',
      authorizedSignatory: 'LI MING',
      signedAt: new Date().toISOString(),
      maxGrossKg: null,
    };
    expect(decideVgm(p)).toEqual({ code: 'ACCEPTED', reason: '' });
    expect(decideVgm({ ...p, equipmentReference: 'TGHU0000010' }).code).toBe('REJECTED');
    expect(decideVgm({ ...p, authorizedSignatory: ' ' })).toEqual({ code: 'REJECTED', reason: 'The VGM names no authorised signatory.' });
    expect(decideVgm({ ...p, verifiedGrossMass: { value: 30_481, unit: 'KGM' } }).reason).toMatch(/max gross mass of 30480 kg/);
    expect(decideVgm({ ...p, maxGrossKg: 25_000, verifiedGrossMass: { value: 25_001, unit: 'KGM' } }).code).toBe('REJECTED');
    expect(decideVgm({ ...p, certificateNumber: '' }).code).toBe('REJECTED');
  });
});
