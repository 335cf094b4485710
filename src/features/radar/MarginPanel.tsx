import { Callout, H4, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { MarginAnswer } from '../../contract/radar/calls';
import { Link } from 'react-router-dom';
import { placeTime } from '../../domain/refdata/localTimes';
import { useWords } from '../../i18n/words';
import { marginQueryOptions } from './api/radar';
import { radarWords } from './words';

const amount = (x: string | null, cur: string) => (x === null ? '—' : `${cur} ${x}`);
const quoteLink = (id: number) => `/CRM/QuotationRecord?open=${id}`;

/** The margin radar (commercial.md §9.5): below-floor quotes with their reason, lanes above the cost trend, customers whose lane price dropped. */
export function MarginPanel({ from }: { from?: string }) {
  const w = useWords(radarWords);
  const { data } = useQuery(marginQueryOptions(from ? { From: from } : {}));
  if (!data) return null;
  return (
    <section data-testid="margin-radar">
      {!data.ViewCost ? <Callout intent="warning">{w.amountHidden}</Callout> : null}
      <H4>{w.belowFloor}</H4>
      <BelowFloor data={data} />
      <H4 style={{ marginTop: 16 }}>{w.lanesAbove}</H4>
      <Lanes data={data} />
      <H4 style={{ marginTop: 16 }}>{w.drops}</H4>
      <Drops data={data} />
    </section>
  );
}

/** Quotes priced below the floor, with the reason given and the booking made from them. */
function BelowFloor({ data }: { data: MarginAnswer }) {
  const w = useWords(radarWords);
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="margin-below-floor">
      <thead>
        <tr>
          <th>{w.quote}</th>
          <th>{w.customer}</th>
          <th>{w.salesperson}</th>
          <th>{w.lane}</th>
          <th>{w.reason}</th>
          <th>{w.booking}</th>
        </tr>
      </thead>
      <tbody>
        {data.BelowFloor.map((q) => (
          <tr key={q.QuoteId}>
            <td>
              <Link to={quoteLink(q.QuoteId)}>{q.QuoteNo}</Link>
            </td>
            <td>{q.CustomerName}</td>
            <td>{q.SalesName}</td>
            <td>{`${q.PolCode} → ${q.PodCode}`}</td>
            <td>{q.Reason}</td>
            <td>{q.BookingNo ? <Tag intent="warning">{`${w.booked} ${q.BookingNo}`}</Tag> : <Tag minimal>{w.notBooked}</Tag>}</td>
          </tr>
        ))}
        {!data.BelowFloor.length ? (
          <tr>
            <td colSpan={6}>{w.none}</td>
          </tr>
        ) : null}
      </tbody>
    </HTMLTable>
  );
}

/** Lanes whose cost index fell below what our recent quotes were priced on. */
function Lanes({ data }: { data: MarginAnswer }) {
  const w = useWords(radarWords);
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="margin-lanes">
      <thead>
        <tr>
          <th>{w.lane}</th>
          <th>{w.indexFirst}</th>
          <th>{w.indexLatest}</th>
          <th>{w.quotedCost}</th>
          <th>{w.quotes}</th>
        </tr>
      </thead>
      <tbody>
        {data.Lanes.map((l) => (
          <tr key={`${l.PolCode}-${l.PodCode}-${l.ContainerClass}-${l.Currency}`}>
            <td>
              <Link to={`/SeaFreight/quickQuoteSearchCenter`}>{`${l.PolCode} → ${l.PodCode} ${l.ContainerClass}`}</Link>
            </td>
            <td>{amount(l.IndexFirst, l.Currency)}</td>
            <td>{amount(l.IndexLatest, l.Currency)}</td>
            <td>{amount(l.QuotedCost, l.Currency)}</td>
            <td>{l.Quotes}</td>
          </tr>
        ))}
        {!data.Lanes.length ? (
          <tr>
            <td colSpan={5}>{w.none}</td>
          </tr>
        ) : null}
      </tbody>
    </HTMLTable>
  );
}

/** Customers whose lane index dropped below their last quote's cost: a reason to call. */
function Drops({ data }: { data: MarginAnswer }) {
  const w = useWords(radarWords);
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="margin-drops">
      <thead>
        <tr>
          <th>{w.customer}</th>
          <th>{w.quote}</th>
          <th>{w.lane}</th>
          <th>{w.quotedAt}</th>
          <th>{w.quotedCost}</th>
          <th>{w.indexLatest}</th>
        </tr>
      </thead>
      <tbody>
        {data.Drops.map((d) => (
          <tr key={`${d.CompanyId}-${d.QuoteId}-${d.ContainerClass}`}>
            <td>{d.CustomerName}</td>
            <td>
              <Link to={quoteLink(d.QuoteId)}>{d.QuoteNo}</Link>
            </td>
            <td>{`${d.PolCode} → ${d.PodCode} ${d.ContainerClass}`}</td>
            <td>{placeTime(d.QuotedAt).slice(0, 10)}</td>
            <td>{amount(d.QuotedCost, d.Currency)}</td>
            <td>{amount(d.IndexLatest, d.Currency)}</td>
          </tr>
        ))}
        {!data.Drops.length ? (
          <tr>
            <td colSpan={6}>{w.none}</td>
          </tr>
        ) : null}
      </tbody>
    </HTMLTable>
  );
}
