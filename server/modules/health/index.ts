import type { ServerModule } from '../module';
import { healthRoutes } from './routes';

/** Liveness and readiness. */
export const healthModule: ServerModule = { name: 'health', tables: [], routes: (app, { db, policy }) => healthRoutes(app, db, policy) };
