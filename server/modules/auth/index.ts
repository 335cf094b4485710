import type { ServerModule } from '../module';
import { accountRoutes } from './accountRoutes';
import { bindOfferRoutes } from './bindOfferRoutes';
import { authRoutes } from './routes';
import { sessionService } from './sessionService';

/**
 * Sign-in, sessions, the signed-in person's account and binding offers. The auth hook every
 * module relies on is installed by buildApp itself, before any module (server/app.ts).
 */
export const authModule: ServerModule = {
  name: 'auth',
  tables: ['bind_offers'],
  seedsAfter: ['companies'],
  routes(app, { db, policy }) {
    const sessions = sessionService(db, policy, app.liveHub);
    authRoutes(app, db, policy, sessions);
    accountRoutes(app, db, sessions);
    bindOfferRoutes(app, sessions);
  },
  // demo-accounts-v1 is the companies' step: it writes the platform's, staff's and access's rows, which auth cannot reach
};
