import { routeTable } from './table';
import { screens } from './screens';
import { indexRoutes, normalizePath } from './lookup';
import type { RouteDef } from './types';

export type { RouteDef, LayoutKind, Bilingual, ScreenLoader } from './types';
export { LAYOUTS } from './types';
export { MODULES, type ModuleKey } from './modules';
export { NOT_FOUND_PATH, notFoundHref, normalizePath } from './lookup';

const screenByPath = new Map(Object.entries(screens).map(([p, s]) => [normalizePath(p), s]));

/** Every route of the spec with its screen attached (when built). */
export const routes: readonly RouteDef[] = routeTable.map((r) => {
  const screen = screenByPath.get(normalizePath(r.path));
  return screen ? { ...r, screen } : r;
});

export const routeIndex = indexRoutes(routes);
export const findRoute = routeIndex.find;
