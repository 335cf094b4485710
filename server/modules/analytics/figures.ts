import type { CurrencyAmount, Figures, RateUsed } from '../../../src/contract/analytics/calls';
import { amountIn } from '../../../src/domain/money/amounts';
import { fromCny, toCny } from '../../../src/domain/money/bills';
import type { FigureRow } from './salesRepository';

/**
 * The figures of a group of roll-up rows as the answer says them (R9.3): the amounts per currency
 * kept, and their sum in the report currency at each ETD month's book rate (`Rates`: month →
 * currency → rate into CNY, null when none is kept: that amount is left out of the converted sum,
 * and the footer says so). Without "view cost" the cost side is not computed into the answer (R9.2).
 */
export type Rates = ReadonlyMap<string, string | null>;
export const rateKey = (month: string, currency: string) => `${month} ${currency}`;

export class FigureSum {
  bookings = 0;
  teu = 0;
  readonly revenue = new Map<string, number>();
  readonly cost = new Map<string, number>();
  revenueReport = 0;
  costReport = 0;

  add(row: FigureRow, report: string, rates: Rates): void {
    this.bookings += row.bookings;
    this.teu += row.teu;
    if (!row.currency) return;
    const revenue = Number(row.revenue);
    const cost = Number(row.cost);
    this.revenue.set(row.currency, (this.revenue.get(row.currency) ?? 0) + revenue);
    this.cost.set(row.currency, (this.cost.get(row.currency) ?? 0) + cost);
    this.revenueReport += convert(revenue, row.currency, row.month, report, rates);
    this.costReport += convert(cost, row.currency, row.month, report, rates);
  }

  figures(report: string, viewCost: boolean): Figures {
    const list = (m: Map<string, number>): CurrencyAmount[] =>
      [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([Currency, minor]) => ({ Currency, Amount: amountIn(minor, Currency) }));
    const base: Figures = {
      Bookings: this.bookings,
      Teu: Math.round(this.teu * 100) / 100,
      Revenue: list(this.revenue),
      RevenueReport: amountIn(this.revenueReport, report),
    };
    if (!viewCost) return base;
    const gp = this.revenueReport - this.costReport;
    return {
      ...base,
      Cost: list(this.cost),
      CostReport: amountIn(this.costReport, report),
      GpReport: amountIn(gp, report),
      GpPerTeu: amountIn(this.teu > 0 ? Math.round(gp / this.teu) : 0, report),
    };
  }
}

/** `minor` of `currency` in the report currency at the month's book rates (0 when a rate is missing). */
export function convert(minor: number, currency: string, month: string, report: string, rates: Rates): number {
  if (currency === report) return minor;
  const into = currency === 'CNY' ? '1' : rates.get(rateKey(month, currency));
  if (!into) return 0;
  const cny = toCny(minor, currency, into);
  if (report === 'CNY') return cny;
  const out = rates.get(rateKey(month, report));
  return out ? fromCny(cny, report, out) : 0;
}

/** The (month, currency) pairs whose book rate into CNY the conversion needs. */
export function ratesNeeded(rows: readonly FigureRow[], report: string): Array<{ month: string; currency: string }> {
  const seen = new Map<string, { month: string; currency: string }>();
  for (const r of rows) {
    if (!r.currency || r.currency === report) continue;
    if (r.currency !== 'CNY') seen.set(rateKey(r.month, r.currency), { month: r.month, currency: r.currency });
    if (report !== 'CNY') seen.set(rateKey(r.month, report), { month: r.month, currency: report });
  }
  return [...seen.values()].sort((a, b) => (a.month === b.month ? (a.currency < b.currency ? -1 : 1) : a.month < b.month ? -1 : 1));
}

export const ratesUsed = (needed: ReturnType<typeof ratesNeeded>, rates: Rates): RateUsed[] =>
  needed.map((n) => ({ Month: n.month, Currency: n.currency, Rate: rates.get(rateKey(n.month, n.currency)) ?? null }));
