import type { RouteDef } from './types';

/** The 404 pages of the spec: the internal one takes the attempted url in its query. */
export const NOT_FOUND_PATH = '/internal/404';

/** Paths are matched case-insensitively (spec §6); a trailing slash is ignored. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

export interface RouteIndex<R extends RouteDef = RouteDef> {
  find(pathname: string): R | undefined;
  all: readonly R[];
}

export function indexRoutes<R extends RouteDef>(routes: readonly R[]): RouteIndex<R> {
  const byPath = new Map<string, R>();
  for (const r of routes) byPath.set(normalizePath(r.path), r);
  // The second reading of an ambiguous path finds the page itself: one screen, tab, title and grant.
  for (const r of routes) {
    const target = r.aliasOf && byPath.get(normalizePath(r.aliasOf));
    if (target) byPath.set(normalizePath(r.path), target);
  }
  return { find: (pathname) => byPath.get(normalizePath(pathname)), all: routes };
}

/** Where an unknown address goes: /internal/404 with the attempted url (path + query + hash). */
export function notFoundHref(attempted: string): string {
  return `${NOT_FOUND_PATH}?url=${encodeURIComponent(attempted)}`;
}
