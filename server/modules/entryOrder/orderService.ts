import type { EntryOrderDetail } from '../../../src/contract/entryOrder/calls';
import { orderProblems } from '../../../src/domain/entryOrder/orderRules';
import { entEventsFor } from '../../../src/domain/entryOrder/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { partyTemplatesOf } from '../booking/public';
import { historyOf, type HistoryRow } from './eventRepository';
import { linkedBooking, madeBookingOf } from './facts';
import { mayMakeBooking } from '../../../src/domain/entryOrder/bookingOfOrder';
import { followOrders } from './followService';
import { readForm } from './formRepository';
import { readReachable } from './orderAccess';
import { readOrder } from './orderRepository';
import { bookingsToLink } from './bookingViewRepository';
import { factsOf } from './saveOrderService';
import { supplementsOfOrder } from './supplementRepository';
import { isStaff, noOrder, sideOf } from './terms';

/**
 * Reading an order (operations.md §9.3 Get, Log): the order as saved, the form version it was entered
 * with, its rules' problems now, its booking, its supplements (a customer's: those asked of it) and
 * what the reader may do now, and the booking made from it (MakeBooking). The order is moved on from its booking's tracking first.
 */
export async function getEntryOrder(db: Db, actor: Actor, id: number): Promise<Outcome<EntryOrderDetail>> {
  const reached = await readReachable(db, actor, id);
  if (!reached || sideOf(actor) === 'agent') return noOrder();
  await followOrders(db, [id]);
  const o = (await readOrder(db, id))!;
  const form = (await readForm(db, o.ENT_FORM_ID))!;
  const side = sideOf(actor);
  const made = (await madeBookingOf(db, reached.bookingId)) ?? null;
  return {
    ok: true,
    value: {
      Order: o,
      Form: form,
      Problems: orderProblems(factsOf(o as never), form.EFM_FIELDS),
      Booking: await linkedBooking(db, o.ENT_CGO_ID),
      MadeBooking: made,
      Supplements: await supplementsOfOrder(db, id, isStaff(actor) ? null : String(actor.companyId)),
      // one live booking made per order: once made, the order waits for it (or is linked to another), unless it ended
      Moves: entEventsFor(o.ENT_STATUS, side).filter((e) => e !== 'book' || mayMakeBooking(made)),
    },
  };
}

export async function entryOrderLog(q: Queryable, actor: Actor, id: number): Promise<Outcome<HistoryRow[]>> {
  const o = await readReachable(q, actor, id);
  if (!o || sideOf(actor) === 'agent') return noOrder();
  return { ok: true, value: await historyOf(q, { entId: id }) };
}

/** The customer's party templates (SFT) for the party pickers: a customer's employees their own; the staff the customer named. */
export async function partyTemplatePicks(q: Queryable, actor: Actor, companyId?: number) {
  const of = isStaff(actor) ? (companyId ? String(companyId) : null) : String(actor.companyId);
  if (!of) return [];
  return (await partyTemplatesOf(q, of)).map((t) => ({
    Id: t.id,
    Name: t.name,
    Role: t.role,
    Party: { Name: t.name, Address: t.address, Contact: t.contact, Phone: t.phone, Email: t.email, TaxId: t.taxId },
  }));
}

/** The customer's bookings an order may link, each with the order it is linked to already. */
export async function bookingPicks(q: Queryable, actor: Actor, w: { CompanyId?: number; Q?: string }) {
  const of = isStaff(actor) ? (w.CompanyId ? String(w.CompanyId) : null) : String(actor.companyId);
  if (!of) return [];
  const rows = await bookingsToLink(q, of, (w.Q ?? '').trim());
  const out = [];
  for (const r of rows) {
    const b = await linkedBooking(q, r.cgo_id);
    out.push({
      CGO_ID: r.cgo_id,
      BookingNo: r.booking_no ?? '',
      CarrierBookingNo: r.carrier_booking_no ?? '',
      PolCode: r.loading_code,
      PodCode: r.discharge_code,
      Etd: r.etd,
      Dco: b?.Dco ?? null,
      Containers: (r.containers ?? []).map((c) => ({ TYPE: String(c.TYPE), COUNT: Number(c.COUNT) })),
      LinkedEntNo: r.linked,
    });
  }
  return out;
}
