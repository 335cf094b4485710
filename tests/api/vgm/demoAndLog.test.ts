import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { VGM_STATUSES } from '../../../src/domain/vgm/status';
import { CUSTOMER, DESK, STAFF, vgmApp } from './vgmApp';

/** The demo's VGMs (server/modules/vgm/seed.ts) and what the panel reads of them: List and Log. */
const { t, get, list } = vgmApp(['vgm', 'packing']);

describe('the demo VGMs and the log', () => {
  it('the released demo bookings carry VGMs in every state, a VCO, and share links', async () => {
    const states = await t.db.query<{ s: number }>('select distinct vgm_status as s from vgm_declarations order by 1');
    expect(states.map((r) => r.s)).toEqual([...VGM_STATUSES]);
    const [vco] = await t.db.query<{ n: number }>(`select count(*)::int as n from booking_cutoffs where code = 'VCO' and cgo_id like 'CGO-%-2611-%'`);
    expect(vco!.n).toBeGreaterThanOrEqual(7);
    const shares = await t.db.query(`select 1 from shares where doc_type = 'vgm' and revoked_at is null`);
    expect(shares.length).toBeGreaterThanOrEqual(2);
  });

  it('List answers each booked container with its latest version and the VCO; the desk sees a customer’s booking too', async () => {
    for (const who of [CUSTOMER, DESK]) {
      const b = await list(who, 'CGO-HZTX-2611-001');
      expect(b.Vco).toMatch(/^2026-12-0\dT/);
      expect(b.Staff).toBe(who === DESK);
      expect(b.Containers.map((c: { Latest: { VGM_STATUS: number; VGM_VERSION: number } | null }) => [c.Latest?.VGM_STATUS, c.Latest?.VGM_VERSION])).toEqual([
        [4, 2],
        [3, 1],
        [5, 1],
      ]);
      expect(b.Containers[0]).toMatchObject({ TYPE: '40HQ', MaxGrossKg: 30_480 });
    }
  });

  it('Log answers the versions, the history and the carrier’s receipts, marked simulated', async () => {
    const res = await get(CUSTOMER, `${ENDPOINTS.vgmLog}?CGO_ID=CGO-HZTX-2611-001`);
    expect(res.statusCode, res.body).toBe(200);
    const log = res.json().Data;
    expect(log.Versions).toHaveLength(4);
    const carrier = log.Receipts.filter((r: { Channel: string }) => r.Channel === 'CARRIER_VGM');
    expect(carrier.map((r: { Code: string }) => r.Code).sort()).toEqual(['ACCEPTED', 'ACCEPTED', 'RECEIVED', 'RECEIVED', 'RECEIVED', 'RECEIVED', 'REJECTED']);
    expect(log.Receipts.every((r: { Simulated: boolean; Applied: boolean }) => r.Simulated && r.Applied)).toBe(true);
    const types = log.Events.map((e: { Type: string }) => e.Type);
    for (const type of ['v1.VgmDeclared', 'v1.VgmSent', 'v1.VgmAccepted', 'v1.VgmRejected', 'v1.VgmSuperseded']) expect(types).toContain(type);
    const one = await get(CUSTOMER, `${ENDPOINTS.vgmLog}?CGO_ID=CGO-HZTX-2611-001&CNNO=${log.Versions[0].CNNO}`);
    expect(one.json().Data.Versions.every((v: { CNNO: string }) => v.CNNO === log.Versions[0].CNNO)).toBe(true);
  });

  it('the terminal weighed two of the first booking’s boxes: one within the tolerance, one beyond it, both values shown', async () => {
    const b = await list(CUSTOMER, 'CGO-HZTX-2611-001');
    const [within, beyond] = b.Containers as { CNNO: string; Latest: Record<string, unknown> }[];
    expect(within!.Latest).toMatchObject({
      VGM_KG: 24_810,
      VGM_MEASURED_KG: 24_650,
      VGM_MEASURED_BY: 'terminal (模拟)',
      TerminalStatus: 4,
      TerminalRef: 'SIMTVGM26110011',
      Deviation: { Kg: 160, LimitKg: 1_000, Beyond: false },
    });
    expect(beyond!.Latest).toMatchObject({ VGM_STATUS: 3, VGM_KG: 22_340, VGM_MEASURED_KG: 23_900, Deviation: { Kg: 1_560, LimitKg: 1_000, Beyond: true } });
    const log = (await get(CUSTOMER, `${ENDPOINTS.vgmLog}?CGO_ID=CGO-HZTX-2611-001`)).json().Data;
    const terminal = log.Receipts.filter((r: { Channel: string }) => r.Channel === 'TERMINAL_VGM');
    expect(terminal.map((r: { CNNO: string; Code: string; Simulated: boolean }) => [r.CNNO, r.Code, r.Simulated]).sort()).toEqual(
      [
        [within!.CNNO, 'ACK', true],
        [within!.CNNO, 'VGM_MEASURED', true],
        [beyond!.CNNO, 'ACK', true],
        [beyond!.CNNO, 'VGM_MEASURED', true],
      ].sort(),
    );
    const types = log.Events.map((e: { Type: string; Container: string }) => `${e.Container} ${e.Type}`);
    expect(types).toContain(`${beyond!.CNNO} v1.VgmDeviation`);
    expect(types).toContain(`${within!.CNNO} v1.VgmMeasured`);
  });

  it('the packing lists carry each container’s VGM in one word: a deviation with both weights, none where no VGM was declared', async () => {
    const res = await get(STAFF, `${ENDPOINTS.packingList}?Stage=all&CGO_ID=CGO-HZTX-2611-001&PageSize=50`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().Data.Items as { PKL_CNNO: string; PKL_CNTR_TYPE: string; Vgm: { State: string; Kg: number | null; MeasuredKg: number | null } }[];
    const b = await list(DESK, 'CGO-HZTX-2611-001');
    const [first, second, third] = (b.Containers as { CNNO: string }[]).map((c) => c.CNNO);
    const vgmOf = (n: string | undefined) => rows.find((r) => r.PKL_CNNO === n)?.Vgm;
    expect(vgmOf(first)).toEqual({ State: 'accepted', Kg: 24_810, MeasuredKg: 24_650 });
    expect(vgmOf(second)).toEqual({ State: 'deviation', Kg: 22_340, MeasuredKg: 23_900 });
    expect(vgmOf(third)).toEqual({ State: 'rejected', Kg: 18_420, MeasuredKg: null });
    const other = await get(STAFF, `${ENDPOINTS.packingList}?Stage=all&CGO_ID=CGO-HZTX-2611-003&PageSize=50`);
    const states = (other.json().Data.Items as { Vgm: { State: string } }[]).map((r) => r.Vgm.State);
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((s) => s === 'none')).toBe(true);
  });
});
