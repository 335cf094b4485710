import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormantRanges, dormantSql, METRICS, PERIOD_SQL, periodOf } from '../../../src/domain/analytics/metrics';
import { type DailyRow, rollUp } from '../../../server/modules/analytics/rollup';
import type { ReleasedBooking } from '../../../server/modules/booking/public';

/**
 * Each metric's SQL (src/domain/analytics/metrics.ts) against a brute-force computation over random
 * roll-up rows, on the module's own table as migration 110 makes it; and the roll-up itself against
 * a brute force over random bookings (counts and TEU never doubled across currencies).
 */
let pg: PGlite;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(readFileSync('server/db/migrations/110_analytics.sql', 'utf8'));
  await pg.exec(readFileSync('server/db/migrations/120_analytics_rollups.sql', 'utf8'));
}, 120_000);
afterAll(async () => {
  await pg.close();
});

const day = fc.integer({ min: 0, max: 400 }).map((n) => new Date(Date.UTC(2025, 10, 1) + n * 86_400_000).toISOString().slice(0, 10));
const row = fc.record({
  day,
  customer: fc.integer({ min: 1, max: 6 }),
  carrier: fc.constantFrom('COSU', 'MAEU', 'CMDU'),
  currency: fc.constantFrom('', 'USD', 'CNY'),
  bookings: fc.integer({ min: 0, max: 3 }),
  teu: fc.integer({ min: 0, max: 800 }).map((n) => n / 4),
  revenue: fc.integer({ min: 0, max: 5_000_000 }),
  cost: fc.integer({ min: 0, max: 5_000_000 }),
  costBilled: fc.integer({ min: 0, max: 3 }),
});
type Row = typeof row extends fc.Arbitrary<infer R> ? R : never;

async function load(rows: readonly Row[]) {
  await pg.query('delete from sales_daily');
  await pg.query(
    `insert into sales_daily (day, owner_company_id, customer_company_id, carrier, currency, bookings, teu, revenue_minor, cost_minor, cost_billed)
     select (r->>'day')::date, 1, (r->>'customer')::bigint, r->>'carrier', r->>'currency', (r->>'bookings')::int, (r->>'teu')::numeric,
            (r->>'revenue')::bigint, (r->>'cost')::bigint, (r->>'costBilled')::int from jsonb_array_elements($1::jsonb) r`,
    [JSON.stringify(rows)],
  );
}

const BRUTE: Record<keyof typeof METRICS, (rows: readonly Row[]) => number> = {
  BOOKINGS: (rows) => rows.reduce((n, r) => n + r.bookings, 0),
  TEU: (rows) => rows.reduce((n, r) => n + r.teu, 0),
  REVENUE: (rows) => rows.reduce((n, r) => n + r.revenue, 0),
  COST: (rows) => rows.reduce((n, r) => n + r.cost, 0),
  GP: (rows) => rows.reduce((n, r) => n + r.revenue - r.cost, 0),
  COST_BILLED: (rows) => rows.reduce((n, r) => n + r.costBilled, 0),
  ACTIVE_CUSTOMERS: (rows) => new Set(rows.filter((r) => r.bookings > 0).map((r) => r.customer)).size,
};

describe('the metric definitions against a brute force', () => {
  it('every metric, by period of every granularity and by currency where it is per currency', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 60 }), fc.constantFrom('DAY', 'WEEK', 'MONTH' as const), async (rows, g) => {
        await load(rows);
        for (const [key, m] of Object.entries(METRICS) as [keyof typeof METRICS, (typeof METRICS)[keyof typeof METRICS]][]) {
          const got = await pg.query<{ period: string; currency: string; v: string | number }>(
            `select ${PERIOD_SQL[g]} as period, ${m.perCurrency ? 's.currency' : "''"} as currency, ${m.sql} as v from sales_daily s group by 1, 2`,
          );
          const groups = new Map<string, Row[]>();
          for (const r of rows) {
            const k = `${periodOf(r.day, g)}|${m.perCurrency ? r.currency : ''}`;
            groups.set(k, [...(groups.get(k) ?? []), r]);
          }
          const want = Object.fromEntries([...groups.entries()].map(([k, rs]) => [k, BRUTE[key](rs)]));
          const have = Object.fromEntries(got.rows.map((r) => [`${r.period}|${r.currency}`, Number(r.v)]));
          expect(have, `${key} by ${g}`).toEqual(want);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('a week runs Monday to Sunday', () => {
    expect(periodOf('2026-11-29', 'WEEK')).toBe('2026-11-23'); // a Sunday: its week began on Monday the 23rd
    expect(periodOf('2026-11-30', 'WEEK')).toBe('2026-11-30'); // a Monday begins its own
  });

  it('dormant: a booking in the 180 days to the end and none in its last 60', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 60 }), day, async (rows, asOf) => {
        await load(rows);
        const { older, recent } = dormantRanges(asOf);
        const range = (r: { from: string; to: string }) => `(select * from sales_daily where day between '${r.from}' and '${r.to}') s`;
        const got = (await pg.query<{ id: string }>(dormantSql(range(older), range(recent), () => 'true'))).rows.map((r) => Number(r.id)).sort();
        const back = (n: number) => new Date(Date.parse(`${asOf}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
        const booked = rows.filter((r) => r.bookings > 0 && r.day > back(180) && r.day <= asOf);
        const want = [...new Set(booked.map((r) => r.customer))].filter((c) => !booked.some((r) => r.customer === c && r.day > back(60))).sort();
        expect(got).toEqual(want);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

const booking = fc.record({
  id: fc.uuid(),
  companyId: fc.constantFrom('2', '3', '9'),
  etdDay: day,
  carrier: fc.constantFrom('COSU', 'MAEU'),
  units: fc.array(fc.record({ ContainerClass: fc.constantFrom('20GP', '40HQ', '45HQ'), Units: fc.integer({ min: 1, max: 5 }) }), { maxLength: 3 }),
  sell: fc.array(fc.tuple(fc.constantFrom('USD', 'CNY'), fc.integer({ min: 0, max: 900_000 })), { maxLength: 2 }),
  cost: fc.array(fc.tuple(fc.constantFrom('USD', 'CNY', 'EUR'), fc.integer({ min: 0, max: 900_000 })), { maxLength: 2 }),
  // the job's payable charges in billing, when it has a job and billing has any (the real cost)
  cgoId: fc.option(fc.constantFrom('CGO1', 'CGO2', 'CGO3', 'CGO4'), { nil: null }),
});
const billedArb = fc.dictionary(
  fc.constantFrom('CGO1', 'CGO2', 'CGO3'),
  fc.array(fc.tuple(fc.constantFrom('USD', 'CNY', 'EUR'), fc.integer({ min: 0, max: 900_000 })), { minLength: 1, maxLength: 3 }),
);
const TEU = new Map([
  ['20GP', 1],
  ['40HQ', 2],
  ['45HQ', 2.25],
]);
const totals = (list: [string, number][]) => list.map(([c, minor]) => `${c} ${(minor / 100).toFixed(2)}`).join(' + ');

describe('the roll-up against a brute force over bookings', () => {
  it('one count and its TEU per booking, its amounts per currency, whatever the currencies; cost from billing where it has one', () => {
    fc.assert(
      fc.property(fc.array(booking, { maxLength: 40 }), billedArb, fc.subarray(['3', '9']), (all, billedLines, excludedIds) => {
        // the internal test companies' bookings are left out of everything
        const excluded = new Set(excludedIds);
        const bs = all.filter((b) => !excluded.has(b.companyId));
        const billedCostOf = new Map(
          Object.entries(billedLines).map(([cgo, lines]) => {
            const m = new Map<string, number>();
            for (const [c, v] of lines) m.set(c, (m.get(c) ?? 0) + v);
            return [cgo, m];
          }),
        );
        const released: ReleasedBooking[] = all.map((b) => ({
          id: b.id,
          bookingNo: b.id,
          companyId: b.companyId,
          employeeId: '0',
          ownerCompanyId: '0',
          carrier: b.carrier,
          pol: 'CNSHA',
          pod: 'DEHAM',
          cgoId: b.cgoId,
          etdDay: b.etdDay,
          units: b.units,
          sellTotals: totals(b.sell),
          costTotals: totals(b.cost),
        }));
        const rows: DailyRow[] = rollUp(released, { teuOf: TEU, salespersonOf: new Map([['2', '12']]), platformId: '1', billedCostOf, excluded });
        // brute force: a booking whose job billing has payable charges for costs those, every other its frozen buy side
        const billedOf = (b: (typeof bs)[number]) => (b.cgoId && billedLines[b.cgoId]) || null;
        expect(rows.reduce((n, r) => n + r.costBilled, 0)).toBe(bs.filter((b) => billedOf(b)).length);
        expect(rows.reduce((n, r) => n + r.bookings, 0)).toBe(bs.length);
        const teu = bs.reduce((n, b) => n + b.units.reduce((m, u) => m + TEU.get(u.ContainerClass)! * u.Units, 0), 0);
        expect(rows.reduce((n, r) => n + r.teu, 0)).toBeCloseTo(teu, 6);
        for (const c of ['USD', 'CNY', 'EUR']) {
          const sell = bs.reduce((n, b) => n + b.sell.filter(([x]) => x === c).reduce((m, [, v]) => m + v, 0), 0);
          const cost = bs.reduce((n, b) => n + (billedOf(b) ?? b.cost).filter(([x]) => x === c).reduce((m, [, v]) => m + v, 0), 0);
          expect(rows.filter((r) => r.currency === c).reduce((n, r) => n + r.revenue, 0)).toBe(sell);
          expect(rows.filter((r) => r.currency === c).reduce((n, r) => n + r.cost, 0)).toBe(cost);
        }
        // money rows never count a booking; volume rows never hold money
        expect(rows.filter((r) => r.currency !== '').every((r) => r.bookings === 0 && r.teu === 0)).toBe(true);
        expect(rows.filter((r) => r.currency === '').every((r) => r.revenue === 0 && r.cost === 0)).toBe(true);
        expect(rows.every((r) => r.owner === '1' && r.salesperson === (r.customer === '2' ? '12' : '0'))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
