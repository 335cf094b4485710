import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Issue 47: the reference data a price search reads (the lane's ports, currency digits, fee codes,
 * the platform's company) is kept in the answer cache (server/modules/rates/searchReferences.ts)
 * until reference data changes. A change is seen at the next search, whether made through the API
 * (announced when it commits) or by hand (migration 025's trigger announces it).
 */
const t = withTestApp({ modules: ['rates', 'refdata'] });
const { call, asUser } = caller(t);
let admin = '';
let customer = '';
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  customer = await asUser('customer@demo.test');
});
const search = () => call('POST', ENDPOINTS.fclRateSearch, customer, { PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: [{ ContainerClass: '40HQ', Qty: 1 }] });

describe('the search’s kept reference data', () => {
  it('a port disabled through the API is refused at the very next search; enabled again by hand, it is found again', async () => {
    const before = await search();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().Data.Rows.length).toBeGreaterThan(0);
    expect((await search()).statusCode).toBe(200); // now answered from what was kept

    expect((await call('POST', ENDPOINTS.portSetStatus, admin, { Code: 'NLRTM', Status: 'DISABLED' })).statusCode).toBe(200);
    const refused = await search();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(['/PodCode']);

    await t.db.query(`update ports set status = 'ACTIVE' where code = 'NLRTM'`); // by hand: the trigger announces it
    await expect.poll(async () => (await search()).statusCode).toBe(200);
    expect((await search()).json().Data.Rows).toEqual(before.json().Data.Rows);
  });
});
