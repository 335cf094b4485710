import { AnchorButton, Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { BOOKING_ACCESS, BOOKING_PAGES } from '../../contract/booking/module';
import type { BookingRow } from '../../contract/booking/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { useRoute } from '../../ui/routeContext';
import { bookingColumns } from './bookingColumns';
import { bookingWords } from './words';
import { bookingListCalls } from '../../contract/booking/listCalls';

/**
 * Bookings as a list (commercial.md §6.4 MyOrder, BookDrafts, BookingOrderList, OrderTracking): the
 * server scopes it (a customer its company's, the desk every customer's), filters, sorts, pages and
 * exports it; the drafts page shows drafts only. A row opens the booking.
 */
export default function BookingListScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const navigate = useNavigate();
  const staff = !route.path.startsWith('/external');
  const detail = staff ? BOOKING_PAGES.deskDetail : BOOKING_PAGES.detail;
  const drafts = route.path === BOOKING_PAGES.drafts;
  return (
    <section className="admin-screen" data-testid="booking-list">
      <H2>{route.title[lang]}</H2>
      <DataTable<BookingRow>
        list={bookingListCalls.list}
        label={route.title[lang]}
        exportAccess={BOOKING_ACCESS.bookingRead}
        columns={bookingColumns(staff)}
        {...(drafts ? { fixed: { Status: 'DRAFT' } } : {})}
        onOpen={(r) => navigate(`${detail}?id=${r.Id}`)}
        actions={(r) => <Button size="small" icon="document-open" text={w.open} onClick={() => navigate(`${detail}?id=${r.Id}`)} />}
        actionsWidth={90}
        toolbar={<AnchorButton icon="add" intent="primary" text={w.newBooking} href={staff ? BOOKING_PAGES.onBehalf : BOOKING_PAGES.book} />}
      />
    </section>
  );
}
