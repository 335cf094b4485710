import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { grantsAllow, type Access, type Grants } from '../contract/access';
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

/** Whether the person holds a call's access (the same table the server enforces). */
export function useCan(access: Access): boolean {
  const grants = useGrants();
  return grantsAllow(grants, access);
}
