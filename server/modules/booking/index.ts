import { registerChannelMode } from '../../channels/modes';
import type { ServerModule } from '../module';
import { registerReceiptSink } from '../../channels/gateway';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import { applyCarrierReceipts, carrierChannelRound } from './carrierChannel';
import { carrierSimulator, simulatorOptions } from './carrierSimulator';
import { bookingRound } from './rounds';
import { bookingRoutes } from './routes';
import { seedBookingDesk, seedDemoBookingOrders, seedQuickBookingMenus, seedThirdPartyBooking } from './seed';
import { templateRoutes } from './templateRoutes';
import { seedBookingTemplates } from './templateSeed';
import { seedBookingFiles } from './seedFiles';
import { bookingStartCards } from './startCards';

/**
 * Bookings (commercial.md §6, issue 17): booking orders from the customer's request through the desk
 * and the carrier channel to the release, which writes the SI module's cargo record (CGO_ID).
 * The carrier channel runs on the local simulator (the only adapter built: no carrier is reachable
 * from here); CARRIER_CHANNEL_EVERY_MS sets its round, BOOKING_ROUND_EVERY_MS the desk's SLA messages
 * and the system's sailed/completed moves (0: not run, as in the API tests, which drive them).
 */
export const bookingModule: ServerModule = {
  name: 'booking',
  tables: [
    'booking_carrier_configs',
    'booking_events',
    'booking_files',
    'booking_orders',
    'booking_submissions',
    'booking_templates',
    'booking_upload_refusals',
    'booking_uploads',
    'bookings',
    'party_templates',
    'sim_carrier_requests',
  ],
  startCards: bookingStartCards,
  rounds: [carrierChannelRound((db) => carrierSimulator(db, simulatorOptions(process.env))), bookingRound],
  routes(app, { db, hub }) {
    const mode = simulatorOnly(process.env, 'CARRIER_BOOKING');
    const adapter = carrierSimulator(db, simulatorOptions(process.env));
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(adapter.channel, mode);
    // receipts the carrier pushes to the webhook are applied at once (GATEWAY_SECRET_CARRIER_BOOKING enables it)
    registerReceiptSink(adapter.channel, async () => {
      await applyCarrierReceipts(db, hub);
    });
    bookingRoutes(app, db, hub);
    templateRoutes(app, db);
  },
  // the demo's booking orders are the SI demo's cargo records, released; the desk's role needs the menus; one is priced on a provider's shared rate
  seedsAfter: ['si', 'access', 'refdata', 'rates'],
  // its seed needs the booking orders (043) to the booking rules (046)
  seedNeedsMigration: 46,
  seed: [
    { name: 'booking-desk-v1', run: seedBookingDesk },
    { name: 'demo-booking-orders-v1', run: seedDemoBookingOrders },
    { name: 'booking-quick-v1', run: seedQuickBookingMenus },
    { name: 'booking-third-party-v1', run: seedThirdPartyBooking },
    // after the desk's role (booking-desk-v1): its template pages join it
    { name: 'booking-templates-v1', run: seedBookingTemplates },
    { name: 'booking-files-v1', run: seedBookingFiles },
  ],
};
