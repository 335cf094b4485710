import { checkModules, type ServerModule } from './module';
import { healthModule } from './health';
import { clientLogModule } from './clientLog';
import { companiesModule } from './companies';
import { authModule } from './auth';
import { joinModule } from './join';
import { siteModule } from './site';
import { wxModule } from './wx';
import { accessModule } from './access';
import { staffModule } from './staff';
import { messagesModule } from './messages';
import { siModule } from './si';

/**
 * THE server registry: buildApp registers these in this order, and the seed runs their steps in
 * this order (companies before the accounts in them, menus before the roles granting them).
 * Adding a module is one line here. Names, and seed step names across modules, must be unique.
 */
export const SERVER_MODULES: readonly ServerModule[] = checkModules([
  healthModule,
  clientLogModule,
  companiesModule,
  authModule,
  joinModule,
  siteModule,
  wxModule,
  accessModule,
  staffModule,
  messagesModule,
  siModule,
]);
