import { listExportJob } from '../../http/exportJob';
import { forgetDoneJobs } from '../../jobs/store';
import type { ServerModule } from '../module';
import { jobRoutes } from './jobRoutes';

/** Done jobs are kept this long (for a look at what ran), then deleted. */
const KEEP_DONE_DAYS = 7;

/**
 * Background jobs' dead letters for the platform's staff, the daily clearing of done jobs (the
 * scheduler itself: server/jobs/), and large list exports written as jobs with their download.
 */
export const jobsModule: ServerModule = {
  name: 'jobs',
  tables: [],
  routes: (app, { db }) => jobRoutes(app, db),
  jobs: [listExportJob],
  rounds: [{ name: 'jobs.forgetDone', everyMs: () => 24 * 3_600_000, run: ({ db }) => forgetDoneJobs(db, KEEP_DONE_DAYS) }],
};
