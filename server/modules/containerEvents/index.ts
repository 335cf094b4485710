import type { ServerModule } from '../module';
import { containerEventRoutes } from './eventRoutes';
import { containerEventLists } from './lists';
import { seedDemoContainerEvents } from './seed';

/**
 * Container dynamics (箱动态, operations.md §5, issue 34): events typed, imported or sent by carriers
 * and terminals; each container's timeline; a gate-in closing its packing lists (packing/public.ts).
 */
export const containerEventsModule: ServerModule = {
  name: 'containerEvents',
  tables: ['tracking_events'],
  views: ['tracking_event_facts'],
  routes(app, { db, hub }) {
    containerEventRoutes(app, db, hub);
    containerEventLists(app, db);
  },
  // the demo's events are on the released demo bookings' containers
  seedsAfter: ['booking', 'si', 'refdata', 'packing'],
  // tracking_events (057)
  seedNeedsMigration: 57,
  seed: [{ name: 'demo-container-events-v1', run: seedDemoContainerEvents }],
};
