import type { ServerModule } from '../module';
import { startPageRoutes } from './routes';

/** Start pages: each person's work, from the cards every module declares (`startCards`). */
export const startPageModule: ServerModule = {
  name: 'startPage',
  tables: [],
  routes: (app, { db, startCards }) => startPageRoutes(app, db, startCards),
};
