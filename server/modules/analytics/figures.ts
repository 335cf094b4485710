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
  /** Of the bookings, those whose cost is their job's payable charges in billing. */
  costBilled = 0;
  /** month + currency → [revenue, cost] minor units: converted only when said, so every grouping converts the same sums. */
  private readonly byMonth = new Map<string, { month: string; currency: string; revenue: number; cost: number }>();

  constructor(
    private readonly report: string,
    private readonly rates: Rates,
  ) {}

  add(row: FigureRow): void {
    this.bookings += row.bookings;
    this.teu += row.teu;
    this.costBilled += row.costBilled ?? 0;
    if (!row.currency) return;
    const key = rateKey(row.month, row.currency);
    const m = this.byMonth.get(key) ?? { month: row.month, currency: row.currency, revenue: 0, cost: 0 };
    m.revenue += Number(row.revenue);
    m.cost += Number(row.cost);
    this.byMonth.set(key, m);
  }

  private perCurrency(side: 'revenue' | 'cost'): Map<string, number> {
    const out = new Map<string, number>();
    for (const m of this.byMonth.values()) out.set(m.currency, (out.get(m.currency) ?? 0) + m[side]);
    return out;
  }

  /** The sum of one side in the report currency, each month's amounts at that month's rate. */
  converted(side: 'revenue' | 'cost'): number {
    let sum = 0;
    for (const m of this.byMonth.values()) sum += convert(m[side], m.currency, m.month, this.report, this.rates);
    return sum;
  }

  figures(viewCost: boolean): Figures {
    const report = this.report;
    const list = (m: Map<string, number>): CurrencyAmount[] =>
      [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([Currency, minor]) => ({ Currency, Amount: amountIn(minor, Currency) }));
    const revenue = this.converted('revenue');
    const base: Figures = {
      Bookings: this.bookings,
      Teu: Math.round(this.teu * 100) / 100,
      Revenue: list(this.perCurrency('revenue')),
      RevenueReport: amountIn(revenue, report),
    };
    if (!viewCost) return base;
    const cost = this.converted('cost');
    const gp = revenue - cost;
    return {
      ...base,
      Cost: list(this.perCurrency('cost')),
      CostReport: amountIn(cost, report),
      GpReport: amountIn(gp, report),
      GpPerTeu: amountIn(this.teu > 0 ? Math.round(gp / this.teu) : 0, report),
      CostBilled: this.costBilled,
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
