import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_SERVICES } from '../../../src/domain/refdata/seed/services';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Services and sailings (commercial.md §1.1 Service, VesselCall; §1.3 Service/Generate,
 * Schedule/PointToPoint; R1.8): the seeded loops with 12 weeks of sailings, generating more (only
 * the platform), the lists, and the point-to-point search open to visitors.
 */
const t = withTestApp();
const { asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test']) tokens[who] = await asUser(who);
});

describe('seed step schedules-v1', () => {
  it('has the seeded services and 12 weeks of sailings from the first Monday after today, every cut-off before its ETD', async () => {
    const services = await t.db.query<{ code: string }>('select code from services order by code');
    expect(services.map((s) => s.code)).toEqual(SEED_SERVICES.map((s) => `${s.carrierCode}-${s.serviceCode}`).sort());
    const perService = await t.db.query<{ service_code: string; voyages: number; calls: number; first: Date }>(
      `select service_code, count(distinct (vessel_id, voyage))::int as voyages, count(*)::int as calls, min(eta_planned) as first
         from vessel_calls group by service_code order by service_code`,
    );
    expect(perService).toHaveLength(SEED_SERVICES.length);
    for (const s of perService) {
      const seeded = SEED_SERVICES.find((x) => x.serviceCode === s.service_code)!;
      expect(s.voyages, s.service_code).toBe(12);
      expect(s.calls, s.service_code).toBe(12 * seeded.rotation.length);
      expect(new Date(s.first).getTime()).toBeGreaterThan(Date.now());
    }
    const late = await t.db.query(
      `select c.id from vessel_calls c, jsonb_to_recordset(c.cut_offs) as x("Code" text, "DateTime" timestamptz) where x."DateTime" >= c.etd_planned`,
    );
    expect(late).toEqual([]);
  });
});
