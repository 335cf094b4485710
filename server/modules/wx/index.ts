import type { ServerModule } from '../module';
import { wxRoutes } from './wxRoutes';

/** Sign-in through the social messaging app (OAuth). */
export const wxModule: ServerModule = {
  name: 'wx',
  tables: ['oauth_states', 'user_identities'],
  routes: (app, { db, policy, wxProvider, publicUrl }) => wxRoutes(app, db, policy, wxProvider, publicUrl),
};
