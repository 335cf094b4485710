import { routeTable } from './table';
import { indexRoutes } from './lookup';
import type { RouteDef } from './types';

export type { RouteDef, LayoutKind, Bilingual } from './types';
export { LAYOUTS } from './types';
export { MODULES, type ModuleKey } from './modules';
export { NOT_FOUND_PATH, notFoundHref, normalizePath } from './lookup';

/**
 * Every route of the spec: data only, read by the browser and the server alike. Which routes have
 * a screen is the feature modules' business (src/app/registry.ts), so this never imports React code.
 */
export const routes: readonly RouteDef[] = routeTable;

export const routeIndex = indexRoutes(routes);
export const findRoute = routeIndex.find;
