import { READY_SPACE_PAGES } from '../../../../src/contract/readySpace/module';
import { moveOf } from '../../../../src/domain/booking/status';
import { cancelFee } from '../../../../src/domain/readySpace/check';
import type { Db } from '../../../db/types';
import type { LiveHub } from '../../../live/hub';
import type { Actor } from '../../../platform/access/grants';
import { no } from '../../../platform/refusal';
import { applyMove, lockOrderById as lockBookingById, publishBooking } from '../../booking/public';
import { applyStock, cancelTerms } from '../orderRepository';
import { digitsOf, minorOf, money, orderEvent } from '../repository';
import { moveOrder, setStatus, tellBuyer } from './moveOrder';

export type CancelDecision = { Id: number; Version?: number; Approve: boolean; Fee?: string; Resell?: boolean; Reason?: string };

/**
 * The provider decides a cancellation request (R5.8): declined, the order is back where it was;
 * approved, the fee follows the terms, the containers go back on sale if resold before sales close,
 * and a released order's booking is cancelled with it (no SI is made on space given back).
 */
export async function decideCancel(db: Db, hub: LiveHub, actor: Actor, input: CancelDecision) {
  let booking: { id: number; company_id: string } | undefined;
  const out = await moveOrder(db, hub, actor, input, input.Approve ? 'approveCancel' : 'declineCancel', async (tx, o, to, fail) => {
    if (!input.Approve) {
      const moved = await setStatus(tx, o, to, { cancel_from: null });
      await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelDeclined', (input.Reason ?? '').trim());
      const told = await tellBuyer(tx, o, `现舱订单取消申请被拒绝：${o.order_no}`, `Cancellation declined: ${o.order_no}`);
      return { ok: true, value: { ...moved, told } };
    }
    const s = await cancelTerms(tx, o.ready_space_id);
    const digits = await digitsOf(tx, s!.currency);
    const given = input.Fee !== undefined ? minorOf(input.Fee, digits) : undefined;
    if (input.Fee !== undefined && given === undefined)
      return no('BAD_AMOUNT', `${s!.currency} takes at most ${digits} decimals.`, `${s!.currency} 最多 ${digits} 位小数。`);
    const containers = o.lines.reduce((n, l) => n + l.Qty, 0);
    // R5.8: the fee follows the terms; the containers go back on sale only if the provider resells before sales close
    const fee = cancelFee(o.cancel_from ?? 'CONFIRMED', containers, s!.fee === null ? null : Number(s!.fee), given);
    const resell = !!input.Resell && (!o.valid_until || Date.parse(o.valid_until) > Date.now());
    if (resell) await applyStock(tx, o, 'unsell');
    const released = o.booking_order_id ? await lockBookingById(tx, o.booking_order_id) : undefined;
    if (released && moveOf(released.status, 'confirmCancel', 'desk')) {
      const cancelled = await applyMove(tx, released, 'confirmCancel', 'desk', actor.id, `${o.order_no}`, false, false);
      if (!cancelled.ok) fail(cancelled);
      booking = { id: released.id, company_id: released.company_id };
    }
    const moved = await setStatus(tx, o, to, { cancel_fee_minor: fee, resold: resell });
    await orderEvent(tx, o.id, actor.id, 'v1.ReadySpaceOrderCancelApproved', (input.Reason ?? '').trim(), { Fee: money(fee, digits), Resold: resell });
    const told = await tellBuyer(
      tx,
      o,
      `现舱订单已取消：${o.order_no}${fee ? `，取消费 ${s!.currency} ${money(fee, digits)}` : ''}`,
      `Ready-space order cancelled: ${o.order_no}${fee ? `, fee ${s!.currency} ${money(fee, digits)}` : ''}`,
      READY_SPACE_PAGES.cancelled,
    );
    return { ok: true, value: { ...moved, told, stock: resell } };
  });
  if (out.ok && booking) await publishBooking(db, hub, booking, 'CANCELLED');
  return out;
}
