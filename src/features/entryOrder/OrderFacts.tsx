import { Callout, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { bookingStatusWords } from '../../contract/booking/public';
import type { EntryOrderDetail } from '../../contract/entryOrder/calls';
import { ENTRY_ORDER_PAGES as G } from '../../contract/entryOrder/module';
import type { Bilingual } from '../../i18n/bilingual';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { bookingEditPage } from './useEntryFlow';
import { day, SupStatusTag, when } from './parts';
import { entryWords } from './words';

/** The order's booking and supplements, beside the form. */
export function OrderFacts({ detail }: { detail: EntryOrderDetail }) {
  const w = useWords(entryWords);
  const b = detail.Booking;
  return (
    <>
      <MadeBooking detail={detail} />
      {b ? (
        <Callout intent="success" title={w.booking} data-testid="ent-booking">
          {b.BookingNo} {b.CarrierBookingNo} · {b.PolCode}→{b.PodCode} · ETD {when(b.Etd)} · DCO {when(b.Dco)}
        </Callout>
      ) : null}
      {detail.Supplements.length ? (
        <HTMLTable compact striped data-testid="ent-supplements">
          <thead>
            <tr>
              <th>{w.SUP_NO}</th>
              <th>{w.dueAt}</th>
              <th>{w.Status}</th>
            </tr>
          </thead>
          <tbody>
            {detail.Supplements.map((s) => (
              <tr key={s.Id}>
                <td>
                  <Link to={`${G.supplement}?Id=${s.Id}`}>{s.SUP_NO}</Link>
                </td>
                <td>{when(s.SUP_DUE_AT)}</td>
                <td>
                  <SupStatusTag status={s.SUP_STATUS} overdue={s.Overdue} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      <p className="bp6-text-muted">
        {w.etdWindow}：{day(detail.Order.ENT_ETD_FROM)}–{day(detail.Order.ENT_ETD_TO)}
      </p>
    </>
  );
}

/** The booking made from the order (MakeBooking) until it is linked: its number (opening its own form) and its state in words. */
function MadeBooking({ detail }: { detail: EntryOrderDetail }) {
  const w = useWords(entryWords);
  const lang = useLanguage();
  const m = detail.MadeBooking;
  if (!m || detail.Booking) return null;
  const state = (bookingStatusWords as Record<string, Bilingual>)[m.Status]?.[lang] ?? '';
  return (
    <Callout intent="primary" title={w.madeBooking} data-testid="ent-made-booking">
      <Link to={bookingEditPage(m.Id)}>{m.BookingNo}</Link> · {state}
      {m.Status === 'CANCELLED' || m.Status === 'REJECTED' ? null : <p className="bp6-text-muted">{w.linkedOnRelease}</p>}
    </Callout>
  );
}
