import type { ServerModule } from '../module';
import { spaceImportJob } from './importJob';
import { readySpaceRound } from './round';
import { readySpaceRoutes } from './routes';
import { seedDemoReadySpace, seedReadySpaceAccess } from './seed';
import { seedReadySpaceFiles } from './seedFiles';
import { readySpaceStartCards } from './startCards';

/**
 * Ready space (commercial.md §5, issue 18): providers' space sold as stock, orders that hold it and
 * expire, the S/O release that becomes a released booking (through the booking module's release).
 * READY_SPACE_ROUND_EVERY_MS sets the sweeper's round (0: not run, as in the API tests, which drive
 * it with their own clock); reads expire due holds too.
 */
export const readySpaceModule: ServerModule = {
  name: 'readySpace',
  tables: [
    'ready_space_events',
    'ready_space_lines',
    'ready_space_order_events',
    'ready_space_order_files',
    'ready_space_order_keys',
    'ready_space_order_lines',
    'ready_space_orders',
    'ready_space_upload_refusals',
    'ready_space_uploads',
    'ready_space_views',
    'ready_spaces',
  ],
  startCards: readySpaceStartCards,
  rounds: [readySpaceRound],
  // a large Excel upload of listings is applied as a job (importJobStart.ts)
  jobs: [spaceImportJob],
  routes(app, { db, hub }) {
    readySpaceRoutes(app, db, hub);
  },
  // the provider and customer roles and menus, the sailings, and the booking module's release (the S/O-released demo orders)
  seedsAfter: ['access', 'refdata', 'rates', 'booking'],
  // its seed needs ready space (047) and its files (048)
  seedNeedsMigration: 48,
  seed: [
    { name: 'ready-space-access-v1', run: seedReadySpaceAccess },
    { name: 'demo-ready-space-v1', run: seedDemoReadySpace },
    // 048: the upload page's button where the module was seeded before it, a past upload, the demo orders' files
    { name: 'ready-space-files-v1', run: seedReadySpaceFiles },
  ],
};
