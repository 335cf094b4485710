import type { ServerModule } from '../module';
import { staffRoutes } from './routes';

/** A company's employees: list, add, edit, disable, roles, import and export. */
export const staffModule: ServerModule = { name: 'staff', tables: ['employees'], views: ['employee_directory'], routes: (app, { db }) => staffRoutes(app, db) };
