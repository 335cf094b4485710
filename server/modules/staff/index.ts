import type { ServerModule } from '../module';
import { bindOfferRoutes } from './bindOfferRoutes';
import { bindOfferService } from './bindOfferService';
import { staffRoutes } from './routes';

/**
 * A company's employees: list, add, edit, disable, roles, import and export; and binding offers, the
 * company's offer to bind a person's account to an employee and the person's answer (it owns both).
 */
export const staffModule: ServerModule = {
  name: 'staff',
  tables: ['employees', 'bind_offers'],
  views: ['employee_directory'],
  routes(app, { db }) {
    staffRoutes(app, db);
    bindOfferRoutes(app, bindOfferService(db, app.liveHub));
  },
};
