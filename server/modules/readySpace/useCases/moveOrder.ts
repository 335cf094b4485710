import { READY_SPACE_PAGES } from '../../../../src/contract/readySpace/module';
import { type OrderEvent, orderMove } from '../../../../src/domain/readySpace/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import { announce, type Told, tell } from '../../../live/tell';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { expireOrder, lockOrder, type OrderFacts, type StoredOrder, setOrderStatus } from '../orderRepository';
import { isPlatform, orderNotFound, publishStock, stale } from '../repository';

export type Moved = { Status: string; Version: number };
export type Stepped = Moved & { told: Told[]; stock?: boolean };
export type Step = (tx: Queryable, o: StoredOrder, to: string, fail: (o: Outcome<unknown>) => never) => Promise<Outcome<Stepped>>;

/** The buyer's moves; every other move is the provider's. */
const BUYER_EVENTS: readonly OrderEvent[] = ['cancel', 'requestCancel'];

/**
 * One move of the order's table by a party (commercial.md §5.3): locked, Version checked, a hold that
 * ran out expired first (and the move refused: R5.4), then the move's own step (the stock changed,
 * the event, the messages); after the commit the messages and the stock frame.
 */
export async function moveOrder(db: Db, hub: LiveHub, actor: Actor, input: { Id: number; Version?: number }, event: OrderEvent, step: Step) {
  let spaceId = 0;
  const outcome = await inTransaction<Stepped>(db, async (tx, fail) => {
    const o = await lockOrder(tx, actor, input.Id);
    if (!o) return orderNotFound();
    const buyerMove = BUYER_EVENTS.includes(event);
    // the buyer's moves are the buyer's, the seller's the listing company's (or the platform's): a party to neither side finds nothing
    if (buyerMove ? o.buyer_company_id !== String(actor.companyId) : o.provider_company_id !== String(actor.companyId) && !isPlatform(actor))
      return orderNotFound();
    spaceId = o.ready_space_id;
    if (o.status === 'PLACED' && Date.parse(o.hold_expires_at) <= Date.now()) {
      const told = await expireOrder(tx, o);
      return { ok: true, value: { Status: 'EXPIRED', Version: o.version + 1, told, stock: true, expiredFirst: true } } as never;
    }
    if (input.Version !== undefined && o.version !== input.Version) return stale();
    const m = orderMove(o.status, event, buyerMove ? 'buyer' : 'provider');
    if (!m) return no('WRONG_STATUS', `An order ${o.status.toLowerCase()} cannot take this step.`, '该订单当前状态不能进行此操作。');
    const to = m.to === 'PREVIOUS' ? (o.cancel_from ?? 'CONFIRMED') : m.to;
    return step(tx, o, to, fail);
  });
  if (outcome.ok) {
    await announce(hub, outcome.value.told);
    if (outcome.value.stock) await publishStock(db, hub, [spaceId]);
    if ((outcome.value as { expiredFirst?: boolean }).expiredFirst)
      return no<Moved>('EXPIRED', 'The hold of this order has expired: the space was freed.', '该订单占舱已超时，舱位已释放。');
    return { ok: true as const, value: { Status: outcome.value.Status, Version: outcome.value.Version } };
  }
  return outcome;
}

export const setStatus = async (tx: Queryable, o: StoredOrder, to: string, also: OrderFacts = {}): Promise<Moved> => {
  await setOrderStatus(tx, o.id, to, also);
  return { Status: to, Version: o.version + 1 };
};

/** The buyer who placed the order told, with a link to the order on `page`. */
export const tellBuyer = async (tx: Queryable, o: StoredOrder, zh: string, en: string, page: string = READY_SPACE_PAGES.myOrders) =>
  o.buyer_employee_id ? [await tell(tx, { employeeId: o.buyer_employee_id }, zh, en, `${page}?id=${o.id}`)] : [];
