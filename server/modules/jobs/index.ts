import type { ServerModule } from '../module';
import { jobRoutes } from './routes';

/** Background jobs' dead letters for the platform's staff (the scheduler itself: server/jobs/). */
export const jobsModule: ServerModule = {
  name: 'jobs',
  routes: (app, { db }) => jobRoutes(app, db),
};
