import type { Bilingual } from '../../../src/i18n/bilingual';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { RATES_ACCESS as A } from '../../../src/contract/rates/module';
import type { Db } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { sellRow } from './searchRow';

/**
 * Cost visibility is one rule (R2.7, issue 32): cost, margin, floor and the price trace reach the
 * platform's staff who hold "view cost" (查看成本, the button on the staff price-search pages) and
 * nobody else — a salesperson, a provider, a customer, a visitor get the sell side only. Every answer
 * that carries a priced row asks here (the search, the quick booking search, quotes, the explain),
 * so the rule cannot drift between pages.
 */
export async function seesCost(db: Db, actor: Actor): Promise<boolean> {
  return !(await costRefusal(db, actor));
}

/** Why this person may not see cost (the standard access refusal naming the "view cost" button), or nothing when they may. */
export const costRefusal = (db: Db, actor: Actor): Promise<Bilingual | undefined> => refusal(db, actor, A.rateViewCost);

/** A priced row as this person may see it: whole with "view cost", its sell side otherwise. */
export const rowAsSeen = (row: RateSearchRow, sees: boolean): RateSearchRow => (sees ? row : sellRow(row));

// the trace's steps whose figure is on the sell side anyway (a surcharge is a line of the row)
const SELL_STEPS = new Set(['SURCHARGE']);

/**
 * The price explain without "view cost": the sell row and the trace's steps (which rate, which rules
 * in which order, what was noted) with no figure that would give the cost back — the base, the
 * markups and the rounding lose their amounts; only the surcharges, shown on the row, keep theirs.
 */
export function sellExplainRow(row: RateSearchRow): RateSearchRow {
  return {
    ...sellRow(row),
    Trace: (row.Trace ?? []).map(({ Amount, ...step }) => (SELL_STEPS.has(step.Step) ? { ...step, Amount } : step)),
  };
}
