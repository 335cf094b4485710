import { findRoute } from '../routes';
import type { AccountMode } from '../machines/sessionMachine';

/** The query parameter that carries the page to return to after signing in. */
export const RETURN_PARAM = 'returnTo';

/**
 * A page to return to, or undefined: only an address of this app (a single leading slash, a
 * known route, not an error page), so a crafted link cannot send a person to another site.
 */
export function safeReturnTo(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, 'http://app.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'http://app.invalid') return undefined;
  const route = findRoute(url.pathname);
  if (!route || route.path.endsWith('/404') || route.path === '/employeeLogin') return undefined;
  url.searchParams.delete('showLogin');
  url.searchParams.delete('showConflict');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}

/**
 * Where a page that needs a session sends a signed-out person (spec §8): the company-account
 * sign-in in employee mode, else the home page's sign-in dialog — remembering the page.
 */
export function signInHref(mode: AccountMode | undefined, from?: string): string {
  const back = safeReturnTo(from);
  const base = mode === 'employee' ? '/employeeLogin' : '/?showLogin';
  if (!back || back === '/') return base;
  return `${base}${base.includes('?') ? '&' : '?'}${RETURN_PARAM}=${encodeURIComponent(back)}`;
}

/** The page a sign-in page was opened for (from its address), if any. */
export const returnToOf = (search: string): string | undefined => safeReturnTo(new URLSearchParams(search).get(RETURN_PARAM));
