import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingCustomer, QuickSearchAnswer } from '../../../src/contract/booking/quickCalls';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { mondayOf } from '../../../server/modules/booking/quickSearch';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Quick booking (commercial.md §6.4 Home, DcSearch): a lane, a week and containers give the week's
 * prices at the customer's level (through the logged rate search, so a booking from it freezes that
 * price) and the direct sailings of the week with where each stands (R6.2), each naming its
 * carrier's cheapest row. Staff only; a customer is refused.
 */
const t = withTestApp({ modules: ['booking'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['booking@demo.test', 'customer@demo.test']) tokens[who] = await asUser(who);
});

const search = (who: string, body: object) => call('POST', ENDPOINTS.quickSearch, tokens[who]!, body);
const ask = (over: object = {}) => ({
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  WeekOf: addDays(todayInShanghai(), 7),
  Lines: [{ ContainerClass: '40HQ', Qty: 2 }],
  ...over,
});

describe('the quick booking search', () => {
  it("answers the week's prices and direct sailings side by side, each sailing with its standing and its carrier's best row", async () => {
    const customers = (await call('GET', ENDPOINTS.bookingCustomers, tokens['booking@demo.test']!)).json().Data as BookingCustomer[];
    expect(customers.length).toBeGreaterThan(0);
    const res = await search('booking@demo.test', ask({ CustomerCompanyId: customers[0]!.CompanyId }));
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().Data as QuickSearchAnswer;
    const monday = mondayOf(addDays(todayInShanghai(), 7));
    expect(a.Day).toBe([monday, todayInShanghai()].sort()[1]);
    expect(a.WeekEnd).toBe(addDays(monday, 6));
    expect(a.Rates.length).toBeGreaterThan(0);
    expect(a.Sailings.length).toBeGreaterThan(0);
    for (const s of a.Sailings) {
      expect([s.PolCode, s.PodCode]).toEqual(['CNSHA', 'NLRTM']);
      // inside the week on the POL's calendar, with the cut-offs each before the departure
      const localDay = new Date(Date.parse(s.Etd) + 8 * 3_600_000).toISOString().slice(0, 10);
      expect(localDay >= a.Day && localDay <= a.WeekEnd).toBe(true);
      for (const c of s.CutOffs) expect(Date.parse(c.DateTime)).toBeLessThan(Date.parse(s.Etd));
      if (s.BestRateId !== null) {
        const best = a.Rates.find((r) => r.RateId === s.BestRateId)!;
        expect(best.CarrierCode).toBe(s.CarrierCode);
        const cheapest = Math.min(...a.Rates.filter((r) => r.CarrierCode === s.CarrierCode && !r.Unpriced.length).map((r) => Number(r.Totals[0]!.Amount)));
        expect(Number(best.Totals[0]!.Amount)).toBe(cheapest);
      } else expect(a.Rates.some((r) => r.CarrierCode === s.CarrierCode)).toBe(false);
    }
    // the search is logged like any price search: a booking made from it freezes this price (R6.7)
    const [log] = await t.db.query<{ source: string; company_id: string }>('select source, company_id::text from rate_search_log where id = $1', [a.SearchId]);
    expect(log).toEqual({ source: 'STAFF', company_id: String(customers[0]!.CompanyId) });
  });

  it('shows a sailing whose booking has not opened (开舱) as not open, and one past its documentation cut-off as closed', async () => {
    const later = (await search('booking@demo.test', ask({ WeekOf: addDays(todayInShanghai(), 35) }))).json().Data as QuickSearchAnswer;
    expect(later.Sailings.length).toBeGreaterThan(0);
    expect(later.Sailings.every((s) => s.Standing === 'NOT_OPEN' && s.BookingOpenAt)).toBe(true);
    const [first] = (await search('booking@demo.test', ask())).json().Data.Sailings as QuickSearchAnswer['Sailings'];
    await t.db.query(`update vessel_calls set cut_offs = '[{"Code":"DCO","DateTime":"2020-01-01T00:00:00Z"}]' where id = $1`, [first!.CallId]);
    const again = (await search('booking@demo.test', ask())).json().Data as QuickSearchAnswer;
    expect(again.Sailings.find((s) => s.CallId === first!.CallId)!.Standing).toBe('CLOSED');
  });

  it('refuses a week that does not exist, a week that is over, the same port twice, and a customer', async () => {
    const bad = await search('booking@demo.test', ask({ WeekOf: '2026-02-30' }));
    expect([bad.statusCode, bad.json().Code]).toEqual([400, 'INVALID']);
    const past = await search('booking@demo.test', ask({ WeekOf: addDays(todayInShanghai(), -14) }));
    expect([past.statusCode, past.json().Code]).toEqual([400, 'PAST_WEEK']);
    const same = await search('booking@demo.test', ask({ PodCode: 'CNSHA' }));
    expect([same.statusCode, same.json().Code]).toEqual([400, 'SAME_PORT']);
    expect((await search('customer@demo.test', ask())).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.bookingCustomers, tokens['customer@demo.test']!)).statusCode).toBe(403);
  });
});

describe('mondayOf', () => {
  it('gives the Monday of the ISO week', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23'); // a Thursday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
  });
});
