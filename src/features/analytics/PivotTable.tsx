import { HTMLTable } from '@blueprintjs/core';
import type { PivotAnswer } from '../../contract/analytics/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { amountText } from './FiguresTable';
import { analyticsWords } from './words';

/** The pivot: a row per customer company, per month TEU, revenue and (with "view cost") GP, then the totals; a row opens the customer. */
export function PivotTable({ t, onOpen }: { t: PivotAnswer; onOpen(companyId: string): void }) {
  const w = useWords(analyticsWords);
  const lang = useLanguage();
  return (
    <HTMLTable compact striped interactive className="analytics-table" data-testid="pivot-table">
      <thead>
        <tr>
          <th rowSpan={2}>{w.name}</th>
          {t.Months.map((m) => (
            <th key={m} colSpan={t.ViewCost ? 3 : 2} className="center">
              {m}
            </th>
          ))}
          <th colSpan={t.ViewCost ? 3 : 2} className="center">
            {w.total}
          </th>
        </tr>
        <tr>
          {[...t.Months, 'total'].map((m) => [
            <th key={`${m}t`} className="num">
              {w.teu}
            </th>,
            <th key={`${m}r`} className="num">{`${w.revenue}（${t.Currency}）`}</th>,
            ...(t.ViewCost ? [<th key={`${m}g`} className="num">{`${w.gp}（${t.Currency}）`}</th>] : []),
          ])}
        </tr>
      </thead>
      <tbody>
        {t.Rows.map((r) => (
          <tr key={r.CompanyId} onClick={() => onOpen(r.CompanyId)} data-testid="pivot-row">
            <td>{r.Name[lang]}</td>
            {[...r.Cells, { Month: 'total', Teu: r.Teu, RevenueReport: r.RevenueReport, GpReport: r.GpReport }].map((c) => [
              <td key={`${c.Month}t`} className="num">
                {c.Teu || ''}
              </td>,
              <td key={`${c.Month}r`} className="num">
                {Number(c.RevenueReport) ? amountText(c.RevenueReport, lang) : ''}
              </td>,
              ...(t.ViewCost
                ? [
                    <td key={`${c.Month}g`} className="num">
                      {Number(c.GpReport) ? amountText(c.GpReport ?? '0', lang) : ''}
                    </td>,
                  ]
                : []),
            ])}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
