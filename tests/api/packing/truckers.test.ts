import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { packingKit } from './packingApp';

/**
 * The truckers the packing-list forms pick from (GET /api/PackingList/Truckers): the active provider
 * companies, for the customer applying and the operator assigning (neither holds the platform's
 * provider list), never for someone without a packing-list page.
 */
const t = withTestApp({ modules: ['packing'] });
const k = packingKit(t);
beforeAll(() => k.signIn());

describe('the truckers to pick from', () => {
  it('lists the active providers, by name, for the customer and the operator', async () => {
    for (const who of ['customer', 'operator'] as const) {
      const r = await k.get(who, ENDPOINTS.packingTruckers);
      expect(r.statusCode).toBe(200);
      const names = (r.json().Data as { Name: string }[]).map((c) => c.Name);
      expect(names).toContain('上海畅达集装箱运输有限公司');
      expect(names).toContain('上海远达船务代理有限公司');
      expect(names).toEqual(names.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('leaves out a disabled provider and every customer company', async () => {
    await t.db.query("update companies set status = 'disabled' where code = 'PRV-SHCD'");
    try {
      const rows = (await k.get('operator', ENDPOINTS.packingTruckers)).json().Data as { Name: string }[];
      expect(rows.map((c) => c.Name)).not.toContain('上海畅达集装箱运输有限公司');
      expect(rows.map((c) => c.Name)).not.toContain('杭州天祥进出口有限公司');
    } finally {
      await t.db.query("update companies set status = 'active' where code = 'PRV-SHCD'");
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.packingTruckers })).statusCode).toBe(401);
  });
});
