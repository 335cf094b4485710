import type { Db } from '../../db/types';
import type { KeyReading } from '../../http/idempotency';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { type CancelDecision, decideCancel } from './useCases/decideCancel';
import { cancelOrder, confirmOrder, getOrder, rejectOrder, requestCancel } from './useCases/orderMoves';
import { type PlaceInput, placeOrder } from './useCases/placeOrder';
import { releaseSo, type SoRelease } from './useCases/releaseSo';

/**
 * The order's side (commercial.md §5.2–§5.3): placing holds stock (placeOrder), the moves of the
 * order's table by the buyer and the provider (orderMoves, decideCancel), and the S/O release that
 * makes the released booking (releaseSo). Each is a use case of its own in useCases/; this binds
 * them to the database and the live hub for the routes.
 */
export function orderService(db: Db, hub: LiveHub) {
  type Ref = { Id: number; Version?: number };
  return {
    place: (actor: Actor, input: PlaceInput, idem: { reading: KeyReading; hash: string }, now = new Date()) => placeOrder(db, hub, actor, input, idem, now),
    confirm: (actor: Actor, input: Ref) => confirmOrder(db, hub, actor, input),
    reject: (actor: Actor, input: Ref & { Reason: string }) => rejectOrder(db, hub, actor, input),
    cancel: (actor: Actor, input: Ref & { Reason?: string }) => cancelOrder(db, hub, actor, input),
    requestCancel: (actor: Actor, input: Ref & { Reason: string }) => requestCancel(db, hub, actor, input),
    decideCancel: (actor: Actor, input: CancelDecision) => decideCancel(db, hub, actor, input),
    releaseSo: (actor: Actor, input: SoRelease) => releaseSo(db, hub, actor, input),
    get: (actor: Actor, id: number) => getOrder(db, hub, actor, id),
  };
}
