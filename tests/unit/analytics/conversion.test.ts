import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteConversion, type RatioScope, ratioOf, searchConversion, winRate } from '../../../src/domain/analytics/conversion';

/**
 * The ratio metrics (commercial.md §9.1: quote conversion, search conversion, win rate) against a
 * brute force over random rows, with random excluded test companies and a random scope (R9.1).
 */
const company = fc.constantFrom('2', '3', '4', '5', '9');
const person = fc.constantFrom('11', '12', '13');
const lane = fc.constantFrom('CNSHA-DEHAM', 'CNNGB-USLAX', 'CNTAO-JPTYO');
const quote = fc.record({ salesperson: person, customer: company, booked: fc.boolean() });
const opportunity = fc.record({ salesperson: person, customer: fc.option(company, { nil: null }), stage: fc.constantFrom('WON' as const, 'LOST' as const) });
const laneRow = fc.record({ company, lane });
const scope = fc.record({
  excluded: fc.subarray(['3', '9']).map((a) => new Set(a)),
  companies: fc.option(
    fc.subarray(['2', '3', '4', '5', '9']).map((a) => new Set(a)),
    { nil: undefined },
  ),
  self: fc.option(person, { nil: undefined }),
  salespeople: fc.option(
    fc.subarray(['11', '12', '13']).map((a) => new Set(a)),
    { nil: undefined },
  ),
});

/** Whether the viewer counts a row of this salesperson and customer, written out case by case. */
function counts(s: RatioScope, salesperson: string, customer: string | null): boolean {
  if (s.salespeople && !s.salespeople.has(salesperson)) return false;
  if (customer !== null && s.excluded.has(customer)) return false;
  if (!s.companies) return true;
  if (salesperson === s.self) return true;
  return customer !== null && s.companies.has(customer);
}
const plain = (m: Map<string, { numerator: number; denominator: number }>) => Object.fromEntries([...m.entries()].sort());

describe('the ratio metrics against a brute force', () => {
  it('quote conversion: per salesperson, quotes booked over quotes sent, in scope, test companies left out', () => {
    fc.assert(
      fc.property(fc.array(quote, { maxLength: 40 }), scope, (quotes, s) => {
        const want: Record<string, { numerator: number; denominator: number }> = {};
        for (const p of ['11', '12', '13']) {
          const mine = quotes.filter((q) => q.salesperson === p && counts(s, p, q.customer));
          if (mine.length) want[p] = { numerator: mine.filter((q) => q.booked).length, denominator: mine.length };
        }
        expect(plain(quoteConversion(quotes, s))).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('win rate: per salesperson, won over won + lost', () => {
    fc.assert(
      fc.property(fc.array(opportunity, { maxLength: 40 }), scope, (opps, s) => {
        const want: Record<string, { numerator: number; denominator: number }> = {};
        for (const p of ['11', '12', '13']) {
          const mine = opps.filter((o) => o.salesperson === p && counts(s, p, o.customer));
          const won = mine.filter((o) => o.stage === 'WON').length;
          const lost = mine.filter((o) => o.stage === 'LOST').length;
          if (won + lost) want[p] = { numerator: won, denominator: won + lost };
        }
        expect(plain(winRate(opps, s))).toEqual(want);
      }),
      { numRuns: 300 },
    );
  });

  it('search conversion: per lane, the companies that searched it and booked it over those that searched it', () => {
    fc.assert(
      fc.property(fc.array(laneRow, { maxLength: 40 }), fc.array(laneRow, { maxLength: 40 }), scope, (searches, bookings, s) => {
        const inScope = (c: string) => !s.excluded.has(c) && (!s.companies || s.companies.has(c));
        const want: Record<string, { numerator: number; denominator: number }> = {};
        for (const l of ['CNSHA-DEHAM', 'CNNGB-USLAX', 'CNTAO-JPTYO']) {
          const searchers = ['2', '3', '4', '5', '9'].filter((c) => inScope(c) && searches.some((r) => r.lane === l && r.company === c));
          const bookers = searchers.filter((c) => bookings.some((b) => b.lane === l && b.company === c));
          if (searchers.length) want[l] = { numerator: bookers.length, denominator: searchers.length };
        }
        const got = searchConversion(searches, bookings, s);
        expect(plain(got)).toEqual(want);
        for (const r of got.values()) expect(ratioOf(r)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  it('a zero denominator is no ratio (the page shows "—"), never NaN', () => {
    expect(ratioOf({ numerator: 0, denominator: 0 })).toBeNull();
    expect(ratioOf({ numerator: 1, denominator: 4 })).toBe(0.25);
  });
});
