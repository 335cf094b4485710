import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../../src/domain/analytics/metrics';
import { addDays } from '../../../src/domain/refdata/public';
import { rebuildMonthly } from '../../../server/modules/analytics/rollupRepository';
import { activeCustomers, dormantCustomers, figureRows, type SalesFilter } from '../../../server/modules/analytics/salesRepository';
import { coverOf } from '../../../server/modules/analytics/source';
import type { Queryable } from '../../../server/db/types';

/**
 * The roll-up a question reads (server/modules/analytics/source.ts): whole months from
 * sales_monthly, edge days from sales_daily. Its cover is the question's days exactly, and the
 * figures, active and dormant customers read through it equal a brute force over the daily rows.
 */
let pg: PGlite;
let q: Queryable;
beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(readFileSync('server/db/migrations/110_analytics.sql', 'utf8'));
  await pg.exec(readFileSync('server/db/migrations/120_analytics_rollups.sql', 'utf8'));
  q = { query: async (sql, params) => (await pg.query(sql, params as unknown[])).rows as never, exec: async (sql) => void (await pg.exec(sql)) };
}, 120_000);
afterAll(async () => {
  await pg.close();
});

const BASE = Date.UTC(2025, 9, 1);
const day = fc.integer({ min: 0, max: 500 }).map((n) => new Date(BASE + n * 86_400_000).toISOString().slice(0, 10));
const range = fc.tuple(day, day).map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));

describe('the cover of a range of days', () => {
  it('is every day of the range once: whole months and the days around them', () => {
    fc.assert(
      fc.property(range, fc.boolean(), ({ from, to }, months) => {
        const cover = coverOf(from, to, months);
        const seen: string[] = [];
        if (cover.months) {
          expect(cover.months.first.endsWith('-01') && cover.months.last.endsWith('-01')).toBe(true);
          for (let d = cover.months.first; d.slice(0, 7) <= cover.months.last.slice(0, 7); d = addDays(d, 1)) seen.push(d);
        }
        for (const r of cover.days) for (let d = r.from; d <= r.to; d = addDays(d, 1)) seen.push(d);
        const want: string[] = [];
        for (let d = from; d <= to; d = addDays(d, 1)) want.push(d);
        expect(seen.sort()).toEqual(want);
        if (!months) expect(cover.months).toBeUndefined();
        // around whole months the edges lie each in one month: a whole month inside the range is never read by day
        if (cover.months) for (const r of cover.days) expect(r.from.slice(0, 7)).toBe(r.to.slice(0, 7));
      }),
      { numRuns: 300 },
    );
  });
});

const row = fc.record({
  day,
  customer: fc.integer({ min: 1, max: 5 }),
  carrier: fc.constantFrom('COSU', 'MAEU'),
  currency: fc.constantFrom('', 'USD', 'CNY'),
  bookings: fc.integer({ min: 0, max: 2 }),
  revenue: fc.integer({ min: 0, max: 1_000_000 }),
  cost: fc.integer({ min: 0, max: 1_000_000 }),
  costBilled: fc.integer({ min: 0, max: 2 }),
});
type Row = typeof row extends fc.Arbitrary<infer R> ? R : never;

async function load(rows: readonly Row[]) {
  await pg.query('delete from sales_daily');
  await pg.query(
    `insert into sales_daily (day, owner_company_id, customer_company_id, carrier, currency, bookings, teu, revenue_minor, cost_minor, cost_billed)
     select (r->>'day')::date, 1, (r->>'customer')::bigint, r->>'carrier', r->>'currency', (r->>'bookings')::int, (r->>'bookings')::int * 2,
            (r->>'revenue')::bigint, (r->>'cost')::bigint, (r->>'costBilled')::int from jsonb_array_elements($1::jsonb) r`,
    [JSON.stringify(rows)],
  );
  await rebuildMonthly(q);
}

describe('the figures through the coarsest roll-up against a brute force over the daily rows', () => {
  it('by period and carrier, the active and the dormant customers, with or without a carrier filter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { maxLength: 80 }),
        range,
        fc.constantFrom('DAY', 'WEEK', 'MONTH' as const),
        fc.option(fc.constantFrom('COSU', 'MAEU'), { nil: undefined }),
        async (rows, { from, to }, g, carrier) => {
          await load(rows);
          const f: SalesFilter = { from, to, ...(carrier ? { carrier } : {}) };
          const kept = rows.filter((r) => !carrier || r.carrier === carrier);
          const inRange = kept.filter((r) => r.day >= from && r.day <= to);
          const got = await figureRows(q, f, g, 'CARRIER');
          const have = new Map<string, string>();
          for (const r of got)
            if (r.bookings || Number(r.revenue) || Number(r.cost) || r.costBilled)
              have.set(`${r.period}|${r.grp}|${r.month}|${r.currency}`, `${r.bookings} ${r.teu} ${r.revenue} ${r.cost} ${r.costBilled}`);
          const sums = new Map<string, number[]>();
          for (const r of inRange) {
            const k = `${periodOf(r.day, g)}|${r.carrier}|${r.day.slice(0, 7)}|${r.currency}`;
            const s = sums.get(k) ?? [0, 0, 0, 0, 0];
            sums.set(k, [s[0]! + r.bookings, s[1]! + r.bookings * 2, s[2]! + r.revenue, s[3]! + r.cost, s[4]! + r.costBilled]);
          }
          const want = new Map([...sums].filter(([, s]) => s.some((x, i) => i !== 1 && x)).map(([k, s]) => [k, s.join(' ')]));
          expect(Object.fromEntries(have)).toEqual(Object.fromEntries(want));
          expect(await activeCustomers(q, f)).toBe(new Set(inRange.filter((r) => r.bookings > 0).map((r) => r.customer)).size);
          const booked = kept.filter((r) => r.bookings > 0 && r.day > addDays(to, -180) && r.day <= to);
          const dormant = [...new Set(booked.map((r) => r.customer))].filter((c) => !booked.some((r) => r.customer === c && r.day > addDays(to, -60)));
          expect([...(await dormantCustomers(q, f))].map(Number).sort()).toEqual(dormant.sort());
        },
      ),
      { numRuns: 60 },
    );
  }, 180_000);
});
