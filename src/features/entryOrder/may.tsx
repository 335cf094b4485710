import type { ReactNode } from 'react';
import { type Access, accessAllows } from '../../contract/access';
import { useGrants } from '../../session/access';
import { useSession } from '../../session/sessionActor';

const KINDS = ['platform', 'customer', 'provider'] as const;

/**
 * Whether the person may make a call behind `access`, by the very rule the server checks every call
 * with (accessAllows): the menus and buttons held and the side rules — a staff-only row (platformOnly)
 * for the platform's staff, a sellers' row never for a customer, a buyers' row never for a provider.
 * A customer's employees hold some of the staff's pages (the list, the entry screen, a supplement), so
 * the menus alone would show them the staff's pickers and moves, which the server refuses (403).
 */
export function useMay(access: Access): boolean {
  const grants = useGrants();
  const kind = useSession().employee?.CompanyKind;
  return !!kind && (KINDS as readonly string[]).includes(kind) && accessAllows(access, kind as (typeof KINDS)[number], grants);
}

/** The children, shown only to whom `useMay(access)` allows. */
export function MayGate({ access, children }: { access: Access; children: ReactNode }) {
  return useMay(access) ? children : null;
}
