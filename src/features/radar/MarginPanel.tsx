import { Button, Callout, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MarginAnswer, MarginTable as TableKind } from '../../contract/radar/calls';
import { ENDPOINTS } from '../../contract/endpoints';
import { placeTime } from '../../domain/refdata/localTimes';
import { useWords } from '../../i18n/words';
import { useListExport } from '../../lib/listExport';
import { marginQueryOptions } from './api/radar';
import { radarWords } from './words';

type Words = ReturnType<typeof useWords<typeof radarWords>>;
const amount = (x: string | null, cur: string) => (x === null ? '—' : `${cur} ${x}`);
const quoteLink = (id: number) => `/CRM/QuotationRecord?open=${id}`;

/** One table of the margin radar: its title, test id, columns (heading and cell) and each row's key. */
interface TableShape<R> {
  title: (w: Words) => string;
  testId: string;
  rows: (d: MarginAnswer) => R[];
  key: (r: R) => string;
  columns: { head: (w: Words) => string; cell: (r: R, w: Words) => ReactNode }[];
}
const shape = <R,>(s: TableShape<R>) => s as unknown as TableShape<unknown>;

const lane = (r: { PolCode: string; PodCode: string }) => `${r.PolCode} → ${r.PodCode}`;
const TABLES: Record<TableKind, TableShape<unknown>> = {
  BELOW_FLOOR: shape<MarginAnswer['BelowFloor'][number]>({
    title: (w) => w.belowFloor,
    testId: 'margin-below-floor',
    rows: (d) => d.BelowFloor,
    key: (q) => String(q.QuoteId),
    columns: [
      { head: (w) => w.quote, cell: (q) => <Link to={quoteLink(q.QuoteId)}>{q.QuoteNo}</Link> },
      { head: (w) => w.customer, cell: (q) => q.CustomerName },
      { head: (w) => w.salesperson, cell: (q) => q.SalesName },
      { head: (w) => w.lane, cell: lane },
      { head: (w) => w.reason, cell: (q) => q.Reason },
      {
        head: (w) => w.booking,
        cell: (q, w) => (q.BookingNo ? <Tag intent="warning">{`${w.booked} ${q.BookingNo}`}</Tag> : <Tag minimal>{w.notBooked}</Tag>),
      },
    ],
  }),
  LANES: shape<MarginAnswer['Lanes'][number]>({
    title: (w) => w.lanesAbove,
    testId: 'margin-lanes',
    rows: (d) => d.Lanes,
    key: (l) => `${l.PolCode}-${l.PodCode}-${l.ContainerClass}-${l.Currency}`,
    columns: [
      { head: (w) => w.lane, cell: (l) => <Link to="/SeaFreight/quickQuoteSearchCenter">{`${lane(l)} ${l.ContainerClass}`}</Link> },
      { head: (w) => w.indexFirst, cell: (l) => amount(l.IndexFirst, l.Currency) },
      { head: (w) => w.indexLatest, cell: (l) => amount(l.IndexLatest, l.Currency) },
      { head: (w) => w.quotedCost, cell: (l) => amount(l.QuotedCost, l.Currency) },
      { head: (w) => w.quotes, cell: (l) => l.Quotes },
    ],
  }),
  DROPS: shape<MarginAnswer['Drops'][number]>({
    title: (w) => w.drops,
    testId: 'margin-drops',
    rows: (d) => d.Drops,
    key: (d) => `${d.CompanyId}-${d.QuoteId}-${d.ContainerClass}`,
    columns: [
      { head: (w) => w.customer, cell: (d) => d.CustomerName },
      { head: (w) => w.quote, cell: (d) => <Link to={quoteLink(d.QuoteId)}>{d.QuoteNo}</Link> },
      { head: (w) => w.lane, cell: (d) => `${lane(d)} ${d.ContainerClass}` },
      { head: (w) => w.quotedAt, cell: (d) => placeTime(d.QuotedAt).slice(0, 10) },
      { head: (w) => w.quotedCost, cell: (d) => amount(d.QuotedCost, d.Currency) },
      { head: (w) => w.indexLatest, cell: (d) => amount(d.IndexLatest, d.Currency) },
    ],
  }),
};

/** The margin radar (commercial.md §9.5): below-floor quotes with their reason, lanes above the cost trend, customers whose lane price dropped — one table shape, each exported to Excel. */
export function MarginPanel({ from }: { from?: string }) {
  const w = useWords(radarWords);
  const { data } = useQuery(marginQueryOptions(from ? { From: from } : {}));
  if (!data) return null;
  return (
    <section data-testid="margin-radar">
      {!data.ViewCost ? <Callout intent="warning">{w.amountHidden}</Callout> : null}
      {(Object.keys(TABLES) as TableKind[]).map((k) => (
        <MarginTable key={k} kind={k} data={data} from={from} />
      ))}
    </section>
  );
}

/** One of the margin radar's tables, with its export. */
function MarginTable({ kind, data, from }: { kind: TableKind; data: MarginAnswer; from?: string }) {
  const w = useWords(radarWords);
  const t = TABLES[kind];
  const rows = t.rows(data);
  const listExport = useListExport();
  const query = new URLSearchParams({ Table: kind, ...(from ? { From: from } : {}) });
  return (
    <>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16 }}>
        <H4 style={{ margin: 0 }}>{t.title(w)}</H4>
        <Button
          size="small"
          icon="export"
          text={w.exportExcel}
          loading={listExport.busy}
          data-testid={`${t.testId}-export`}
          onClick={() => void listExport.start(`${ENDPOINTS.radarMarginExport}?${query}`)}
        />
      </div>
      {listExport.bar}
      <HTMLTable compact striped style={{ width: '100%', marginTop: 8 }} data-testid={t.testId}>
        <thead>
          <tr>
            {t.columns.map((c) => (
              <th key={c.head(w)}>{c.head(w)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={t.key(r)}>
              {t.columns.map((c) => (
                <td key={c.head(w)}>{c.cell(r, w)}</td>
              ))}
            </tr>
          ))}
          {!rows.length ? (
            <tr>
              <td colSpan={t.columns.length}>{w.none}</td>
            </tr>
          ) : null}
        </tbody>
      </HTMLTable>
    </>
  );
}
