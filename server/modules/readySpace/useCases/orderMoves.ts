import { READY_SPACE_PAGES } from '../../../../src/contract/readySpace/module';
import type { ReadySpaceOrder } from '../../../../src/contract/readySpace/calls';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import { tell } from '../../../live/tell';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { readOrder } from '../orderReadRepository';
import { applyStock, containersOf, spaceOfOrder } from '../orderRepository';
import { orderEvent, orderNotFound } from '../repository';
import { expireDue } from '../round';
import { moveOrder, setStatus, tellBuyer } from './moveOrder';

type Ref = { Id: number; Version?: number };

/** The provider confirms a placed order: what it held is sold. */
export function confirmOrder(db: Db, hub: LiveHub, actor: Actor, input: Ref) {
  return moveOrder(db, hub, actor, input, 'confirm', async (tx, o, to) => {
    await applyStock(tx, o, 'holdToSold');
    const moved = await setStatus(tx, o, to);
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderConfirmed');
    const told = await tellBuyer(
      tx,
      o,
      `现舱订单已确认：${o.order_no}（${containersOf(o)}）`,
      `Ready-space order confirmed: ${o.order_no} (${containersOf(o)})`,
    );
    return { ok: true, value: { ...moved, told, stock: true } };
  });
}

/** The provider rejects a placed order, saying why: its hold is freed. */
export function rejectOrder(db: Db, hub: LiveHub, actor: Actor, input: Ref & { Reason: string }) {
  return moveOrder(db, hub, actor, input, 'reject', async (tx, o, to) => {
    const reason = input.Reason.trim();
    if (!reason) return no('REASON_REQUIRED', 'Say why: the buyer reads it.', '请填写拒绝原因：客户会看到。', [{ Path: '/Reason', Message: 'required' }]);
    await applyStock(tx, o, 'releaseHold');
    const moved = await setStatus(tx, o, to, { reason });
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderRejected', reason);
    const told = await tellBuyer(
      tx,
      o,
      `现舱订单被拒绝：${o.order_no}（${reason}）`,
      `Ready-space order rejected: ${o.order_no} (${reason})`,
      READY_SPACE_PAGES.cancelled,
    );
    return { ok: true, value: { ...moved, told, stock: true } };
  });
}

/** The buyer cancels an order not yet confirmed: its hold is freed. */
export function cancelOrder(db: Db, hub: LiveHub, actor: Actor, input: Ref & { Reason?: string }) {
  return moveOrder(db, hub, actor, input, 'cancel', async (tx, o, to) => {
    await applyStock(tx, o, 'releaseHold');
    const moved = await setStatus(tx, o, to, { reason: (input.Reason ?? '').trim() });
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelled', (input.Reason ?? '').trim());
    return { ok: true, value: { ...moved, told: [], stock: true } };
  });
}

/** The buyer asks to cancel a confirmed order; the provider decides (decideCancel). */
export function requestCancel(db: Db, hub: LiveHub, actor: Actor, input: Ref & { Reason: string }) {
  return moveOrder(db, hub, actor, input, 'requestCancel', async (tx, o, to) => {
    const reason = input.Reason.trim();
    if (!reason) return no('REASON_REQUIRED', 'Say why you cancel.', '请填写取消原因。', [{ Path: '/Reason', Message: 'required' }]);
    const moved = await setStatus(tx, o, to, { cancel_from: o.status, reason });
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelRequested', reason);
    // R5.9: the provider is told of a cancellation request
    const told = [
      await tell(
        tx,
        { companyId: o.provider_company_id },
        `现舱订单申请取消：${o.order_no}（${reason}）`,
        `Cancellation requested: ${o.order_no} (${reason})`,
        `${READY_SPACE_PAGES.cancels}?id=${o.id}`,
      ),
    ];
    return { ok: true, value: { ...moved, told } };
  });
}

/** One order as its party reads it, a hold that ran out expired first. */
export async function getOrder(db: Db, hub: LiveHub, actor: Actor, id: number): Promise<Outcome<ReadySpaceOrder>> {
  const spaceId = await spaceOfOrder(db, id);
  if (spaceId !== undefined) await expireDue(db, hub, new Date(), { spaceId });
  const o = await readOrder(db, actor, id);
  return o ? { ok: true, value: o } : orderNotFound();
}
