import type { BookingRow } from '../../contract/booking/calls';
import { formatDate } from '../../domain/dates';
import { BOOKING_STATUSES } from '../../domain/booking/status';
import type { DataColumn } from '../../lib/DataTable';
import { BOOKING_STATUS_WORDS, bookingWords } from './words';

/** The booking lists' columns (every list of bookings shows the same facts): status in words, cut-off ahead, SLA and simulator flags. */
export function bookingColumns(staff: boolean): DataColumn<BookingRow>[] {
  return [
    { key: 'BookingNo', title: bookingWords.bookingNo, width: 130, sortable: true, filter: 'text' },
    ...(staff ? [{ key: 'CompanyName', title: bookingWords.customer, width: 170, sortable: true, filter: 'text' as const }] : []),
    {
      key: 'Status',
      title: bookingWords.status,
      width: 140,
      text: (r, l) =>
        [
          BOOKING_STATUS_WORDS[r.Status][l],
          r.Held ? bookingWords.heldForCheck[l] : '',
          r.OverSla ? bookingWords.overSla[l] : '',
          r.Simulated ? bookingWords.simulated[l] : '',
        ]
          .filter(Boolean)
          .join(' · '),
      filter: BOOKING_STATUSES.map((s) => ({ value: s, label: BOOKING_STATUS_WORDS[s] })),
    },
    { key: 'CarrierCode', title: bookingWords.carrier, width: 70, sortable: true, filter: 'text' },
    { key: 'PolCode', title: bookingWords.pol, width: 70, sortable: true, filter: 'text' },
    { key: 'PodCode', title: bookingWords.pod, width: 70, sortable: true, filter: 'text' },
    { key: 'ExpectedEtd', title: bookingWords.etd, width: 100, sortable: true },
    { key: 'Equipment', title: bookingWords.equipment, width: 110 },
    { key: 'ShipperRef', title: bookingWords.shipperRef, width: 110, filter: 'text' },
    { key: 'CarrierBookingNo', title: bookingWords.carrierBookingNo, width: 140, filter: 'text' },
    { key: 'CgoId', title: bookingWords.cgoId, width: 150, filter: 'text' },
    {
      key: 'NextCutOff',
      title: bookingWords.nextCutOff,
      width: 150,
      text: (r) => (r.NextCutOff ? `${r.NextCutOff.Code} ${formatDate(r.NextCutOff.DateTime, 'dateTime')}` : ''),
    },
    {
      key: 'SubmittedAt',
      title: bookingWords.submittedAt,
      width: 140,
      sortable: true,
      text: (r) => (r.SubmittedAt ? formatDate(r.SubmittedAt, 'dateTime') : ''),
    },
  ];
}
