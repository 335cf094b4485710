import { setting } from '../../settings/read';
import type { ServerModule } from '../module';
import { followOrders } from './followService';
import { entryOrderRoutes } from './routes';
import { seedEntryOrderAccess, seedEntryOrderWorkCenter } from './seed';
import { seedEntryOrderDemo } from './demoOrders';
import { seedEntryOrderDemoBooking } from './demoBooking';
import { entryOrderQueues } from './queues';
import { entryOrderExceptionRules } from './tower';

/**
 * Online order entry (在线录单, operations.md §9, issue 48): entry forms with versions and the form each
 * customer uses, entry orders entered on them (the same rules as the browser: src/domain/entryOrder),
 * their supplements, turning an order into a booking, following it on the booking's tracking to
 * delivery, the destination side with its agent, and the order's board and data sheet — other
 * modules read only through their public.ts (facts.ts). docs/modules/entryOrder.md.
 */
export const entryOrderModule: ServerModule = {
  name: 'entryOrder',
  tables: ['entry_files', 'entry_form_uses', 'entry_forms', 'entry_milestones', 'entry_order_events', 'entry_orders', 'order_supplements'],
  exceptions: entryOrderExceptionRules,
  queues: entryOrderQueues,
  rounds: [
    {
      name: 'entryOrder.follow',
      // the rounds' common period when set (the API tests set it to 0: off, they read the orders instead), a minute otherwise
      everyMs: (settings) => setting(settings, 'ROUNDS_EVERY_MS') ?? 60_000,
      run: ({ db }) => followOrders(db),
    },
  ],
  routes(app, { db, hub }) {
    entryOrderRoutes(app, db, hub);
  },
  // the demo companies and people (companies, packing's provider), the roles (access), the bookings and
  // their tracking (booking, containerEvents) and their charges (billing) the demo orders read
  seedsAfter: ['access', 'companies', 'booking', 'containerEvents', 'billing', 'packing'],
  seedNeedsMigration: 91,
  seed: [
    { name: 'entry-order-access-v1', run: seedEntryOrderAccess },
    { name: 'entry-order-demo-v1', run: seedEntryOrderDemo },
    // an accepted order with its booking drafted (MakeBooking, migration 091): a step of its own, the shipped ones never edited
    { name: 'entry-order-demo-booking-v1', run: seedEntryOrderDemoBooking },
    { name: 'entry-order-work-center-v1', run: seedEntryOrderWorkCenter },
  ],
};
