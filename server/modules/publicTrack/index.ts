import type { ServerModule } from '../module';
import { searchLogList } from './lists';
import { TrackLimiter } from './trackLimiter';
import { trackRoutes } from './trackRoutes';

/**
 * Public tracking (operations.md §8.3–§8.5, issue 36): a site's visitors track its company's
 * shipments by container or B/L number, limited per address per site; every tracking search is
 * logged (search_logs, migration 071) and read by the platform's staff on the search log page.
 */
export const publicTrackModule: ServerModule = {
  name: 'publicTrack',
  tables: ['search_logs'],
  routes(app, { db }) {
    // one limiter per server: the counts are this process's (trackLimiter.ts)
    trackRoutes(app, db, new TrackLimiter());
    searchLogList(app, db);
  },
};
