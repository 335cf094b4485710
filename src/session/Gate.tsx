import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Access } from '../contract/access';
import { findRoute } from '../routes';
import { accessPath } from '../routes/access';
import { AccessContext } from '../ui/AccessGate';
import { useAllows, useGrants } from './access';

export type GateProps = { children: ReactNode } & (
  | {
      /** The button code needed (spec §6). */
      code: string;
      /** The menu path that must hold it; the current page's by default. */
      path?: string;
    }
  | {
      /** A call's access from src/contract/access.ts: the same rule the server enforces. */
      access: Access;
    }
);

/**
 * Button gating (spec §6): the children show only when the current path, or the given path,
 * holds the button code. Hiding is for clarity; the server refuses the call anyway.
 */
export function Gate(props: GateProps) {
  const grants = useGrants();
  const allows = useAllows();
  const location = useLocation();
  if ('access' in props) return allows(props.access) ? props.children : null;
  const route = findRoute(location.pathname);
  const path = props.path ?? (route ? (accessPath(route) ?? route.path) : location.pathname);
  return grants.get(path.toLowerCase())?.has(props.code) ? props.children : null;
}

/** Lets the kits below the session gate on the person's grants (src/ui/AccessGate.tsx); the app mounts it once. */
export function GrantsProvider({ children }: { children: ReactNode }) {
  const allows = useAllows();
  return <AccessContext.Provider value={allows}>{children}</AccessContext.Provider>;
}
