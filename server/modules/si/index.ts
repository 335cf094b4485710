import type { ServerModule } from '../module';
import { siRoutes } from './routes';
import { siExceptionRules, siQueues } from './tower';
import { seedDemoBookings, seedDemoBookingsV2, seedSiReference } from './seed';

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
    { name: 'si-reference-v1', run: seedSiReference },
    { name: 'demo-bookings-v1', run: seedDemoBookings },
    { name: 'demo-bookings-v2', run: seedDemoBookingsV2 },
  ],
};
