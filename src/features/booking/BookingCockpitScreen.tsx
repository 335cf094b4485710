import { Card, Callout, H2, H4, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BOOKING_PAGES } from '../../contract/booking/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { bookingCockpitQueryOptions } from './api/bookings';
import { useRoute } from '../../ui/routeContext';
import { BOOKING_STATUS_WORDS, bookingWords } from './words';

type Cockpit = NonNullable<ReturnType<typeof useBookingCockpit>['data']>;

/** A booking's number, opening it on the desk. */
const open = (id: number, no: string) => <Link to={`${BOOKING_PAGES.deskDetail}?id=${id}`}>{no}</Link>;

/** The bookings waiting for the desk longer than their carrier's acceptance SLA. */
function OverSlaCard({ c }: { c: Cockpit }) {
  const w = useWords(bookingWords);
  return (
    <Card data-testid="cockpit-over-sla">
      <H4>
        {w.overSlaList} <Tag intent={c.OverSla.length ? 'danger' : 'success'}>{c.OverSla.length}</Tag>
      </H4>
      {c.OverSla.length ? (
        <HTMLTable compact>
          <tbody>
            {c.OverSla.map((o) => (
              <tr key={o.Id}>
                <td>{open(o.Id, o.BookingNo)}</td>
                <td>{o.CompanyName}</td>
                <td>{o.CarrierCode}</td>
                <td>{w.waiting(o.WaitingMinutes, o.SlaMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        w.none
      )}
    </Card>
  );
}

/** The bookings whose cut-offs come within the next hours. */
function NearCutOffsCard({ c }: { c: Cockpit }) {
  const w = useWords(bookingWords);
  return (
    <Card data-testid="cockpit-near-cutoffs">
      <H4>{w.nearCutOffs}</H4>
      {c.NearCutOffs.length ? (
        <HTMLTable compact>
          <tbody>
            {c.NearCutOffs.map((n) => (
              <tr key={`${n.Id}-${n.Code}`}>
                <td>{open(n.Id, n.BookingNo)}</td>
                <td>{n.CompanyName}</td>
                <td>{n.Code}</td>
                <td>{formatDate(n.DateTime, 'dateTime')}</td>
                <td>
                  <Tag intent={n.Hours < 24 ? 'danger' : 'warning'}>{w.hoursLeft(n.Hours)}</Tag>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        w.none
      )}
    </Card>
  );
}

/**
 * The booking cockpit (commercial.md §6.4 DCCockpit): bookings by status, the submissions waiting
 * beyond their carrier's acceptance SLA (R6.12), released bookings with a cut-off within 48 hours,
 * and each carrier's release rate over the last 30 days. It refreshes live as bookings move.
 */
/** The cockpit's read (its query, named for the type of what it answers). */
const useBookingCockpit = () => useQuery(bookingCockpitQueryOptions());

export default function BookingCockpitScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const data = useBookingCockpit();
  if (data.isPending) return <Spinner />;
  if (data.isError) return <Callout intent="danger">{data.error.message}</Callout>;
  const c = data.data;
  return (
    <section className="admin-screen" data-testid="booking-cockpit">
      <H2>{route.title[lang]}</H2>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12 }}>
        <Card>
          <H4>{w.byStatus}</H4>
          {c.ByStatus.map((s) => (
            <Tag key={s.Status} minimal large style={{ margin: 4 }} data-status={s.Status}>
              {BOOKING_STATUS_WORDS[s.Status][lang]} {s.Count}
            </Tag>
          ))}
        </Card>
        <OverSlaCard c={c} />
        <NearCutOffsCard c={c} />
        <Card data-testid="cockpit-release-rates">
          <H4>
            {w.releaseRates} · {c.From} – {c.To}
          </H4>
          <HTMLTable compact>
            <tbody>
              {c.ReleaseRates.map((r) => (
                <tr key={r.CarrierCode}>
                  <td>{r.CarrierCode}</td>
                  <td>{w.rateOf(r.Released, r.Decided, `${Math.round(r.Rate * 100)}%`)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </Card>
      </div>
    </section>
  );
}
