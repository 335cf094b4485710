import type { EntryBookingMade, EntryOrderMakeBooking } from '../../../src/contract/entryOrder/bookingCalls';
import { bookingOfOrder, mayMakeBooking } from '../../../src/domain/entryOrder/bookingOfOrder';
import { entMove } from '../../../src/domain/entryOrder/status';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { recordEntryEvent } from './eventRepository';
import { draftBookingOf, madeBookingOf } from './facts';
import { lockReachable } from './orderAccess';
import { keepBookingOrder, readOrder } from './orderRepository';
import { entRefusal, noOrder, refuse, sideOf, stale } from './terms';

/**
 * MakeBooking (issue 48, "the booking links back, nothing retyped"): the desk turns an accepted order
 * into its booking's draft — the order's lane, departure, terms, parties, goods and containers as the
 * customer gave them (bookingOfOrder) — for the order's customer, through the booking module. The
 * order keeps the booking order and stays accepted; followOrders links it once the booking is
 * released. One live booking per order: a second is refused BOOKING_MADE, naming the first, unless the
 * first ended (rejected, declined, cancelled: mayMakeBooking) — then the new one replaces it on the order.
 */
export async function makeBooking(db: Db, actor: Actor, m: EntryOrderMakeBooking): Promise<Outcome<EntryBookingMade>> {
  try {
    return await inTransaction(db, async (tx): Promise<Outcome<EntryBookingMade>> => {
      const o = await lockReachable(tx, actor, m.Id);
      if (!o) return noOrder();
      if (m.VERSION !== o.version) return stale();
      const before = await madeBookingOf(tx, o.bookingId);
      if (!mayMakeBooking(before)) return refuse('BOOKING_MADE', { no: before?.BookingNo ?? '' });
      const move = entMove(o.status, 'book', sideOf(actor));
      if (!move.ok) return entRefusal(move.code === 'ENT_ACTOR' ? 'ENT_ACTOR' : 'ENT_STATE', o.status, 'book');
      const order = (await readOrder(tx, o.id))!;
      const made = await draftBookingOf(tx, actor, o.companyId, bookingOfOrder(order), o.no);
      const version = await keepBookingOrder(tx, o.id, made.Id);
      await recordEntryEvent(tx, {
        entId: o.id,
        actorId: actor.id,
        type: 'v1.BookingDrafted',
        detail: { BookingNo: made.BookingNo, BookingId: made.Id, ...(before ? { Replaces: before.BookingNo } : {}) },
      });
      return { ok: true, value: { Id: o.id, VERSION: version, BookingId: made.Id, BookingNo: made.BookingNo } };
    });
  } catch (e) {
    // two clicks at once: the order's lock orders them, and the index keeps one booking order per order either way
    if (isUniqueViolation(e)) return refuse('BOOKING_MADE', { no: '' });
    throw e;
  }
}
