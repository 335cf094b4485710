import type { LayoutKind, RouteDef } from './types';
import { findRoute } from './index';

/** The layouts of the public sites (spec §2.16–§2.17): the main site, the company sites, the portals. */
export const PUBLIC_SITE_LAYOUTS: ReadonlySet<LayoutKind> = new Set(['external', 'mh', 'newMh', 'tmh', 'customer']);

/**
 * The one rule of the two browser entries (docs/public-entry.md): a route on a public site's layout
 * that a visitor may open without a session is served the public sites' own light entry
 * (public.html, src/public/main.tsx); every other path gets the staff shell (index.html). The
 * server chooses the document by it (server/http/static.ts), the public entry leaves for the staff
 * shell by it (a full page load).
 */
export const isPublicSiteRoute = (route: RouteDef): boolean => !!route.allowLogout && PUBLIC_SITE_LAYOUTS.has(route.layout) && !SESSION_PAGES.has(route.path);

/**
 * Public routes whose page reads the session (the new portal's "enter the workbench" door sends a
 * signed-in person on to their workbench): the staff shell, which has the session, serves them.
 */
const SESSION_PAGES: ReadonlySet<string> = new Set(['/external/BeforeWorkBench']);

/**
 * The query words that open the session's dialogs over a page (`?showLogin`, `?showConflict`: spec
 * §8): the staff shell has them, so an address carrying one is the staff shell's — a signed-out
 * person sent to sign in (`/?showLogin&returnTo=/workbench`) gets the staff entry.
 */
export const SESSION_DIALOG_PARAMS: readonly string[] = ['showLogin', 'showConflict'];

/** Whether an address (its path, case and a trailing slash ignored; its query) is served the public entry. */
export function isPublicSitePath(pathname: string, search = ''): boolean {
  const route = findRoute(pathname);
  if (!route || route.redirectTo || !isPublicSiteRoute(route)) return false;
  // the query's names (shared code: no URLSearchParams in the server's and the browser's common types)
  const names = search
    .replace(/^\?/, '')
    .split('&')
    .map((pair) => pair.split('=')[0] ?? '');
  return !SESSION_DIALOG_PARAMS.some((p) => names.includes(p));
}
