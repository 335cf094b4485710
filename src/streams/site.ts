import { useSyncExternalStore } from 'react';
import type { DomainInfo } from '../contract/auth';
import { WEB_VERSION } from '../contract/headers';
import { PORTAL_PATHS } from '../contract/portal/module';
import { isMainHost } from '../domain/portal/site';
import { cell } from './cell';

/**
 * The company whose site this is (spec §7 ShowPointTo, §9 main hosts): resolved once at start,
 * skipped on the main sites. Until (or unless) it resolves, the site is the platform's own.
 */
const owner$ = cell<DomainInfo | undefined>(undefined);

/** A host that is not a main site and has no enabled company site (§15.1 step 3). */
const notSetUp$ = cell(false);

/** The platform's own site (a main host, or the deployment reached by its address): ShowPointTo is skipped. */
export const isMainSite = (host: string) => isMainHost(host);

export async function resolveSiteOwner(host = location.hostname): Promise<void> {
  if (isMainSite(host)) return;
  try {
    const res = await fetch(`${PORTAL_PATHS.showPointTo}?DomainName=${encodeURIComponent(host)}`, { headers: { 'web-version': WEB_VERSION } });
    if (res.ok) owner$.next(((await res.json()) as { Data: DomainInfo }).Data);
    else if (res.status === 404) notSetUp$.next(true);
  } catch {
    // offline: the platform's own look until the next start
  }
}

/** What every request sends as its portal key (§15.1 step 4): the site's own key once ShowPointTo resolved it (its company id from a server without keys), else the host name. */
export const portalKey = (): string => {
  const owner = owner$.getValue();
  return owner?.PortalKey ?? String(owner?.CompanyId ?? location.hostname);
};

export function useSiteOwner(): DomainInfo | undefined {
  return useSyncExternalStore(
    (cb) => {
      const s = owner$.subscribe(cb);
      return () => s.unsubscribe();
    },
    () => owner$.getValue(),
  );
}

/** Whether this host has no enabled company site (ShowPointTo answered 404). */
export function useSiteNotSetUp(): boolean {
  return useSyncExternalStore(
    (cb) => {
      const s = notSetUp$.subscribe(cb);
      return () => s.unsubscribe();
    },
    () => notSetUp$.getValue(),
  );
}
