import { HTMLTable, Tag } from '@blueprintjs/core';
import type { CurrencyAmount, SalesAnswer } from '../../contract/analytics/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { RatioCells, RatioHeads, summed } from './RatioColumns';
import { analyticsWords } from './words';

type Row = SalesAnswer['Table'][number];

export const amountText = (a: string, lang: string) =>
  Number(a).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const perCurrency = (list: readonly CurrencyAmount[], lang: string) => list.map((a) => `${a.Currency} ${amountText(a.Amount, lang)}`).join(' / ');

/**
 * The table of a sales page: a row per group (largest revenue first) with its bookings, TEU, revenue
 * per currency and converted, and — with "view cost" only, the answer has them then — cost and GP,
 * and where the cost came from (how many of the row's bookings are costed from billing).
 * Per salesperson and per lane, the ratio metrics follow (./RatioColumns.tsx).
 * A row whose key is a customer company opens that customer's analysis (`onDrill`).
 */
export function FiguresTable({ s, onDrill }: { s: SalesAnswer; onDrill?: (row: Row) => void }) {
  const w = useWords(analyticsWords);
  const lang = useLanguage();
  const cur = s.Currency;
  const figures = (r: Omit<Row, 'Key' | 'Name'>) => (
    <>
      <td className="num">{r.Bookings}</td>
      <td className="num">{r.Teu}</td>
      <td className="small">{perCurrency(r.Revenue, lang)}</td>
      <td className="num">{amountText(r.RevenueReport, lang)}</td>
      {s.ViewCost && <td className="num">{amountText(r.CostReport ?? '0', lang)}</td>}
      {s.ViewCost && <td className="num">{amountText(r.GpReport ?? '0', lang)}</td>}
      {s.ViewCost && <td className="num">{amountText(r.GpPerTeu ?? '0', lang)}</td>}
      {s.ViewCost && (
        <td className="small" data-testid="sales-cost-from">
          {w.billedOf(r.CostBilled ?? 0, r.Bookings)}
        </td>
      )}
    </>
  );
  return (
    <HTMLTable compact striped interactive={Boolean(onDrill)} className="analytics-table" data-testid="sales-table">
      <thead>
        <tr>
          <th>{w.name}</th>
          <th className="num">{w.bookings}</th>
          <th className="num">{w.teu}</th>
          <th>
            {w.revenue}（{w.perCurrency}）
          </th>
          <th className="num">
            {w.revenue}（{cur}）
          </th>
          {s.ViewCost && <th className="num">{`${w.cost}（${cur}）`}</th>}
          {s.ViewCost && <th className="num">{`${w.gp}（${cur}）`}</th>}
          {s.ViewCost && <th className="num">{`${w.gpPerTeu}（${cur}）`}</th>}
          {s.ViewCost && <th>{w.costFrom}</th>}
          <RatioHeads groupBy={s.GroupBy} />
        </tr>
      </thead>
      <tbody>
        {s.Table.map((r) => (
          <tr key={r.Key} onClick={onDrill ? () => onDrill(r) : undefined} data-testid="sales-row">
            <td>
              {r.Name[lang]} {r.Dormant && <Tag intent="warning">{w.dormant}</Tag>}
            </td>
            {figures(r)}
            <RatioCells groupBy={s.GroupBy} r={r} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>{w.total}</th>
          {figures(s.Totals)}
          <RatioCells groupBy={s.GroupBy} r={s.GroupBy === 'SALESPERSON' ? summed(s.Table) : undefined} />
        </tr>
      </tfoot>
    </HTMLTable>
  );
}
