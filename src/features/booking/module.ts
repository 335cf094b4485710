import { readAgain } from '../../lib/queryClient';
import { findRoute } from '../../routes';
import { mayOpen } from '../../session/access';
import { oldestBookingToAccept } from './api/queuePeek';
import type { ClientModule } from '../../ui/clientModule';
import { bookingCommandWords } from './commands/words';

const form = () => import('./BookingFormScreen');
const list = () => import('./BookingListScreen');
const detail = () => import('./BookingDetailScreen');
const records = () => import('./BookingRecordsScreen');
const quick = () => import('./QuickBookingScreen');

/** Bookings (spec §2.2, §2.18; commercial.md §6): the customer's booking pages and the booking desk. */
export const bookingModule: ClientModule = {
  key: 'booking',
  startCards: () => import('./start/cards'),
  screens: {
    '/external/workbench/BookOnline': form,
    '/BookingSpace/DcOrder': form,
    '/quckBook/internalBookOnline': form,
    '/external/workbench/BookDrafts': list,
    '/external/workbench/OrderTracking': list,
    '/BookingSpace/MyOrder': list,
    '/FlcExport/FlcOrderData/BookingOrderList': list,
    '/external/workbench/BookOnlineDetail': detail,
    '/external/workbench/OrderTrackingDetail': detail,
    '/external/workbench/BookThirdDetail': detail,
    '/quckBook/internalBookDetail': detail,
    '/quckBook/BookingManagement': () => import('./BookingDeskScreen'),
    '/BookingSpace/OrderRecode': records,
    '/external/workbench/BookLogs': records,
    '/quckBook/internalBookLogs': records,
    '/BookingSpace/DCShipDispose': () => import('./CarrierConfigScreen'),
    '/BookingSpace/DCCockpit': () => import('./BookingCockpitScreen'),
    '/FlcExport/BookingOrder': () => import('./SmartBookingScreen'),
    '/BookingSpace/Home': quick,
    '/BookingSpace/DcSearch': quick,
    '/BookingSpace/OrderTemp': () => import('./BookingTemplateScreen'),
    '/BookingSpace/SFTTemp': () => import('./PartyTemplateScreen'),
    '/external/workbench/booking/uploadBook': () => import('./files/BookingUploadScreen'),
    '/external/workbench/booking/uploadBookLog': () => import('./files/BookingUploadLogScreen'),
    '/external/workbench/OrderUpload': () => import('./files/OrderUploadScreen'),
    '/external/workbench/BookingLog/OrderUploadLog': () => import('./files/OrderUploadLogScreen'),
  },
  commands: [
    {
      id: 'cmd.newBooking',
      label: bookingCommandWords.newBooking,
      keywords: ['booking', 'book', '订舱', '新建', 'new'],
      available: () => mayOpen(findRoute('/external/workbench/BookOnline')!),
      perform: (ctx) => ctx.navigate('/external/workbench/BookOnline'),
    },
    {
      id: 'cmd.nextBooking',
      label: bookingCommandWords.nextBooking,
      keywords: ['booking', 'queue', 'accept', '订舱', '受理', '待受理'],
      available: () => mayOpen(findRoute('/quckBook/BookingManagement')!),
      // the oldest submitted booking opens on its detail; an empty queue shows the queue
      perform: (ctx) =>
        void oldestBookingToAccept()
          .then((b) => ctx.navigate(b ? `/quckBook/internalBookDetail?id=${b.Id}` : '/quckBook/BookingManagement'))
          .catch(() => ctx.navigate('/quckBook/BookingManagement')),
    },
  ],
  machines: [
    {
      file: 'features/booking/machines/bookingSubmitMachine.ts',
      load: () => import('./machines/bookingSubmitMachine').then((m) => m.bookingSubmitMachine),
    },
  ],
  live: {
    // a booking moved somewhere (submitted, accepted, released by the desk or the carrier): what shows it refetches
    frames: { booking: () => void readAgain(['booking']) },
    onReconnect: () => void readAgain(['booking']),
  },
};
