import { Button, Callout, H2, H4, HTMLTable, InputGroup, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SalesAnswer, SalesQuery } from '../../contract/radar/calls';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useListExport } from '../../lib/listExport';
import { useRoute } from '../../ui/routeContext';
import { salesQueryOptions } from './api/radar';
import { MarginPanel } from './MarginPanel';
import { radarWords } from './words';

const count = (n: number | null) => (n === null ? '—' : n);

/** /system/SellRadar (commercial.md §9.3): each salesperson's figures, customers about to be recycled, bookings near DCO without an SI, and the margin radar. */
export default function SalesRadarScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(radarWords);
  const [query, setQuery] = useState<SalesQuery>({});
  const { data } = useQuery(salesQueryOptions(query));
  const listExport = useListExport();
  return (
    <section className="admin-screen" data-testid="sales-radar">
      <H2>{route.title[lang]}</H2>
      <Callout icon="dashboard">{w.salesHint}</Callout>
      <div style={{ display: 'flex', gap: 12, margin: '12px 0', alignItems: 'flex-end' }}>
        {(['From', 'To'] as const).map((k) => (
          <label key={k}>
            {k === 'From' ? w.from : w.to}{' '}
            <InputGroup
              type="date"
              aria-label={k === 'From' ? w.from : w.to}
              value={query[k] ?? data?.[k] ?? ''}
              onChange={(e) => setQuery({ ...query, [k]: e.currentTarget.value || undefined })}
              style={{ width: 160, display: 'inline-block' }}
            />
          </label>
        ))}
        <Button
          icon="export"
          text={w.exportExcel}
          loading={listExport.busy}
          data-testid="sales-people-export"
          onClick={() => void listExport.start(`${ENDPOINTS.radarSalesExport}?${new URLSearchParams(query as Record<string, string>)}`)}
        />
      </div>
      {listExport.bar}
      <HTMLTable striped style={{ width: '100%' }} data-testid="sales-people">
        <thead>
          <tr>
            <th>{w.salesperson}</th>
            <th>{w.plansDue}</th>
            <th>{w.plansOverdue}</th>
            <th>{w.recordsDone}</th>
            <th>{w.quotesSent}</th>
            <th>{w.quotesWon}</th>
            <th>{w.bookings}</th>
            <th>{w.gp}</th>
          </tr>
        </thead>
        <tbody>
          {(data?.People ?? []).map((p) => (
            <tr key={p.EmployeeId}>
              <td>{p.Name}</td>
              <td>{count(p.PlansDue)}</td>
              <td>{p.PlansOverdue ? <Tag intent="danger">{p.PlansOverdue}</Tag> : count(p.PlansOverdue)}</td>
              <td>{count(p.RecordsDone)}</td>
              <td>{p.QuotesSent}</td>
              <td>{p.QuotesWon}</td>
              <td>{p.Bookings}</td>
              <td>{p.Gp === null ? <span className="bp6-text-muted">{w.gpHidden}</span> : p.Gp.map((g) => `${g.Currency} ${g.Amount}`).join(' + ') || '0'}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <SideLists data={data} />
      <H2 style={{ marginTop: 24 }}>{w.margin}</H2>
      <MarginPanel from={query.From} />
    </section>
  );
}

/** The customers about to return to the pool and the bookings near their document cut-off without an SI. */
function SideLists({ data }: { data: SalesAnswer | undefined }) {
  const w = useWords(radarWords);
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, marginTop: 16 }}>
      <div>
        <H4>{w.recycleSoon}</H4>
        <HTMLTable compact striped style={{ width: '100%' }} data-testid="sales-recycle">
          <tbody>
            {(data?.RecycleSoon ?? []).map((c) => (
              <tr key={c.CustomerId}>
                <td>{c.Name}</td>
                <td>{c.OwnerName}</td>
                <td>{placeTime(c.DueAt).slice(0, 16)}</td>
                <td>{w[c.Reason]}</td>
              </tr>
            ))}
            {data && !data.RecycleSoon.length ? (
              <tr>
                <td>{w.none}</td>
              </tr>
            ) : null}
          </tbody>
        </HTMLTable>
      </div>
      <div>
        <H4>{w.nearDco}</H4>
        <HTMLTable compact striped style={{ width: '100%' }} data-testid="sales-near-dco">
          <tbody>
            {(data?.NearDco ?? []).map((b) => (
              <tr key={b.CgoId}>
                <td>{b.Ref}</td>
                <td>{b.CompanyName}</td>
                <td>{b.OwnerName}</td>
                <td>{placeTime(b.DcoAt).slice(0, 16)}</td>
              </tr>
            ))}
            {data && !data.NearDco.length ? (
              <tr>
                <td>{w.none}</td>
              </tr>
            ) : null}
          </tbody>
        </HTMLTable>
      </div>
    </div>
  );
}
