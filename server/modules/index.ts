import { checkModules, orderModules, type ServerModule } from './module';
import * as listed from './moduleList';

/**
 * Every server module (the registry is moduleList.ts), in seed order: buildApp registers them in
 * this order and the seed runs their steps in it (companies before the accounts in them, menus
 * before the roles granting them: each module's `seedsAfter`).
 */
export const SERVER_MODULES: readonly ServerModule[] = orderModules(checkModules(Object.values(listed)));

/**
 * The modules every caller goes through whatever else a server serves: signing in and the session
 * (auth), menus, roles and grants (access), and the health checks. A server built with only some
 * modules (`buildApp({ modules })`, the API tests) always has these.
 */
export const CORE_MODULES = ['auth', 'access', 'health'] as const;

/**
 * The named modules and the core ones, in the registry's order (a name that is no module throws, so a
 * renamed module cannot leave a test on a server without it). Modules do not call each other's
 * routes — they share code, not calls — so no module needs another one registered beside it.
 */
export function modulesNamed(names: readonly string[]): readonly ServerModule[] {
  const known = new Set(SERVER_MODULES.map((m) => m.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) throw new Error(`No server module is named ${unknown.join(', ')} (server/modules/moduleList.ts)`);
  const wanted = new Set<string>([...CORE_MODULES, ...names]);
  return SERVER_MODULES.filter((m) => wanted.has(m.name));
}
