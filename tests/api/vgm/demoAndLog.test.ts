import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { VGM_STATUSES } from '../../../src/domain/vgm/status';
import { CUSTOMER, DESK, vgmApp } from './vgmApp';

/** The demo's VGMs (server/modules/vgm/seed.ts) and what the panel reads of them: List and Log. */
const { t, get, list } = vgmApp();

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
    expect(log.Receipts.map((r: { Code: string }) => r.Code).sort()).toEqual([
      'ACCEPTED',
      'ACCEPTED',
      'RECEIVED',
      'RECEIVED',
      'RECEIVED',
      'RECEIVED',
      'REJECTED',
    ]);
    expect(log.Receipts.every((r: { Simulated: boolean; Applied: boolean }) => r.Simulated && r.Applied)).toBe(true);
    const types = log.Events.map((e: { Type: string }) => e.Type);
    for (const type of ['v1.VgmDeclared', 'v1.VgmSent', 'v1.VgmAccepted', 'v1.VgmRejected', 'v1.VgmSuperseded']) expect(types).toContain(type);
    const one = await get(CUSTOMER, `${ENDPOINTS.vgmLog}?CGO_ID=CGO-HZTX-2611-001&CNNO=${log.Versions[0].CNNO}`);
    expect(one.json().Data.Versions.every((v: { CNNO: string }) => v.CNNO === log.Versions[0].CNNO)).toBe(true);
  });
});
