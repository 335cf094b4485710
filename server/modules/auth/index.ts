import type { ServerModule } from '../module';
import { accountRoutes } from './accountRoutes';
import { bindOfferRoutes } from './bindOfferRoutes';
import { seedDemoAccounts } from './demoAccounts';
import { authRoutes } from './routes';

/**
 * Sign-in, sessions, the signed-in person's account and binding offers. The auth hook every
 * module relies on is installed by buildApp itself, before any module (server/app.ts).
 */
export const authModule: ServerModule = {
  name: 'auth',
  seedsAfter: ['companies'],
  routes(app, { db, policy }) {
    authRoutes(app, db, policy);
    accountRoutes(app, db, policy);
    bindOfferRoutes(app, db);
  },
  seed: [{ name: 'demo-accounts-v1', run: seedDemoAccounts }],
};
