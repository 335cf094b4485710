import { checkModules, orderModules, type ServerModule } from './module';
import * as listed from './moduleList';

/**
 * Every server module (the registry is moduleList.ts), in seed order: buildApp registers them in
 * this order and the seed runs their steps in it (companies before the accounts in them, menus
 * before the roles granting them: each module's `seedsAfter`).
 */
export const SERVER_MODULES: readonly ServerModule[] = orderModules(checkModules(Object.values(listed)));
