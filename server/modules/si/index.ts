import type { ServerModule } from '../module';
import { siRoutes } from './routes';
import { siExceptionRules, siQueues } from './tower';
import { seedSiReferenceLists } from '../refdata/public';
import { seedDemoBookings, seedDemoBookingsV2 } from '../booking/public';

/** Shipping instructions: making, checking, reviewing, templates (and their reference data). */
export const siModule: ServerModule = {
  name: 'si',
  tables: ['bl_number_series', 'bl_prefixes', 'si_events', 'si_records', 'si_review_opened', 'si_submissions', 'si_templates'],
  views: ['si_facts'],
  seedsAfter: ['companies', 'auth'],
  routes: (app, { db, hub }) => siRoutes(app, db, hub),
  exceptions: siExceptionRules,
  queues: siQueues,
  seed: [
    // refdata owns the lists: it writes them, at the step's shipped place (before refdata's own steps)
    { name: 'si-reference-v1', run: seedSiReferenceLists },
    // the demo's cargo records the SI demo makes its SIs from: booking owns them, and writes them (an older schema's seed takes these steps too)
    { name: 'demo-bookings-v1', run: seedDemoBookings },
    { name: 'demo-bookings-v2', run: seedDemoBookingsV2 },
  ],
};
