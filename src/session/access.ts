import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { accessAllows, grantsAllow, type Access, type Grants } from '../contract/access';
import { accessPath, grantsOf, routeAllowed, workbenchSide, type WorkbenchSide } from '../routes/access';
import type { RouteDef } from '../routes/types';
import { sessionActor } from './sessionActor';

/** What a person may do with a route right now. */
export type RouteVerdict = 'allowed' | 'loading' | 'signIn' | 'denied';

const SETTLING = new Set(['boot', 'loading', 'choosingDefault', 'loadingMenus', 'loggingOut']);

/** The judgement itself, for code outside components (the palette) and for the hook. */
export function routeVerdict(route: RouteDef, state: string, grants: Grants, hasEmployee: boolean): RouteVerdict {
  if (route.allowLogout) return 'allowed';
  // spec §8: a route that does not allow logout needs a session, even one open to everyone
  if (state === 'signedOut') return 'signIn';
  // pages open to everyone stay mounted while the session reloads (switching company account)
  if (accessPath(route) === undefined) return 'allowed';
  if (SETTLING.has(state)) return 'loading';
  return hasEmployee && routeAllowed(route, grants) ? 'allowed' : 'denied';
}

/** The signed-in employee's grants, from the menu tree the session loaded. */
export function useGrants(): Grants {
  const tree = useSelector(sessionActor, (s) => s.context.menuTree);
  return useMemo(() => grantsOf(tree), [tree]);
}

export function currentGrants(): Grants {
  return grantsOf(sessionActor.getSnapshot().context.menuTree);
}

export function useRouteVerdict(route: RouteDef): RouteVerdict {
  const grants = useGrants();
  const state = useSelector(sessionActor, (s) => String(s.value));
  const hasEmployee = useSelector(sessionActor, (s) => !!s.context.employee);
  return routeVerdict(route, state, grants, hasEmployee);
}

/** Whether the current person may open a route (palette, links). */
export function mayOpen(route: RouteDef): boolean {
  const s = sessionActor.getSnapshot();
  return routeVerdict(route, String(s.value), currentGrants(), !!s.context.employee) === 'allowed';
}

/** The side the person works on (spec §2.19), from the menu tree. */
export function useWorkbenchSide(): WorkbenchSide {
  const tree = useSelector(sessionActor, (s) => s.context.menuTree);
  return useMemo(() => workbenchSide(tree), [tree]);
}

export const currentWorkbenchSide = (): WorkbenchSide => workbenchSide(sessionActor.getSnapshot().context.menuTree);

const COMPANY_KINDS = ['platform', 'customer', 'provider'] as const;
type Kind = (typeof COMPANY_KINDS)[number];
const isKind = (k: string | undefined): k is Kind => (COMPANY_KINDS as readonly string[]).includes(k ?? '');

/**
 * Whether the person may make a call behind an access, by the very rule the server checks every
 * call with (accessAllows): the menus and buttons held, and the side rules — a staff-only row for the
 * platform's staff, a sellers' row never for a customer, a buyers' row never for a provider. A
 * customer's employees hold some of the staff's pages, so the grants alone showed them staff-only
 * buttons the server then refused (403). Without a session's company (none signed in), the grants.
 */
export function useAllows(): (access: Access) => boolean {
  const grants = useGrants();
  const kind = useSelector(sessionActor, (s) => s.context.employee?.CompanyKind);
  return useCallback((access: Access) => allowsFor(access, kind, grants), [grants, kind]);
}

/** useAllows' judgement, for a company kind as the session names it. */
export const allowsFor = (access: Access, kind: string | undefined, grants: Grants): boolean =>
  isKind(kind) ? accessAllows(access, kind, grants) : grantsAllow(grants, access);

/** Whether the person may make a call behind `access` (useAllows). */
export function useCan(access: Access): boolean {
  return useAllows()(access);
}
