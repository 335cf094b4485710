import type { ServerModule } from '../module';
import { accountRoutes } from './accountRoutes';
import { authRoutes } from './routes';
import { sessionService } from './sessionService';

/**
 * Sign-in, sessions and the signed-in person's account (binding offers are staff's, which owns the employees they bind). The auth hook every
 * module relies on is installed by buildApp itself, before any module (server/app.ts).
 */
export const authModule: ServerModule = {
  name: 'auth',
  tables: ['pending_registrations'],
  seedsAfter: ['companies'],
  routes(app, { db, policy }) {
    const sessions = sessionService(db, policy, app.liveHub);
    authRoutes(app, db, policy, sessions);
    accountRoutes(app, db, sessions);
  },
  // demo-accounts-v1 is the companies' step: it writes the platform's, staff's and access's rows, which auth cannot reach
};
