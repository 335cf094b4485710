import { Button, Callout, H2, H4, HTMLTable, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerAnalysis } from '../../../contract/crm/analysisCalls';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { CustomerGroup } from '../../../domain/crm/analysis';
import { dayIn, OFFICE_ZONE, parseLocalDateTime, placeTime } from '../../../domain/refdata/localTimes';
import { addDays } from '../../../domain/refdata/public';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { useListExport } from '../../../lib/listExport';
import { useRoute } from '../../../ui/routeContext';
import { useSavePlan } from '../follow/api';
import { customerAnalysisOptions } from './api';
import { Chart } from './Chart';
import { Filters, isDay, lastMonth, type PeriodFilters } from './Filters';
import { customerGroupWords, analysisWords } from './words';
import './analysis.css';

const COUNTS = ['New', 'Claimed', 'Recycled', 'Dealt', 'Dormant'] as const;

/** /CRM/CustomerAnalysis (commercial.md §7.4): counts by source, industry, level or owner; the funnel; the dormant customers with a one-click follow-up plan. */
export default function CustomerAnalysisScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(analysisWords);
  const [f, setF] = useState<PeriodFilters<CustomerGroup>>({ ...lastMonth((at) => dayIn(OFFICE_ZONE, at)), GroupBy: 'SOURCE' });
  const ready = isDay(f.From) && isDay(f.To);
  const q = useQuery(customerAnalysisOptions(f, ready));
  const listExport = useListExport();
  const a = q.data;
  const empty = a && a.Rows.length === 0 && a.Funnel.Leads + a.Funnel.Opportunities + a.Funnel.Won === 0;
  return (
    <section className="admin-screen crm-analysis" data-testid="crm-customer-analysis">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary" compact>
        {w.customersHint}
      </Callout>
      <Filters
        value={f}
        groups={customerGroupWords}
        onChange={setF}
        exporting={listExport.busy}
        onExport={() => void listExport.start(`${ENDPOINTS.crmAnalysisCustomersExport}?${new URLSearchParams({ ...f })}`)}
      />
      {listExport.bar}
      {!ready && <Callout intent="warning">{w.badPeriod}</Callout>}
      {q.isPending && ready && <Spinner aria-label={w.loading} />}
      {q.isError && <Callout intent="danger">{(q.error as Error).message}</Callout>}
      {a && !q.isError && (empty ? <Callout data-testid="crm-analysis-empty">{w.emptyCustomers}</Callout> : <Figures a={a} />)}
      {a && !q.isError && <DormantList a={a} />}
    </section>
  );
}

function Figures({ a }: { a: CustomerAnalysis }) {
  const w = useWords(analysisWords);
  const lang = useLanguage();
  const label = { New: w.newCustomers, Claimed: w.claimed, Recycled: w.recycled, Dealt: w.dealt, Dormant: w.dormant };
  const steps = [
    { name: w.leads, value: a.Funnel.Leads },
    { name: w.customers, value: a.Funnel.Customers },
    { name: w.opportunities, value: a.Funnel.Opportunities },
    { name: w.won, value: a.Funnel.Won },
  ];
  const funnel = {
    tooltip: { trigger: 'item' },
    series: [{ type: 'funnel', sort: 'none', left: '4%', width: '62%', minSize: '10%', label: { formatter: '{b} {c}' }, data: steps }],
  };
  const bars = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: a.Rows.map((r) => r.Name[lang]), axisLabel: { interval: 0, rotate: a.Rows.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: COUNTS.map((k) => ({ type: 'bar', name: label[k], data: a.Rows.map((r) => r[k]) })),
  };
  return (
    <>
      <div className="crm-analysis-charts">
        <Chart option={funnel} label={`${w.funnel}：${steps.map((s) => `${s.name} ${s.value}`).join('，')}`} testId="crm-funnel" />
        <Chart option={bars} label={COUNTS.map((k) => label[k]).join('、')} testId="crm-customer-bars" />
      </div>
      <HTMLTable compact striped className="crm-analysis-table" data-testid="crm-customer-table">
        <thead>
          <tr>
            <th>{w.group}</th>
            {COUNTS.map((k) => (
              <th key={k}>{label[k]}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {a.Rows.map((r) => (
            <tr key={r.Key} data-key={r.Key}>
              <td>{r.Name[lang]}</td>
              {COUNTS.map((k) => (
                <td key={k} className="crm-analysis-num" data-col={k}>
                  {r[k]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th>{w.totals}</th>
            {COUNTS.map((k) => (
              <th key={k} className="crm-analysis-num" data-col={k}>
                {a.Totals[k]}
              </th>
            ))}
          </tr>
        </tfoot>
      </HTMLTable>
    </>
  );
}

/** The dormant customers at the period's end, each with a follow-up plan a click away (tomorrow 10:00, a call). */
function DormantList({ a }: { a: CustomerAnalysis }) {
  const w = useWords(analysisWords);
  const savePlan = useSavePlan();
  const [planned, setPlanned] = useState<Set<number>>(new Set());
  const plan = async (customerId: number) => {
    const day = addDays(dayIn(OFFICE_ZONE), 1);
    const at = parseLocalDateTime(`${day} 10:00`, OFFICE_ZONE)!;
    if (await savePlan({ CustomerId: customerId, PlannedAt: at, Method: 'PHONE', Content: w.planContent }, w.planned))
      setPlanned(new Set([...planned, customerId]));
  };
  return (
    <div className="crm-analysis-dormant">
      <H4>{w.dormantList}</H4>
      {a.Dormant.length === 0 ? (
        <p className="bp6-text-muted">{w.noDormant}</p>
      ) : (
        <HTMLTable compact striped className="crm-analysis-table" data-testid="crm-dormant">
          <thead>
            <tr>
              <th>{w.customer}</th>
              <th>{w.owner}</th>
              <th>{w.lastBooking}</th>
              <th>{w.lastFollow}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {a.Dormant.map((d) => (
              <tr key={d.CustomerId}>
                <td>{d.Name}</td>
                <td>{d.OwnerName}</td>
                <td>{d.LastBooking}</td>
                <td>{d.LastFollowAt ? placeTime(d.LastFollowAt).slice(0, 10) : w.never}</td>
                <td>
                  <Button small icon="phone" text={w.planFollow} disabled={planned.has(d.CustomerId)} onClick={() => void plan(d.CustomerId)} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
