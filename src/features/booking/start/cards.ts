import type { StartCardView } from '../../../ui/startCards';
import { BOOKING_STATUS_WORDS, bookingWords } from '../words';
import { bookingStartWords as w } from './words';

const deskDetail = (i: { Id: number }) => `/quckBook/internalBookDetail?id=${i.Id}`;
const customerDetail = (i: { Id: number }) => `/external/workbench/OrderTrackingDetail?id=${i.Id}`;

/** The booking module's start-page cards (counted by server/modules/booking/startCards.ts under the same ids). */
const cards: readonly StartCardView[] = [
  {
    id: 'booking.queue',
    title: w.queueTitle,
    unit: w.queueUnit,
    href: '/quckBook/BookingManagement',
    action: w.queueAction,
    itemHref: deskDetail,
    statusWords: BOOKING_STATUS_WORDS,
  },
  {
    id: 'booking.overSla',
    title: w.overSlaTitle,
    unit: w.overSlaUnit,
    href: '/BookingSpace/DCCockpit',
    action: w.overSlaAction,
    itemHref: deskDetail,
    due: { left: w.slaLeft, past: w.slaPast },
  },
  {
    id: 'booking.fromMyQuotes',
    title: w.fromQuotesTitle,
    unit: w.fromQuotesUnit,
    href: '/CRM/QuotationRecord',
    action: w.myQuotesAction,
    statusWords: BOOKING_STATUS_WORDS,
  },
  {
    id: 'booking.underway',
    title: w.underwayTitle,
    unit: w.underwayUnit,
    href: '/external/workbench/OrderTracking',
    action: w.trackAction,
    itemHref: customerDetail,
    statusWords: BOOKING_STATUS_WORDS,
  },
  {
    id: 'booking.releasedWithoutSi',
    title: w.releasedTitle,
    unit: w.releasedUnit,
    href: '/external/workbench/OrderTracking',
    action: w.trackAction,
    itemHref: customerDetail,
    itemAction: {
      label: bookingWords.makeSi,
      path: '/external/workbench/siSubmit',
      href: (i) => `/external/workbench/siSubmit?cgo=${encodeURIComponent(i.Ref ?? '')}`,
    },
  },
];
export default cards;
