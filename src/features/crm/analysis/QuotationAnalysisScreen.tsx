import { Callout, H2, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuoteAnalysis } from '../../../contract/crm/analysisCalls';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { QuoteGroup } from '../../../domain/crm/analysis';
import { dayIn, OFFICE_ZONE } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useListExport } from '../../../lib/listExport';
import { useRoute } from '../../../ui/routeContext';
import { quoteAnalysisOptions } from './api';
import { Chart } from './Chart';
import { Filters, isDay, lastMonth, type PeriodFilters } from './Filters';
import { analysisWords, quoteGroupWords } from './words';
import './analysis.css';

const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 1000) / 10}%`);

/** /CRM/QuotationAnalysis (commercial.md §7.4): quote outcomes by lane, carrier or salesperson; win rate; margin per TEU (view cost); lost reasons. */
export default function QuotationAnalysisScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(analysisWords);
  const [f, setF] = useState<PeriodFilters<QuoteGroup>>({ ...lastMonth((at) => dayIn(OFFICE_ZONE, at)), GroupBy: 'LANE' });
  const ready = isDay(f.From) && isDay(f.To);
  const q = useQuery(quoteAnalysisOptions(f, ready));
  const listExport = useListExport();
  const a = q.data;
  return (
    <section className="admin-screen crm-analysis" data-testid="crm-quote-analysis">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary" compact>
        {w.quotesHint}
      </Callout>
      <Filters
        value={f}
        groups={quoteGroupWords}
        onChange={setF}
        exporting={listExport.busy}
        onExport={() => void listExport.start(`${ENDPOINTS.crmAnalysisQuotationsExport}?${new URLSearchParams({ ...f })}`)}
      />
      {listExport.bar}
      {!ready && <Callout intent="warning">{w.badPeriod}</Callout>}
      {q.isPending && ready && <Spinner aria-label={w.loading} />}
      {q.isError && <Callout intent="danger">{(q.error as Error).message}</Callout>}
      {a && !q.isError && (a.Rows.length === 0 ? <Callout data-testid="crm-analysis-empty">{w.emptyQuotes}</Callout> : <Figures a={a} />)}
      {a && !q.isError && <LostReasons a={a} />}
      {a && !q.isError && <Footer a={a} />}
    </section>
  );
}

function Figures({ a }: { a: QuoteAnalysis }) {
  const w = useWords(analysisWords);
  const lang = useLanguage();
  const names = a.Rows.map((r) => r.Name[lang]);
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 48, top: 36, bottom: 56 },
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: names.length > 5 ? 30 : 0 } },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { type: 'bar', stack: 'q', name: w.booked, data: a.Rows.map((r) => r.Booked) },
      { type: 'bar', stack: 'q', name: w.accepted, data: a.Rows.map((r) => Math.max(0, r.Accepted - r.Booked)) },
      { type: 'bar', stack: 'q', name: w.sent, data: a.Rows.map((r) => Math.max(0, r.Sent - Math.max(r.Accepted, r.Booked))) },
      {
        type: 'line',
        yAxisIndex: 1,
        name: w.winRate,
        connectNulls: true,
        data: a.Rows.map((r) => (r.WinRate === null ? null : Math.round(r.WinRate * 1000) / 10)),
      },
    ],
  };
  return (
    <>
      <div className="crm-analysis-charts crm-analysis-charts--one">
        <Chart option={option} label={`${w.sent}、${w.accepted}、${w.booked}、${w.winRate}`} testId="crm-quote-chart" />
      </div>
      <HTMLTable compact striped className="crm-analysis-table" data-testid="crm-quote-table">
        <thead>
          <tr>
            <th>{w.group}</th>
            <th>{w.sent}</th>
            <th>{w.accepted}</th>
            <th>{w.booked}</th>
            <th>{w.conversion}</th>
            <th>{w.won}</th>
            <th>{w.lost}</th>
            <th>{w.winRate}</th>
            <th>{w.teu}</th>
            {a.ViewCost && <th>{w.marginPerTeu}</th>}
            {a.ViewCost && <th>{w.inCny}</th>}
          </tr>
        </thead>
        <tbody>
          {a.Rows.map((r) => (
            <Row key={r.Key} r={r} name={r.Name[lang]} viewCost={a.ViewCost} />
          ))}
        </tbody>
        <tfoot>
          <Row r={a.Totals} name={w.totals} viewCost={a.ViewCost} head />
        </tfoot>
      </HTMLTable>
    </>
  );
}

function Row({ r, name, viewCost, head }: { r: QuoteAnalysis['Totals'] & { Key?: string }; name: string; viewCost: boolean; head?: boolean }) {
  const Cell = head ? 'th' : 'td';
  const cells: [string, string | number][] = [
    ['Sent', r.Sent],
    ['Accepted', r.Accepted],
    ['Booked', r.Booked],
    ['Conversion', pct(r.Conversion)],
    ['Won', r.Won],
    ['Lost', r.Lost],
    ['WinRate', pct(r.WinRate)],
    ['Teu', r.Teu],
  ];
  if (viewCost) {
    cells.push(['MarginPerTeu', (r.MarginPerTeu ?? []).map((m) => `${m.Currency} ${m.Amount}`).join(' + ') || '—']);
    cells.push(['MarginPerTeuReport', r.MarginPerTeuReport ? `CNY ${r.MarginPerTeuReport}` : '—']);
  }
  return (
    <tr data-key={r.Key}>
      <Cell>{name}</Cell>
      {cells.map(([k, v]) => (
        <Cell key={k} className="crm-analysis-num" data-col={k}>
          {v}
        </Cell>
      ))}
    </tr>
  );
}

function LostReasons({ a }: { a: QuoteAnalysis }) {
  const w = useWords(analysisWords);
  const lang = useLanguage();
  return (
    <div className="crm-analysis-dormant">
      <H4>{w.lostReasons}</H4>
      {a.LostReasons.length === 0 ? (
        <p className="bp6-text-muted">{w.noLosses}</p>
      ) : (
        <HTMLTable compact striped className="crm-analysis-table" data-testid="crm-lost-reasons">
          <thead>
            <tr>
              <th>{w.lostReasons}</th>
              <th>{w.count}</th>
            </tr>
          </thead>
          <tbody>
            {a.LostReasons.map((r) => (
              <tr key={r.Code}>
                <td>{r.Name[lang]}</td>
                <td className="crm-analysis-num">{r.Count}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}

/** R9.3: the book rates the CNY column used, month by month; without "view cost" says the margin is hidden. */
function Footer({ a }: { a: QuoteAnalysis }) {
  const w = useWords(analysisWords);
  return (
    <footer className="crm-analysis-footer" data-testid="crm-analysis-footer">
      {a.ViewCost ? (
        <span>
          {w.ratesFooter}
          {a.Rates.map((r) => `${r.Month} ${r.Currency} ${r.Rate ?? `— ${w.noRate}`}`).join('，')}
        </span>
      ) : (
        <span>{w.costHidden}</span>
      )}
    </footer>
  );
}
