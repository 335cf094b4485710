import { EXTERNAL_MENU, type Grants } from '../contract/access';
import type { MenuNode } from '../contract/admin';
import type { RouteDef } from './types';

/**
 * Menu access (spec §6): a route is opened by its path in the person's menu tree, compared
 * case-insensitively. A detail page goes with the list it belongs to (its highlighted parent).
 * Public routes and those open to every signed-in person are never governed.
 */
export function accessPath(route: RouteDef): string | undefined {
  if (route.allowLogout || route.everyone) return undefined;
  return route.highlightParent ?? route.path;
}

/** Whether these grants open this route (routes that only redirect are judged by their target elsewhere). */
export function routeAllowed(route: RouteDef, grants: Grants): boolean {
  const path = accessPath(route);
  if (path === undefined || grants.has(path.toLowerCase())) return true;
  return !!route.openedBy?.some((p) => grants.has(p.toLowerCase()));
}

/** The grants a menu tree holds: every node's lower-cased path with its button codes. */
export function grantsOf(tree: readonly MenuNode[]): Grants {
  const grants = new Map<string, Set<string>>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const n of nodes) {
      const key = n.Path.toLowerCase();
      const codes = grants.get(key) ?? new Set<string>();
      for (const b of n.Buttons) codes.add(b.Code);
      grants.set(key, codes);
      walk(n.Children);
    }
  };
  walk(tree);
  return grants;
}

/** Spec §2.19: a tree with an EXTERNAL_MENU node is the external workbench. */
export function isExternalTree(tree: readonly MenuNode[]): boolean {
  return grantsOf(tree).has(EXTERNAL_MENU.toLowerCase());
}

export interface WorkbenchSide {
  side: 'internal' | 'external';
  /** Where the side's pages live (spec §2.19). */
  base: string;
  /** The side's home page. */
  home: string;
  /** The side's personal settings. */
  settings: string;
}

export const INTERNAL_SIDE: WorkbenchSide = { side: 'internal', base: '/internal', home: '/workbench', settings: '/internal/userSetting' };
export const EXTERNAL_SIDE: WorkbenchSide = { side: 'external', base: '/external/workbench', home: '/external/workbench', settings: '/workbench/userSetting' };

export const workbenchSide = (tree: readonly MenuNode[]): WorkbenchSide => (isExternalTree(tree) ? EXTERNAL_SIDE : INTERNAL_SIDE);
