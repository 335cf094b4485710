import type { GroupBy, SalesAnswer, SalesQuery } from '../../../src/contract/analytics/calls';
import { percentText } from '../../../src/domain/analytics/conversion';
import { METRICS, periodsBetween, RATIO_COUNTS as N, RATIO_METRICS as R } from '../../../src/domain/analytics/metrics';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import type { SheetColumn } from '../../http/xlsx';
import { companyNamesOf } from '../companies/public';
import { rateOn } from '../refdata/public';
import { FigureSum, type Rates, rateKey, ratesNeeded, ratesUsed } from './figures';
import { conversionOf } from './conversionService';
import { filterOf } from './filters';
import { refreshedAt } from './rollupRepository';
import * as repo from './salesRepository';
import { viewerOf } from './scope';

/** Which page asks: each has its rows' default grouping (commercial.md §9.3). */
export const PAGE_GROUPS = {
  company: 'OWNER_COMPANY',
  employees: 'SALESPERSON',
  customerCompany: 'CUSTOMER_COMPANY',
  customerEmployees: 'CUSTOMER_EMPLOYEE',
} as const satisfies Record<string, GroupBy>;
export type SalesPage = keyof typeof PAGE_GROUPS;

/** Each (month, currency)'s book rate into CNY (refdata's MONTHLY_BOOK rate valid on the month's first day). */
export async function bookRates(db: Db, needed: ReturnType<typeof ratesNeeded>): Promise<Rates> {
  const rates = new Map<string, string | null>();
  for (const n of needed) rates.set(rateKey(n.month, n.currency), (await rateOn(db, n.currency, 'CNY', 'MONTHLY_BOOK', `${n.month}-01`))?.rate ?? null);
  return rates;
}

/**
 * `GET /api/Analytics/CompanySales|EmployeeSales|CustomerCompanySales|CustomerEmployeeSales`
 * (commercial.md §9.2): the viewer's scope fixed (R9.1), the roll-up rows summed by period (the
 * chart's series) and by group (the table), amounts per currency and converted (R9.3), cost only
 * with "view cost" (R9.2).
 */
export async function salesFigures(db: Db, actor: Actor, input: SalesQuery, page: SalesPage): Promise<Outcome<SalesAnswer>> {
  const viewer = await viewerOf(db, actor);
  const filter = filterOf(input, viewer, actor.id);
  if (!filter.ok) return filter;
  const f = filter.value;
  const granularity = input.Granularity ?? 'MONTH';
  const groupBy = input.GroupBy ?? PAGE_GROUPS[page];
  const report = input.Currency ?? 'CNY';
  // three reads of the roll-ups at once (PostgreSQL's pool runs them side by side)
  const [rows, active, dormant, ratios] = await Promise.all([
    repo.figureRows(db, f, granularity, groupBy),
    repo.activeCustomers(db, f),
    repo.dormantCustomers(db, f),
    conversionOf(db, f, viewer, actor.id, groupBy),
  ]);
  const needed = ratesNeeded(rows, report);
  const rates = await bookRates(db, needed);
  const sum = () => new FigureSum(report, rates);
  const series = new Map(periodsBetween(f.from, f.to, granularity).map((p) => [p, sum()]));
  const groups = new Map<string, FigureSum>();
  const total = sum();
  for (const r of rows) {
    series.get(r.period)?.add(r);
    if (!groups.has(r.grp)) groups.set(r.grp, sum());
    groups.get(r.grp)!.add(r);
    total.add(r);
  }
  for (const key of ratios.keys()) if (!groups.has(key)) groups.set(key, sum());
  const names = await namesOf(db, groupBy, [...groups.keys()]);
  const seen = viewer.viewCost;
  const table = [...groups.entries()]
    .map(([Key, sum]) => ({
      Key,
      Name: names.get(Key) ?? { zh: Key, en: Key },
      ...(groupBy === 'CUSTOMER_COMPANY' ? { Dormant: dormant.has(Key) } : {}),
      ...sum.figures(seen),
      ...ratios.get(Key),
      order: sum.converted('revenue'),
    }))
    .sort((a, b) => b.order - a.order || (a.Key < b.Key ? -1 : 1))
    .map(({ order: _, ...row }) => row);
  return {
    ok: true,
    value: {
      Currency: report,
      Granularity: granularity,
      GroupBy: groupBy,
      ViewCost: seen,
      Series: [...series.entries()].map(([Period, s]) => ({ Period, ...s.figures(seen) })),
      Table: table,
      Totals: { ActiveCustomers: active, DormantCustomers: dormant.size, ...total.figures(seen) },
      Rates: ratesUsed(needed, rates),
      RefreshedAt: await refreshedAt(db),
      ...(f.companyId ? { Company: (await namesOf(db, 'CUSTOMER_COMPANY', [f.companyId])).get(f.companyId)! } : {}),
    },
  };
}

type TableRow = SalesAnswer['Table'][number];

/** A sales page's table for its Excel export (R9.5): the group, bookings, TEU, revenue per currency and converted, cost and GP with "view cost". */
export function figuresSheet(s: SalesAnswer): SheetColumn<TableRow>[] {
  const cur = s.Currency;
  const cols: SheetColumn<TableRow>[] = [
    { header: '名称 Name', value: (r, lang) => r.Name[lang], width: 32 },
    { header: '订舱票数 Bookings', value: (r) => r.Bookings, width: 10 },
    { header: 'TEU', value: (r) => r.Teu, width: 10 },
    { header: '收入（分币种） Revenue per currency', value: (r) => r.Revenue.map((a) => `${a.Currency} ${a.Amount}`).join(' + '), width: 28 },
    { header: `收入 Revenue (${cur})`, value: (r) => Number(r.RevenueReport), width: 16 },
  ];
  if (s.ViewCost)
    cols.push(
      { header: `成本 Cost (${cur})`, value: (r) => Number(r.CostReport), width: 16 },
      { header: `毛利 GP (${cur})`, value: (r) => Number(r.GpReport), width: 16 },
      { header: `单箱毛利 GP/TEU (${cur})`, value: (r) => Number(r.GpPerTeu), width: 14 },
      { header: `${METRICS.COST_BILLED.zh} ${METRICS.COST_BILLED.en}`, value: (r) => r.CostBilled ?? 0, width: 14 },
    );
  return [...cols, ...ratioColumns(s.GroupBy)];
}

/** The ratio metrics' columns of the salespeople's table (quote conversion, win rate) and the lanes' (search conversion). */
function ratioColumns(groupBy: SalesAnswer['GroupBy']): SheetColumn<TableRow>[] {
  const head = (m: { zh: string; en: string }) => `${m.zh} ${m.en}`;
  if (groupBy === 'LANE')
    return [
      { header: head(N.CompaniesSearched), value: (r) => r.CompaniesSearched ?? 0, width: 14 },
      { header: head(N.CompaniesBooked), value: (r) => r.CompaniesBooked ?? 0, width: 14 },
      { header: head(R.SEARCH_CONVERSION), value: (r) => percentText(r.CompaniesBooked, r.CompaniesSearched), width: 14 },
    ];
  if (groupBy !== 'SALESPERSON') return [];
  return [
    { header: head(N.QuotesSent), value: (r) => r.QuotesSent ?? 0, width: 12 },
    { header: head(N.QuotesBooked), value: (r) => r.QuotesBooked ?? 0, width: 12 },
    { header: head(R.QUOTE_CONVERSION), value: (r) => percentText(r.QuotesBooked, r.QuotesSent), width: 14 },
    { header: head(N.OpportunitiesWon), value: (r) => r.OpportunitiesWon ?? 0, width: 10 },
    { header: head(N.OpportunitiesLost), value: (r) => r.OpportunitiesLost ?? 0, width: 10 },
    { header: head(R.WIN_RATE), value: (r) => percentText(r.OpportunitiesWon, (r.OpportunitiesWon ?? 0) + (r.OpportunitiesLost ?? 0)), width: 14 },
  ];
}

/** Each group key's name in both languages: companies' and employees' names, a lane or a carrier by its codes. */
export async function namesOf(db: Db, groupBy: GroupBy, keys: readonly string[]): Promise<Map<string, { zh: string; en: string }>> {
  const none = { zh: '（未知）', en: '(unknown)' };
  if (groupBy === 'OWNER_COMPANY' || groupBy === 'CUSTOMER_COMPANY') {
    const names = await companyNamesOf(
      db,
      keys.filter((k) => k !== '0'),
    );
    return new Map(keys.map((k) => [k, names.has(k) ? { zh: names.get(k)!.NameZh, en: names.get(k)!.NameEn || names.get(k)!.NameZh } : none]));
  }
  if (groupBy === 'SALESPERSON' || groupBy === 'CUSTOMER_EMPLOYEE') {
    const names = await repo.employeeNames(db, keys);
    return new Map(keys.map((k) => [k, names.has(k) ? { zh: names.get(k)!, en: names.get(k)! } : none]));
  }
  return new Map(keys.map((k) => [k, { zh: k.replace('-', ' → '), en: k.replace('-', ' → ') }]));
}
