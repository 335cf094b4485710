import type { ServerModule } from '../module';
import { seedMenus } from './menuSeed';
import { accessRoutes } from './routes';

/** Menus, buttons, roles and permission items (the buttons follow the access table: menuSeed.ts). */
export const accessModule: ServerModule = {
  name: 'access',
  tables: ['employee_permissions', 'employee_roles', 'menu_buttons', 'menus', 'role_buttons', 'role_menus', 'role_permissions', 'roles'],
  // read by the staff list's role names (086_reference_views.sql)
  views: ['employee_role_directory', 'role_directory'],
  // the menus need nothing before them; the companies' demo roles (demo-access-v1) come after them
  routes: (app, { db }) => accessRoutes(app, db),
  seed: [
    // The two menu trees are product data, not demo data, but they come from the same route table.
    { name: 'menus-v1', run: seedMenus },
    // demo-access-v1 (the demo's roles, staff and company details) is the companies' step: it writes their rows and staff's
  ],
};
