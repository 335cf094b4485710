import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recountWeekly, replacePricePoints } from '../../../server/modules/rateAnalysis/repository';
import type { PublishedPricePoint } from '../../../server/modules/rates/public';
import { mondayOf } from '../../../src/domain/rateAnalysis';
import { addDays } from '../../../src/domain/refdata/public';
import { withTestApp } from '../support/build';

/**
 * The weekly index' SQL (commercial.md §9.1) against a brute-force count in plain TypeScript over
 * random price points: for each Monday, lane, class, currency and carrier (and all carriers), the
 * rates in force that week — each rate number's latest version valid then — their cost's min, lower
 * median and max, the list price's lower median and their number.
 */
const t = withTestApp({ modules: ['rateAnalysis'] });

const BASE = '2026-01-05'; // a Monday
const point = fc.record({
  rateNo: fc.constantFrom('R1', 'R2', 'R3', 'R4', 'R5', 'R6'),
  version: fc.integer({ min: 1, max: 3 }),
  carrier: fc.constantFrom('COSU', 'MAEU'),
  lane: fc.constantFrom(['CNSHA', 'NLRTM'], ['CNNGB', 'USLAX']),
  containerClass: fc.constantFrom('20GP', '40HQ'),
  currency: fc.constantFrom('USD', 'EUR'),
  start: fc.integer({ min: 0, max: 40 }),
  days: fc.integer({ min: 0, max: 25 }),
  cost: fc.integer({ min: 100, max: 400000 }),
  sell: fc.option(fc.integer({ min: 100, max: 500000 }), { nil: null }),
});

const cents = (n: number) => (n / 100).toFixed(2);
const lowerMedian = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1]!;

type Row = {
  week: string;
  pol: string;
  pod: string;
  cls: string;
  carrier: string;
  currency: string;
  min: string;
  median: string;
  max: string;
  sell: string | null;
  rates: number;
};

function bruteForce(points: readonly PublishedPricePoint[]): Row[] {
  // each rate number and class keeps, per week, its latest version valid in it
  const inForce = new Map<string, PublishedPricePoint>();
  for (const p of points) {
    for (let week = mondayOf(p.validFrom); week <= p.validTo; week = addDays(week, 7)) {
      const key = `${week}|${p.rateNo}|${p.containerClass}`;
      const before = inForce.get(key);
      if (!before || before.version < p.version) inForce.set(key, p);
    }
  }
  const groups = new Map<string, { week: string; p: PublishedPricePoint; costs: number[]; sells: number[] }>();
  for (const [key, p] of inForce) {
    const week = key.split('|')[0]!;
    for (const carrier of [p.carrier, '']) {
      const g = `${week}|${p.pol}|${p.pod}|${p.containerClass}|${p.currency}|${carrier}`;
      const entry = groups.get(g) ?? { week, p: { ...p, carrier }, costs: [], sells: [] };
      entry.costs.push(Math.round(Number(p.cost) * 100));
      if (p.sell !== null) entry.sells.push(Math.round(Number(p.sell) * 100));
      groups.set(g, entry);
    }
  }
  return [...groups.values()]
    .map(({ week, p, costs, sells }) => ({
      week,
      pol: p.pol,
      pod: p.pod,
      cls: p.containerClass,
      carrier: p.carrier,
      currency: p.currency,
      min: cents(Math.min(...costs)),
      median: cents(lowerMedian(costs)),
      max: cents(Math.max(...costs)),
      sell: sells.length ? cents(lowerMedian(sells)) : null,
      rates: costs.length,
    }))
    .sort(byKey);
}

const byKey = (a: Row, b: Row) =>
  `${a.week}${a.pol}${a.pod}${a.cls}${a.carrier}${a.currency}`.localeCompare(`${b.week}${b.pol}${b.pod}${b.cls}${b.carrier}${b.currency}`);

describe('the weekly index against a brute-force count', () => {
  it('min, lower median, max, the list price median and the count agree for random rates', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(point, { minLength: 1, maxLength: 40 }), async (raw) => {
        // one price per rate number, version and class (the table's key, as in the rates module)
        const seen = new Set<string>();
        const points: PublishedPricePoint[] = raw
          .filter((r) => !seen.has(`${r.rateNo}|${r.version}|${r.containerClass}`) && seen.add(`${r.rateNo}|${r.version}|${r.containerClass}`))
          .map((r) => ({
            rateNo: r.rateNo,
            version: r.version,
            carrier: r.carrier,
            pol: r.lane[0]!,
            pod: r.lane[1]!,
            containerClass: r.containerClass,
            currency: r.currency,
            validFrom: addDays(BASE, r.start),
            validTo: addDays(BASE, r.start + r.days),
            cost: cents(r.cost),
            sell: r.sell === null ? null : cents(r.sell),
          }));
        const rows = await t.db.transaction(async (tx) => {
          await replacePricePoints(tx, points);
          await recountWeekly(tx);
          return tx.query<Row>(
            `select to_char(week, 'YYYY-MM-DD') as week, pol_code as pol, pod_code as pod, container_class as cls, carrier_code as carrier, currency,
                    cost_min::text as min, cost_median::text as median, cost_max::text as max, sell_median::text as sell, rates
               from rate_weekly`,
          );
        });
        expect(rows.sort(byKey)).toEqual(bruteForce(points));
      }),
      { numRuns: 40 },
    );
  });

  it('a week runs Monday to Sunday: a rate valid Sunday only counts in that week, one valid Monday in the next', async () => {
    const p = (rateNo: string, from: string, to: string): PublishedPricePoint => ({
      rateNo,
      version: 1,
      carrier: 'COSU',
      pol: 'CNSHA',
      pod: 'NLRTM',
      containerClass: '20GP',
      currency: 'USD',
      validFrom: from,
      validTo: to,
      cost: '1000.00',
      sell: null,
    });
    const weeks = await t.db.transaction(async (tx) => {
      await replacePricePoints(tx, [p('A', '2026-01-11', '2026-01-11'), p('B', '2026-01-12', '2026-01-12')]);
      await recountWeekly(tx);
      return tx.query<{ week: string; rates: number }>(
        `select to_char(week, 'YYYY-MM-DD') as week, rates from rate_weekly where carrier_code = '' order by week`,
      );
    });
    expect(weeks).toEqual([
      { week: '2026-01-05', rates: 1 },
      { week: '2026-01-12', rates: 1 },
    ]);
  });
});
