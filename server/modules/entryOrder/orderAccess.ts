import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { type LockedOrder, lockOrder, orderFacts } from './orderRepository';
import { sideOf } from './terms';

/**
 * Who reaches an order (operations.md §9, issue 48): the platform's staff every one; a customer's
 * employees their own company's; a destination agent's employees (a provider's) those assigned to
 * their company. Anyone else finds nothing there: 404, the same as no such order.
 */
export function reaches(actor: Actor, o: Pick<LockedOrder, 'companyId' | 'agentId'>): boolean {
  const side = sideOf(actor);
  if (side === 'staff') return true;
  if (side === 'customer') return o.companyId === String(actor.companyId);
  return o.agentId !== null && o.agentId === String(actor.companyId);
}

/** The order, locked for the caller's transaction, when the actor reaches it. */
export async function lockReachable(q: Queryable, actor: Actor, id: number): Promise<LockedOrder | undefined> {
  const o = await lockOrder(q, id);
  return o && reaches(actor, o) ? o : undefined;
}
export async function readReachable(q: Queryable, actor: Actor, id: number): Promise<LockedOrder | undefined> {
  const o = await orderFacts(q, id);
  return o && reaches(actor, o) ? o : undefined;
}

/** The list scopes as SQL over `o` (entry_orders), its parameters from `$from`. */
export function orderScope(actor: Actor, from: number): { sql: string; params: unknown[] } {
  const side = sideOf(actor);
  if (side === 'staff') return { sql: 'true', params: [] };
  if (side === 'customer') return { sql: `o.company_id = $${from}::bigint`, params: [actor.companyId] };
  return { sql: `o.ent_agent_company_id = $${from}::bigint`, params: [actor.companyId] };
}
