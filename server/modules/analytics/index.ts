import { isSet, setting } from '../../settings/read';
import type { ServerModule } from '../module';
import { seedDemoSalesHistory } from './demoSales';
import { refreshSalesDaily } from './rollup';
import { analyticsRoutes } from './routes';
import { seedAnalyticsAccess } from './seed';

/**
 * The sales analysis (commercial.md §9, issue 51): six /system/* pages of bookings, TEU, revenue,
 * cost and GP, read from its own daily roll-ups (sales_daily), rebuilt from booking's released
 * bookings by an hourly round and on demand. See docs/modules/analytics.md.
 */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  tables: ['sales_daily', 'sales_monthly', 'sales_rollup_runs', 'analytics_excluded_companies', 'analytics_exclusion_history'],
  routes(app, { db }) {
    analyticsRoutes(app, db);
  },
  // the roles need the menus and the sales staff; the history is booking's orders of the companies' customers
  seedsAfter: ['access', 'booking', 'companies', 'crm', 'rates', 'staff'],
  seedNeedsMigration: 120,
  seed: [
    { name: 'analytics-access-v1', run: seedAnalyticsAccess },
    { name: 'demo-sales-history-v1', run: seedDemoSalesHistory },
  ],
  // hourly (the API tests, ROUNDS_EVERY_MS=0, refresh through the call): a booking released now is in the figures within the hour
  rounds: [
    {
      name: 'analytics.salesDaily',
      everyMs: (env) => (isSet(env, 'ROUNDS_EVERY_MS') ? (setting(env, 'ROUNDS_EVERY_MS') ?? 0) : 3_600_000),
      run: ({ db }, now) => refreshSalesDaily(db, now),
    },
  ],
};
