import type { ServerModule } from '../module';
import { seedPortCoordinates } from './portCoordinatesSeed';
import { dashboardRoutes } from './routes';

/**
 * The dashboard (数据看板, operations.md §12.2/§12.3, issue 36): a customer's KPIs counted from the
 * other modules' facts, and the ports' coordinates its route map draws the lanes with.
 */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  tables: [],
  routes(app, { db }) {
    dashboardRoutes(app, db);
  },
  // the ports are the reference data's
  seedsAfter: ['refdata'],
  // ports.lon/lat (025)
  seedNeedsMigration: 25,
  seed: [{ name: 'dashboard-port-coordinates-v1', run: seedPortCoordinates }],
};
