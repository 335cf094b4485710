import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { withTestApp } from '../support/build';
import { equipment, kit } from './support';

/**
 * evt.links (operations.md §5.5; issue 34 "gate-in freezes the packing list's data and closes it"):
 * a GTIN LADEN actual at the packing list's loading port moves it to gated in (7); at another port,
 * empty, or only estimated, it does not; retracting the gate-in leaves it closed and flags the
 * retraction. The packing lists are written by SQL here (the packing module makes them elsewhere).
 */
const t = withTestApp({ modules: ['containerEvents'] });
const k = kit(t);
// CGO-HZTX-2611-004 (天祥, loading at Shanghai): its two 40HQ boxes, no demo events
const A = withCheckDigit('HLXU418050');
const B = withCheckDigit('HLXU418051');

async function packingList(cnno: string, slot: number, status: number): Promise<number> {
  const [row] = await t.db.query<{ id: string }>(
    `insert into packing_lists (company_id, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code,
       pkl_discharge_code, pkl_cntr_type, pkl_slot, pkl_cnno, pkl_status, pkl_apply_batch)
     select company_id, 1, cgo_id, mbl_no, carrier, vessel, voyage, loading_code, discharge_code, '40HQ', $2, $1, $3, $4 from bookings where cgo_id = 'CGO-HZTX-2611-004'
     returning id`,
    [cnno, slot, status, randomUUID()],
  );
  return Number(row!.id);
}
const state = async (id: number) =>
  (
    await t.db.query<{ pkl_status: number; version: number; gated: boolean }>(
      'select pkl_status, version, pkl_gated_in_at is not null as gated from packing_lists where id = $1',
      [id],
    )
  )[0];

let a = 0;
let b = 0;
beforeAll(async () => {
  await k.signIn();
  a = await packingList(A, 1, 5);
  b = await packingList(B, 2, 4);
});

describe('a gate-in event and the packing list', () => {
  it('a GTIN at another port, an empty one, or an estimate leave the packing list as it was', async () => {
    for (const over of [{ EVT_LOCATION: 'CNNGB' }, { EVT_EMPTY: 'EMPTY' }, { EVT_CLASSIFIER: 'EST' }]) {
      const res = await k.add('staff', equipment(B, { EVT_CODE: 'GTIN', EVT_EMPTY: 'LADEN', ...over }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().Data.GatedIn).toEqual([]);
    }
    expect(await state(b)).toEqual({ pkl_status: 4, version: 1, gated: false });
  });

  it('a GTIN LADEN actual at the loading port closes it: state 7, stamped, a new version, in its history with the event', async () => {
    const res = await k.add('staff', equipment(A, { EVT_CODE: 'GTIN', EVT_EMPTY: 'LADEN', EVT_FACILITY_TYPE: 'POTE' }));
    expect(res.json().Data.GatedIn).toEqual([a]);
    expect(await state(a)).toEqual({ pkl_status: 7, version: 2, gated: true });
    const history = await t.db.query<{ type: string; event: string; from: number }>(
      `select type, detail->>'EventId' as event, (detail->>'From')::int as from from doc_events where doc_type = 'packingList' and doc_id = $1`,
      [String(a)],
    );
    expect(history).toEqual([{ type: 'v1.PackingListGatedIn', event: res.json().Data.EVT_ID, from: 5 }]);
    expect(await state(b)).toEqual({ pkl_status: 4, version: 1, gated: false });
  });

  it('retracting the gate-in does not reopen the packing list: it stays closed and the retraction is flagged', async () => {
    const [gtin] = await t.db.query<{ id: string }>(
      `select evt_id::text as id from tracking_events where evt_equipment_ref = $1 and evt_code = 'GTIN' and evt_location = 'CNSHA'`,
      [A],
    );
    const res = await k.post('staff', ENDPOINTS.containerEventRetract, { EVT_ID: gtin!.id, Reason: '码头误报' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await state(a)).toEqual({ pkl_status: 7, version: 2, gated: true });
    const [flag] = await t.db.query<{ evt_anomalies: string[] }>('select evt_anomalies from tracking_events where evt_id = $1', [res.json().Data.EVT_ID]);
    expect(flag!.evt_anomalies).toEqual(['gateInStands']);
  });
});
