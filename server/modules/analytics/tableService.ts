import type { PivotAnswer, SalesQuery } from '../../../src/contract/analytics/calls';
import { periodsBetween } from '../../../src/domain/analytics/metrics';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { SheetColumn } from '../../http/xlsx';
import type { Actor } from '../../platform/access/grants';
import { asWritten, no } from '../../platform/refusal';
import { FigureSum, ratesNeeded, ratesUsed } from './figures';
import { filterOf } from './filters';
import { refreshedAt } from './rollupRepository';
import { bookRates, namesOf } from './salesService';
import * as repo from './salesRepository';
import { viewerOf } from './scope';

/**
 * `GET /api/Analytics/SalesTable` (commercial.md §9.2): the pivot — a row per customer company, a
 * column per ETD month, TEU, revenue and (with "view cost") GP in the report currency. Scope
 * PLATFORM (the default on the platform's table) needs that table's menu and reads every customer;
 * MINE the caller's own customers (R9.1), whatever menus they hold.
 */
export async function salesTable(db: Db, actor: Actor, input: SalesQuery): Promise<Outcome<PivotAnswer>> {
  const scope = input.Scope ?? 'MINE';
  const viewer = await viewerOf(db, actor, scope === 'MINE');
  if (scope === 'PLATFORM' && !viewer.platformTable)
    return asWritten(
      no(
        'SCOPE',
        'The platform sales table is for the holders of its menu: choose your own customers (MINE).',
        '平台销售报表仅限持有该菜单的人员：请选择“我的客户”。',
      ),
    );
  const everyone = scope === 'PLATFORM' ? { ...viewer, companies: undefined, manager: true } : viewer;
  const filter = filterOf(input, everyone, actor.id);
  if (!filter.ok) return filter;
  const f = filter.value;
  const report = input.Currency ?? 'CNY';
  const rows = await repo.figureRows(db, f, 'MONTH', 'CUSTOMER_COMPANY');
  const needed = ratesNeeded(rows, report);
  const rates = await bookRates(db, needed);
  const cells = new Map<string, Map<string, FigureSum>>();
  const totals = new Map<string, FigureSum>();
  for (const r of rows) {
    if (!cells.has(r.grp)) cells.set(r.grp, new Map());
    const byMonth = cells.get(r.grp)!;
    if (!byMonth.has(r.period)) byMonth.set(r.period, new FigureSum(report, rates));
    byMonth.get(r.period)!.add(r);
    if (!totals.has(r.grp)) totals.set(r.grp, new FigureSum(report, rates));
    totals.get(r.grp)!.add(r);
  }
  const months = periodsBetween(f.from, f.to, 'MONTH');
  const names = await namesOf(db, 'CUSTOMER_COMPANY', [...cells.keys()]);
  const cost = viewer.viewCost;
  const rowOf = (id: string) => {
    const total = totals.get(id)!.figures(cost);
    return {
      CompanyId: id,
      Name: names.get(id)!,
      Cells: months.map((Month) => {
        const c = (cells.get(id)!.get(Month) ?? new FigureSum(report, rates)).figures(cost);
        return { Month, Teu: c.Teu, RevenueReport: c.RevenueReport, ...(cost ? { GpReport: c.GpReport! } : {}) };
      }),
      Teu: total.Teu,
      RevenueReport: total.RevenueReport,
      ...(cost ? { GpReport: total.GpReport! } : {}),
      order: totals.get(id)!.converted('revenue'),
    };
  };
  const out = [...cells.keys()].map(rowOf).sort((a, b) => b.order - a.order || (a.CompanyId < b.CompanyId ? -1 : 1));
  return {
    ok: true,
    value: {
      Currency: report,
      Scope: scope,
      ViewCost: cost,
      Months: months,
      Rows: out.map(({ order: _, ...row }) => row),
      Rates: ratesUsed(needed, rates),
      RefreshedAt: await refreshedAt(db),
    },
  };
}

type PivotRow = PivotAnswer['Rows'][number];

/** The pivot's columns for its Excel export (R9.5): the customer, each month's TEU, revenue and GP, the totals. */
export function pivotSheet(p: PivotAnswer): SheetColumn<PivotRow>[] {
  const cur = p.Currency;
  const cols: SheetColumn<PivotRow>[] = [{ header: '客户公司 Customer company', value: (r, lang) => r.Name[lang], width: 32 }];
  p.Months.forEach((m, i) => {
    cols.push({ header: `${m} TEU`, value: (r) => r.Cells[i]!.Teu, width: 10 });
    cols.push({ header: `${m} 收入 Revenue (${cur})`, value: (r) => Number(r.Cells[i]!.RevenueReport), width: 14 });
    if (p.ViewCost) cols.push({ header: `${m} 毛利 GP (${cur})`, value: (r) => Number(r.Cells[i]!.GpReport), width: 14 });
  });
  cols.push({ header: '合计 TEU Total TEU', value: (r) => r.Teu, width: 12 });
  cols.push({ header: `合计收入 Total revenue (${cur})`, value: (r) => Number(r.RevenueReport), width: 16 });
  if (p.ViewCost) cols.push({ header: `合计毛利 Total GP (${cur})`, value: (r) => Number(r.GpReport), width: 16 });
  return cols;
}
