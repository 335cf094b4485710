import { minorIn } from '../../../src/domain/money/amounts';
import type { Db, Queryable } from '../../db/types';
import { payableCostsOfJobs } from '../billing/public';
import { type ReleasedBooking, releasedBookingsBetween } from '../booking/public';
import { platformCompany } from '../companies/public';
import { excludedCompanyIds } from './exclusionRepository';
import * as repo from './rollupRepository';
import type { DailyRow } from './rollupRepository';

export type { DailyRow } from './rollupRepository';

/** The roll-ups hold every released booking whose ETD falls in these days. */
const FIRST_DAY = '2000-01-01';
const LAST_DAY = '2099-12-31';

/** `USD 3840.00 + CNY 500.00` → currency → minor units (unreadable parts are left out). */
export function totalsOf(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of text.split('+')) {
    const m = /^\s*([A-Z]{3})\s+(-?[0-9]+(?:\.[0-9]+)?)\s*$/.exec(part);
    const minor = m ? minorIn(m[2]!, m[1]!) : undefined;
    if (m && minor !== undefined) out.set(m[1]!, (out.get(m[1]!) ?? 0) + minor);
  }
  return out;
}

export interface RollupFacts {
  teuOf: ReadonlyMap<string, number>;
  salespersonOf: ReadonlyMap<string, string>;
  platformId: string;
  /** The internal test companies (the analysis' exclusion list): their bookings never reach the roll-ups. */
  excluded?: ReadonlySet<string>;
  /** A job's (cgo id's) payable charges per currency, from billing: its real cost where it has any. */
  billedCostOf?: ReadonlyMap<string, ReadonlyMap<string, number>>;
}

/** A booking's cost: its job's payable charges when billing has any, else its frozen price's buy side (R6.7: often none). */
export function costOf(b: ReleasedBooking, facts: RollupFacts): { cost: ReadonlyMap<string, number>; billed: boolean } {
  const billed = b.cgoId ? facts.billedCostOf?.get(b.cgoId) : undefined;
  return billed ? { cost: billed, billed: true } : { cost: totalsOf(b.costTotals), billed: false };
}

/**
 * The bookings as roll-up rows, summed by day, owner company, customer company and employee,
 * salesperson, lane, carrier and currency: one volume row per booking (currency ''), one money row
 * per currency of its price and cost (commercial.md §9.1); the cost billing's where it has one.
 */
export function rollUp(bookings: readonly ReleasedBooking[], facts: RollupFacts): DailyRow[] {
  const rows = new Map<string, DailyRow>();
  const add = (b: ReleasedBooking, currency: string, figures: Pick<DailyRow, 'bookings' | 'teu' | 'revenue' | 'cost' | 'costBilled'>) => {
    const base = {
      day: b.etdDay,
      owner: b.ownerCompanyId === '0' ? facts.platformId : b.ownerCompanyId,
      customer: b.companyId,
      employee: b.employeeId,
      salesperson: facts.salespersonOf.get(b.companyId) ?? '0',
      pol: b.pol,
      pod: b.pod,
      carrier: b.carrier,
      currency,
    };
    const key = Object.values(base).join('|');
    const row = rows.get(key) ?? { ...base, bookings: 0, teu: 0, revenue: 0, cost: 0, costBilled: 0 };
    row.bookings += figures.bookings;
    row.teu += figures.teu;
    row.revenue += figures.revenue;
    row.cost += figures.cost;
    row.costBilled += figures.costBilled;
    rows.set(key, row);
  };
  for (const b of bookings) {
    if (facts.excluded?.has(b.companyId) || facts.excluded?.has(b.ownerCompanyId)) continue;
    const teu = b.units.reduce((n, u) => n + (facts.teuOf.get(u.ContainerClass) ?? 0) * u.Units, 0);
    const { cost, billed } = costOf(b, facts);
    add(b, '', { bookings: 1, teu, revenue: 0, cost: 0, costBilled: billed ? 1 : 0 });
    const sell = totalsOf(b.sellTotals);
    for (const c of new Set([...sell.keys(), ...cost.keys()]))
      add(b, c, { bookings: 0, teu: 0, revenue: sell.get(c) ?? 0, cost: cost.get(c) ?? 0, costBilled: 0 });
  }
  return [...rows.values()];
}

/**
 * Rebuilds the roll-ups from booking's released bookings (the round's and the refresh button's one
 * use case), in one transaction: a reader sees the old figures or the new, never half.
 */
export const refreshSalesDaily = (db: Db, now: Date = new Date()) => db.transaction((tx) => rebuildSalesDaily(tx, now));

/** The same inside the caller's transaction (the demo seed's). */
export async function rebuildSalesDaily(tx: Queryable, now: Date = new Date()): Promise<{ Bookings: number; RefreshedAt: string }> {
  const bookings = await releasedBookingsBetween(tx, FIRST_DAY, LAST_DAY);
  const facts = await factsFor(tx, bookings);
  await repo.replaceRows(tx, rollUp(bookings, facts));
  await repo.rebuildMonthly(tx);
  await repo.markRefreshed(tx, now, bookings.length);
  return { Bookings: bookings.length, RefreshedAt: now.toISOString() };
}

async function factsFor(tx: Queryable, bookings: readonly ReleasedBooking[]): Promise<RollupFacts> {
  return {
    excluded: await excludedCompanyIds(tx),
    billedCostOf: await payableCostsOfJobs(tx, [...new Set(bookings.flatMap((b) => (b.cgoId ? [b.cgoId] : [])))]),
    teuOf: await repo.teuByContainerType(tx),
    salespersonOf: await repo.firstSalespersonByCompany(tx),
    platformId: (await platformCompany(tx)) ?? '0',
  };
}
