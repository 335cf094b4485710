import { describe, expect, it } from 'vitest';
import { CORE_MODULES, modulesNamed, SERVER_MODULES } from '../../../server/modules';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';

/**
 * A server of some modules (`buildApp({ modules })`), as the API tests build it to pay only for the
 * routes they call (docs/testing.md: "The suite stays fast as modules are added").
 */
describe('the modules a partial server registers', () => {
  it('are the named ones and the core ones, in the registry order', () => {
    const names = modulesNamed(['portal', 'rates']).map((m) => m.name);
    expect(new Set(names)).toEqual(new Set([...CORE_MODULES, 'portal', 'rates']));
    const order = SERVER_MODULES.map((m) => m.name);
    expect(names).toEqual(order.filter((n) => names.includes(n)));
  });

  it('refuses a name that is no module, so a renamed module cannot leave a test without it', () => {
    expect(() => modulesNamed(['portal', 'bookings'])).toThrow(/No server module is named bookings/);
  });
});

describe('a server of the site module only', () => {
  const t = withTestApp({ modules: ['portal'] });

  it('serves the calls of its modules and the core ones, and no others', async () => {
    expect(new Set(t.app.apiRoutes.map((r) => r.module).filter(Boolean))).toEqual(new Set([...CORE_MODULES, 'portal']));
    expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.health })).statusCode).toBe(200);
  });

  it('fails a call of a module left out, instead of a 404 a test could take for "absent"', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.bookingList}?PageIndex=1&PageSize=10` });
    expect(res.statusCode).toBe(500);
  });

  it('still answers 404 to a path that is no call at all', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/NoSuch/Call' })).statusCode).toBe(404);
  });
});
