import type { ServerModule } from '../module';
import { packingRoutes } from './routes';
import { packingExceptionRules, packingQueues } from './tower';
import { seedPackingAccess, seedDemoPackingLists, seedWhoApplies } from './seed';

/**
 * Packing lists (装箱单 = container load plans, issue 34, operations.md §3): applications, opening,
 * the trucker's and the customer's stuffed data, the audit, splits and cancellations; their history
 * in doc_events (`packingList`). The print, the reconciliation and the line query are the
 * packing-list reports' module; the gate-in that closes a packing list is the container events'.
 */
export const packingModule: ServerModule = {
  name: 'packing',
  tables: ['packing_list_lines', 'packing_lists'],
  views: ['packing_list_facts', 'packing_list_line_facts'],
  routes: (app, { db, hub }) => packingRoutes(app, db, hub),
  exceptions: packingExceptionRules,
  queues: packingQueues,
  // the staff and template roles (access), the companies and people (auth), the released demo bookings (booking, si)
  seedsAfter: ['access', 'auth', 'companies', 'si', 'booking'],
  // the packing-list tables (057)
  seedNeedsMigration: 57,
  seed: [
    { name: 'packing-access-v1', run: seedPackingAccess },
    { name: 'demo-packing-lists-v1', run: seedDemoPackingLists },
    // staff apply for a customer with their own button; a provider (a trucker) never applies
    { name: 'packing-who-applies-v1', run: seedWhoApplies },
  ],
};
