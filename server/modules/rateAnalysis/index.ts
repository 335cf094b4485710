import { isSet, setting } from '../../settings/read';
import type { ServerModule } from '../module';
import { rateAnalysisRoutes } from './routes';
import { seedRateAnalysisAccess, seedRateHistory } from './seed';
import { refreshIndex } from './useCases/refreshIndex';

/**
 * Rate analysis (commercial.md §9, issue 51): the weekly price index per lane and class (a read model
 * of the published prices, read through the rates module's public.ts and counted by a round and on
 * demand), with the carriers' GRI and surcharge letters on its timeline; and one customer's searches,
 * quotes and bookings per lane.
 */
export const rateAnalysisModule: ServerModule = {
  name: 'rateAnalysis',
  tables: ['rate_analysis_prices', 'rate_weekly', 'rate_weekly_refreshes'],
  routes(app, { db }) {
    rateAnalysisRoutes(app, db);
  },
  // the roles (access), the demo's pricing clerk and its rates (rates), the letters on the timeline
  seedsAfter: ['access', 'staff', 'rates', 'letters'],
  seedNeedsMigration: 112,
  seed: [
    { name: 'rate-analysis-access-v1', run: seedRateAnalysisAccess },
    { name: 'rate-analysis-demo-history-v1', run: seedRateHistory },
  ],
  // hourly (the API tests, ROUNDS_EVERY_MS=0, count on demand): published rates change by the day
  rounds: [
    {
      name: 'rateAnalysis.weekly',
      everyMs: (env) => (isSet(env, 'ROUNDS_EVERY_MS') ? (setting(env, 'ROUNDS_EVERY_MS') ?? 0) : 3_600_000),
      run: ({ db }) => refreshIndex(db),
    },
  ],
};
