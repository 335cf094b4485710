import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { CustomerLevel, LevelCompany, RateSearchAnswer } from '../../../src/contract/rates/searchCalls';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Issue 47: a price search keeps the pricing desk's answers — the rules, the customer's level, the
 * pool, a lane's own and shared rates — in the answer cache (server/modules/rates/searchReferences.ts)
 * until a write of their tables is announced. A change is priced by the very next search, whether made
 * through the API (the use case announces it) or by hand (migration 089's triggers announce it as the
 * transaction commits; embedded, before the writing call answers). And the booking lists keep their
 * pages the same way (topic 'booking').
 */
const t = withTestApp({ modules: ['rates', 'booking'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['pricing.manager@demo.test', 'customer@demo.test', 'admin@demo.test']) tokens[who] = await asUser(who);
});
const search = async () => {
  const res = await call('POST', ENDPOINTS.fclRateSearch, tokens['customer@demo.test']!, {
    PolCode: 'CNSHA',
    PodCode: 'NLRTM',
    Lines: [{ ContainerClass: '40HQ', Qty: 1 }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as RateSearchAnswer;
};
const cosuSell = (a: RateSearchAnswer) => a.Rows.find((r) => r.CarrierCode === 'COSU')!.Classes[0]!.Sell;
/**
 * A write by hand is heard through migration 089's triggers: embedded, in the statement's own round
 * trip; on PostgreSQL, NOTIFY reaches the listening connection a moment after the commit. So the
 * searches that follow it show the change within a second; a change never heard fails the test.
 */
const soon = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1000, interval: 20 });

describe('what a search keeps is dropped by the next write', () => {
  it('a rate’s cost changed by hand is priced at the next search, and again when put back', async () => {
    expect(cosuSell(await search())).toBe('1930.00');
    expect(cosuSell(await search())).toBe('1930.00'); // answered from what was kept
    const cost = `container_class = '40HQ' and rate_id in (select id from fcl_rates
                    where carrier_code = 'COSU' and pol_code = 'CNSHA' and pod_code = 'NLRTM' and status = 'PUBLISHED')`;
    await t.db.query(`update fcl_rate_prices set cost = cost + 100 where ${cost}`);
    await soon(async () => cosuSell(await search())).toBe('2030.00');
    await t.db.query(`update fcl_rate_prices set cost = cost - 100 where ${cost}`);
    await soon(async () => cosuSell(await search())).toBe('1930.00');
  });

  it('a customer placed in another level through the API is priced at that level at the next search', async () => {
    const manager = tokens['pricing.manager@demo.test']!;
    const before = await search();
    const levels = (await call('GET', ENDPOINTS.customerLevelList, manager)).json().Data as CustomerLevel[];
    const places = (await call('GET', ENDPOINTS.customerLevelCompanies, manager)).json().Data as LevelCompany[];
    const mine = places.find((p) => p.CompanyName === '杭州天祥进出口有限公司')!;
    const other = levels.find((l) => !l.IsPublic && l.Id !== mine.LevelId)!;
    const moved = await call('POST', ENDPOINTS.customerLevelAssign, manager, { LevelId: other.Id, CompanyIds: [mine.CompanyId] });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await search();
    expect(after.LevelName).toBe(`${other.NameZh} ${other.NameEn}`.trim());
    expect(after.LevelName).not.toBe(before.LevelName);
    expect((await call('POST', ENDPOINTS.customerLevelAssign, manager, { LevelId: mine.LevelId, CompanyIds: [mine.CompanyId] })).statusCode).toBe(200);
    expect(await search()).toMatchObject({ LevelName: before.LevelName });
  });

  it('a mark-up rule switched off by hand stops pricing at the next search', async () => {
    await t.db.query(
      `insert into markup_rules (id, version, owner_company_id, scope, level_id, match, method, amounts, pct_bp, currency, apply_to, rounding_step, min_margin, priority, valid_from, valid_to, active, name)
       select id, version + 1, owner_company_id, scope, level_id, match, method, amounts, pct_bp, currency, apply_to, rounding_step, min_margin, priority, valid_from, valid_to, false, name
         from markup_rules m where name = 'VIP 客户加价' and version = (select max(version) from markup_rules where id = m.id)`,
    );
    await soon(async () => cosuSell(await search())).not.toBe('1930.00');
  });

  it('a booking changed by hand shows on the next page of the booking list', async () => {
    const page = async () => {
      const res = await call('GET', `${ENDPOINTS.bookingList}?PageSize=5`, tokens['admin@demo.test']!);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().Data.Items as { Id: number; ShipperRef: string }[];
    };
    const [first] = await page();
    await t.db.query(`update booking_orders set shipper_ref = 'KEPT-TEST-REF' where id = $1`, [first!.Id]);
    await soon(async () => (await page()).find((r) => r.Id === first!.Id)!.ShipperRef).toBe('KEPT-TEST-REF');
  });
});
