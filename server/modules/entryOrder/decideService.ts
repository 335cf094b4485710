import type { EntryOrderCancel, EntryOrderDecide, EntryOrderLink, EntryOrderMoved } from '../../../src/contract/entryOrder/calls';
import { bookingProblems, type ContainerCount } from '../../../src/domain/entryOrder/orderRules';
import { entMove } from '../../../src/domain/entryOrder/status';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { recordEntryEvent } from './eventRepository';
import { bookingOf } from './facts';
import { bookingNumbers } from './bookingViewRepository';
import { lockReachable } from './orderAccess';
import { isPlatformEmployee, moveOrder, orderOfBooking } from './orderRepository';
import { cancelOpenSupplementsOf } from './supplementRepository';
import { at, entRefusal, noBooking, noOrder, problemsRefusal, refuse, sideOf, stale } from './terms';

/**
 * The operator's moves of an order (operations.md §9.2): accept (an operator assigned) or reject
 * (with the reason), link the booking made for it (ent.booking: the booking's, the customer's, covers
 * the order's containers), and cancel (the customer before booked, the operator before shipped).
 */

const reasonMissing = <T>(path: string) => refuse<T>('REASON_MISSING', {}, [at(path, 'is required', '必填')]);

/** Decide (§9.3): accept with an operator (the one deciding by default) or reject with a reason. */
export async function decideEntryOrder(db: Db, actor: Actor, d: EntryOrderDecide): Promise<Outcome<EntryOrderMoved>> {
  return inTransaction(db, async (tx): Promise<Outcome<EntryOrderMoved>> => {
    const o = await lockReachable(tx, actor, d.Id);
    if (!o) return noOrder();
    if (d.VERSION !== o.version) return stale();
    const event = d.Accept ? 'accept' : 'reject';
    const move = entMove(o.status, event, sideOf(actor));
    if (!move.ok) return entRefusal(move.code === 'ENT_ACTOR' ? 'ENT_ACTOR' : 'ENT_STATE', o.status, event);
    if (!d.Accept) {
      const reason = (d.Reason ?? '').trim();
      if (!reason) return reasonMissing('/Reason');
      const version = await moveOrder(tx, o.id, { status: move.to, reason });
      await recordEntryEvent(tx, { entId: o.id, actorId: actor.id, type: 'v1.Rejected', detail: { Reason: reason } });
      return { ok: true, value: { Id: o.id, VERSION: version, ENT_STATUS: move.to } };
    }
    const operatorId = String(d.OperatorId ?? actor.id);
    const operator = await isPlatformEmployee(tx, Number(operatorId));
    if (!operator) return refuse('OPERATOR_NOT_STAFF', {}, [at('/OperatorId', 'not one of the staff', '须为平台员工')]);
    const version = await moveOrder(tx, o.id, { status: move.to, operatorId });
    await recordEntryEvent(tx, {
      entId: o.id,
      actorId: actor.id,
      type: 'v1.Accepted',
      detail: { OperatorName: operator.name, OperatorId: Number(operatorId) },
    });
    return { ok: true, value: { Id: o.id, VERSION: version, ENT_STATUS: move.to } };
  });
}

const whole = (rows: readonly { TYPE?: string; COUNT?: number }[]): ContainerCount[] =>
  rows.filter((r) => r.TYPE && Number.isInteger(r.COUNT)).map((r) => ({ TYPE: r.TYPE!, COUNT: r.COUNT! }));

/** LinkBooking (§9.3): the booking made for an accepted order; the order becomes booked and the booking's side reads the link (orderOfBooking). */
export async function linkBooking(db: Db, actor: Actor, l: EntryOrderLink): Promise<Outcome<EntryOrderMoved>> {
  try {
    return await inTransaction(db, async (tx): Promise<Outcome<EntryOrderMoved>> => {
      const o = await lockReachable(tx, actor, l.Id);
      if (!o) return noOrder();
      if (l.VERSION !== o.version) return stale();
      const move = entMove(o.status, 'link', sideOf(actor));
      if (!move.ok) return entRefusal(move.code === 'ENT_ACTOR' ? 'ENT_ACTOR' : 'ENT_STATE', o.status, 'link');
      const b = await bookingOf(tx, l.CGO_ID);
      if (!b) return noBooking(l.CGO_ID);
      if (b.companyId !== o.companyId) return refuse('BOOKING_OTHER_COMPANY', { cgo: l.CGO_ID }, [at('/CGO_ID', "another company's", '属于另一家公司')]);
      const other = await orderOfBooking(tx, l.CGO_ID);
      if (other && other.id !== o.id) return refuse('BOOKING_LINKED', { cgo: l.CGO_ID, ent: other.no });
      const short = bookingProblems(whole(o.containers), b.containers);
      if (short.length) return problemsRefusal('CONTAINERS_NOT_COVERED', short, () => '/CGO_ID');
      const version = await moveOrder(tx, o.id, { status: move.to, cgoId: l.CGO_ID });
      const n = await bookingNumbers(tx, l.CGO_ID);
      await recordEntryEvent(tx, {
        entId: o.id,
        actorId: actor.id,
        type: 'v1.BookingLinked',
        detail: { BookingNo: n?.bookingNo || l.CGO_ID, CGO_ID: l.CGO_ID },
      });
      return { ok: true, value: { Id: o.id, VERSION: version, ENT_STATUS: move.to } };
    });
  } catch (e) {
    // two operators linking one booking to two orders at once: the index keeps one
    if (isUniqueViolation(e)) return refuse('BOOKING_LINKED', { cgo: l.CGO_ID, ent: '' });
    throw e;
  }
}

/** Cancel (§9.2 row 10): the customer before booked, the operator any time before shipped; its open supplements are cancelled with it. */
export async function cancelEntryOrder(db: Db, actor: Actor, c: EntryOrderCancel): Promise<Outcome<EntryOrderMoved>> {
  return inTransaction(db, async (tx): Promise<Outcome<EntryOrderMoved>> => {
    const o = await lockReachable(tx, actor, c.Id);
    const side = sideOf(actor);
    if (!o || side === 'agent') return noOrder();
    if (c.VERSION !== o.version) return stale();
    const move = entMove(o.status, 'cancel', side);
    if (!move.ok) return entRefusal(move.code === 'ENT_ACTOR' ? 'ENT_ACTOR' : 'ENT_STATE', o.status, 'cancel');
    const reason = c.Reason.trim();
    if (!reason) return reasonMissing('/Reason');
    const version = await moveOrder(tx, o.id, { status: move.to, reason });
    await recordEntryEvent(tx, { entId: o.id, actorId: actor.id, type: 'v1.Cancelled', detail: { From: o.status, Reason: reason } });
    for (const s of await cancelOpenSupplementsOf(tx, o.id))
      await recordEntryEvent(tx, { supId: s.id, actorId: actor.id, type: 'v1.SupplementCancelled', detail: { SUP_NO: s.no, From: s.status, Reason: reason } });
    return { ok: true, value: { Id: o.id, VERSION: version, ENT_STATUS: move.to } };
  });
}
