import type { ServerModule } from '../module';
import { seedDemoLetters } from './demoLetters';
import { seedDemoSailingTables } from './demoSailingTables';
import { seedDemoSiteSailingTables } from './demoSiteSailingTables';
import { letterRoutes } from './routes';
import { sailingRoutes } from './sailingRoutes';
import { seedLettersAccess } from './seed';

/**
 * Carriers' letters and sailing tables (operations.md §13, issue 49): the portal desks write and
 * publish them to all customers, chosen companies or the public; customers read them on the
 * workbench (opening a letter marks it read, the desk sees who read it); a GRI or surcharge is told to
 * the customers whose open bookings it touches. The public sites read the PUBLIC ones through public.ts.
 */
export const lettersModule: ServerModule = {
  name: 'letters',
  tables: [
    'carrier_letters',
    'carrier_letter_companies',
    'carrier_letter_versions',
    'carrier_letter_events',
    'carrier_letter_files',
    'letter_reads',
    'sailing_tables',
    'sailing_table_companies',
    'sailing_rows',
    'sailing_table_versions',
    'sailing_table_events',
  ],
  routes(app, { db, hub }) {
    letterRoutes(app, db, hub);
    sailingRoutes(app, db);
  },
  // the demo accounts and companies, the roles (access), the carriers and ports (refdata), the bookings the GRI may touch, 畅达 (packing)
  seedsAfter: ['access', 'companies', 'refdata', 'booking', 'packing'],
  seedNeedsMigration: 93,
  seed: [
    { name: 'letters-access-v1', run: seedLettersAccess },
    { name: 'demo-letters-v1', run: seedDemoLetters },
    { name: 'demo-sailing-tables-v1', run: seedDemoSailingTables },
    // 畅达's own public table on its site (packing makes 畅达, the trucker)
    { name: 'demo-site-sailing-tables-v1', run: seedDemoSiteSailingTables },
  ],
};
