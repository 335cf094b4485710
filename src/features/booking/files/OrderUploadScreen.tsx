import { Callout, FormGroup, H2, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { bookingsForFilesQueryOptions } from '../api/bookings';
import { useRoute } from '../../../ui/routeContext';
import { BookingFilesPanel } from './BookingFilesPanel';
import { bookingFileWords } from './words';

/** Closed bookings take no files (the server refuses them too). */
const CLOSED = new Set(['REJECTED', 'DECLINED', 'CANCELLED']);

/** Order files (commercial.md §6.4 OrderUpload): one of my company's bookings picked, a file of a kind uploaded, that booking's files listed. */
export default function OrderUploadScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingFileWords);
  const rows = useQuery(bookingsForFilesQueryOptions());
  const open = (rows.data?.Items ?? []).filter((r) => !CLOSED.has(r.Status));
  const [picked, setPicked] = useState<number>();
  const booking = open.find((r) => r.Id === picked) ?? open[0];
  return (
    <section className="admin-screen" data-testid="order-upload">
      <H2>{route.title[lang]}</H2>
      {rows.isPending ? <Spinner /> : null}
      {rows.isError ? <Callout intent="danger">{rows.error.message}</Callout> : null}
      {rows.data && !open.length ? <Callout>{w.noBookings}</Callout> : null}
      {booking ? (
        <>
          <FormGroup label={w.pickBooking} inline>
            <HTMLSelect
              aria-label={w.pickBooking}
              value={booking.Id}
              onChange={(e) => setPicked(Number(e.currentTarget.value))}
              options={open.map((r) => ({ value: r.Id, label: `${r.BookingNo} · ${r.PolCode}→${r.PodCode} ${r.ShipperRef}` }))}
            />
          </FormGroup>
          <BookingFilesPanel bookingId={booking.Id} released={!!booking.CarrierBookingNo} desk={false} />
        </>
      ) : null}
    </section>
  );
}
