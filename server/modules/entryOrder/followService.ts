import { ENT_STATUS, type EntEvent, entMove, type EntStatus } from '../../../src/domain/entryOrder/status';
import type { Db, Queryable } from '../../db/types';
import { inTransaction } from '../../platform/transaction';
import { wayOf } from './destination';
import { recordEntryEvent } from './eventRepository';
import { madeBookingOf, receivablesSettled } from './facts';
import { type LockedOrder, lockOrder, moveOrder, orderOfBooking, ordersToFollow } from './orderRepository';

/**
 * The system's moves of an order (operations.md §9.2 rows 4–8): booked once the booking made from it
 * (MakeBooking) is released, shipped at its booking's first LOAD, arrived at ARRI/DISC at the POD,
 * delivered when every box is dropped at the consignee (or the agent records the delivery), closed
 * when every AR charge billed to the customer is settled. Read from the booking and its tracking
 * through facts.ts; run when an order is read (Get, Board, the second-half board) and by the module's
 * round, so a list never waits for it. Each step is its own event; never back.
 */
export async function followOrders(db: Db, ids?: readonly number[]): Promise<number[]> {
  const moved: number[] = [];
  for (const id of await ordersToFollow(db, ids)) {
    const changed = await inTransaction(db, async (tx) => {
      const found = await lockOrder(tx, id);
      const o = found && (await linkReleased(tx, found));
      if (!o?.cgoId || o.status < ENT_STATUS.BOOKED || o.status > ENT_STATUS.DELIVERED) return { ok: true as const, value: o?.status !== found?.status };
      const way = await wayOf(tx, { id: o.id, cgoId: o.cgoId, pod: o.pod });
      let status: EntStatus = o.status;
      const step = async (event: EntEvent, type: string, at: string | null) => {
        const m = entMove(status, event, 'system');
        if (!m.ok) return false;
        await moveOrder(tx, o.id, { status: m.to });
        await recordEntryEvent(tx, { entId: o.id, type, detail: at ? { At: at } : {} });
        status = m.to;
        return true;
      };
      const shippedAt = way.loadedAt ?? way.departedAt ?? way.arrivedAt;
      if (status === ENT_STATUS.BOOKED && shippedAt) await step('load', 'v1.Shipped', shippedAt);
      if (status === ENT_STATUS.SHIPPED && way.arrivedAt) await step('arrive', 'v1.Arrived', way.arrivedAt);
      if (status === ENT_STATUS.ARRIVED && way.deliveredAt) await step('deliver', 'v1.Delivered', way.deliveredAt);
      if (status === ENT_STATUS.DELIVERED && (await receivablesSettled(tx, o.cgoId, o.companyId))) await step('close', 'v1.Closed', null);
      return { ok: true as const, value: status !== found!.status };
    });
    if (changed.ok && changed.value) moved.push(id);
  }
  return moved;
}

/**
 * An accepted order whose booking made from it has been released since (the booking order has its
 * cargo record, CGO_ID): linked by the system, as LinkBooking would (the order is booked). A booking
 * cancelled or rejected is never released: the order stays accepted and its pages show the booking's
 * state. A booking another live order was linked to in the meantime is left to the desk.
 */
async function linkReleased(tx: Queryable, o: LockedOrder): Promise<LockedOrder> {
  if (o.status !== ENT_STATUS.ACCEPTED || o.cgoId || !o.bookingId) return o;
  const b = await madeBookingOf(tx, o.bookingId);
  if (!b?.CgoId || (await orderOfBooking(tx, b.CgoId))) return o;
  const m = entMove(o.status, 'link', 'system');
  if (!m.ok) return o;
  await moveOrder(tx, o.id, { status: m.to, cgoId: b.CgoId });
  await recordEntryEvent(tx, { entId: o.id, type: 'v1.BookingLinked', detail: { BookingNo: b.BookingNo, CGO_ID: b.CgoId } });
  return { ...o, status: m.to, cgoId: b.CgoId };
}
