import type { ServerModule } from '../module';
import { controlTowerRoutes } from './routes';
import { seedControlTowerAccess } from './seed';

/**
 * The control tower and the work center (operations.md §12, issue 36): the exceptions every module
 * declares (`exceptions`), computed on each read and snoozed per company (exception_acks, 072); the
 * queues every module declares (`queues`), their counts kept live by the `queue` frame (server/live/queues.ts).
 */
export const controlTowerModule: ServerModule = {
  name: 'controlTower',
  tables: ['exception_acks'],
  routes: (app, { db, exceptionRules, workQueues }) => controlTowerRoutes(app, db, exceptionRules, workQueues),
  // the roles it grants the two pages to (access, packing: the operator's role)
  seedsAfter: ['access', 'packing'],
  seedNeedsMigration: 72,
  seed: [{ name: 'control-tower-access-v1', run: seedControlTowerAccess }],
};
