import type { ServerModule } from '../module';
import { healthRoutes } from './routes';

/** Liveness and readiness. */
export const healthModule: ServerModule = { name: 'health', routes: (app, { db }) => healthRoutes(app, db) };
