import type { MadeBooking } from '../../../src/contract/entryOrder/bookingCalls';
import type { LinkedBooking } from '../../../src/contract/entryOrder/calls';
import type { BookingWire } from '../../../src/contract/booking/public';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { firstCutOffOf } from '../../platform/spine/cutOffs';
import { type BookingCharge, chargesOfBooking } from '../billing/public';
import { bookingFacts, bookingOrderState, createDraft } from '../booking/public';
import { companyNamesOf } from '../companies/public';
import { bookingRoute, type EventDbRow } from '../containerEvents/public';
import { shipmentEvents } from '../freightTrack/public';
import { manifestsOfBookingContainers, manifestTimeline } from '../manifest/public';
import { postMessages } from '../messages/public';
import { siBillsOfBooking, siTimeline } from '../si/public';
import { vgmTimeline } from '../vgm/public';
import { bookingNumbers } from './bookingViewRepository';

/**
 * THE one place this module reads other modules (operations.md §9: an entry order becomes a
 * booking, its board and data sheet read their facts): the booking from booking, its cut-offs from
 * the spine, its box, vessel and shipment events from containerEvents and freightTrack, its SI,
 * VGM and manifest steps from those modules, its charges from billing, companies' names and kinds
 * from companies, and the messages it sends through messages — each through its public.ts.
 */

export interface BookingOfOrder {
  cgoId: string;
  companyId: string;
  mblNo: string;
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  containers: { TYPE: string; COUNT: number; CNNOS?: string[] }[];
  cancelled: boolean;
}

/** The booking (any company's: the caller checks whose), or undefined. */
export async function bookingOf(q: Queryable, cgoId: string): Promise<BookingOfOrder | undefined> {
  const b = await bookingFacts(q, cgoId, null);
  return (
    b && {
      cgoId: b.cgo_id,
      companyId: String(b.company_id),
      mblNo: b.mbl_no ?? '',
      vessel: b.vessel ?? '',
      voyage: b.voyage ?? '',
      pol: b.loading_code ?? '',
      pod: b.discharge_code ?? '',
      containers: (b.containers ?? []).map((c) => ({ TYPE: String(c.TYPE), COUNT: Number(c.COUNT), CNNOS: c.CNNOS })),
      cancelled: b.cancelled,
    }
  );
}

/**
 * The booking's draft made from an order (MakeBooking), for the order's customer, in the caller's
 * transaction: the booking module's one insert, staff on behalf (INTERNAL); its log names the order.
 */
export const draftBookingOf = (tx: Queryable, actor: Actor, customerId: string, wire: BookingWire, entNo: string) =>
  createDraft(tx, actor, customerId, wire, 'INTERNAL', false, entNo);

/** The booking order made from an order: its number, state and cargo record (released: CGO_ID), or undefined. */
export async function madeBookingOf(q: Queryable, bookingId: number | null): Promise<MadeBooking | undefined> {
  if (!bookingId) return undefined;
  const b = await bookingOrderState(q, bookingId);
  return b && { Id: b.id, BookingNo: b.bookingNo, Status: b.status, CgoId: b.cgoId ?? '' };
}

/** The documentation cut-off (DCO) of a booking, or null. */
export const dcoOf = (q: Queryable, cgoId: string) => firstCutOffOf(q, cgoId, ['DCO']);

/** The linked booking as the order's pages show it. */
export async function linkedBooking(q: Queryable, cgoId: string | null): Promise<LinkedBooking | null> {
  if (!cgoId) return null;
  const b = await bookingOf(q, cgoId);
  if (!b) return null;
  const n = await bookingNumbers(q, cgoId);
  return {
    CGO_ID: b.cgoId,
    BookingNo: n?.bookingNo ?? '',
    CarrierBookingNo: n?.carrierBookingNo ?? '',
    PolCode: b.pol,
    PodCode: b.pod,
    Etd: n?.etd ?? null,
    Dco: await dcoOf(q, cgoId),
    Containers: b.containers.map((c) => ({ TYPE: c.TYPE, COUNT: c.COUNT })),
  };
}

/** A company's kind and name (undefined: no such company). */
export async function companyOf(q: Queryable, id: string | number): Promise<{ kind: string; name: string; status: string } | undefined> {
  const c = (await companyNamesOf(q, [id])).get(String(id));
  return c && { kind: c.Kind, name: c.NameZh || c.NameEn, status: c.Status };
}

/** A booking's container numbers (the boxes of its own route, never its voyage's other bookings'). */
export async function containerNosOf(q: Queryable, cgoId: string | null): Promise<string[]> {
  const route = cgoId ? await bookingRoute(q, cgoId) : undefined;
  return [...new Set((route?.containers ?? []).map((c) => c.toUpperCase()))].sort();
}

/** Every event of a booking's shipment (its boxes', its voyage's, its B/L's), retractions applied. */
export async function shipmentEventsOf(q: Queryable, cgoId: string): Promise<{ events: EventDbRow[]; pod: string; pol: string }> {
  const route = await bookingRoute(q, cgoId);
  const b = await bookingOf(q, cgoId);
  if (!route || !b) return { events: [], pod: '', pol: '' };
  const rows = await shipmentEvents(q, {
    containers: route.containers,
    voyages: route.vessel ? [{ vessel: route.vessel, voyage: route.voyage }] : [],
    docRefs: [cgoId, b.mblNo],
  });
  const retracted = new Set(rows.filter((r) => r.EVT_RETRACTS).map((r) => r.EVT_RETRACTS));
  const events = rows.filter((r) => !r.EVT_RETRACTS && !r.EVT_RETRACTED && !retracted.has(r.EVT_ID));
  return { events, pod: route.pod, pol: route.pol };
}

/** The SI, VGM and manifest steps of a booking (their modules' timelines), oldest first. */
export async function documentSteps(q: Queryable, cgoId: string) {
  const steps = [...(await siTimeline(q, cgoId)), ...(await vgmTimeline(q, cgoId)), ...(await manifestTimeline(q, cgoId))];
  return steps.map((s) => ({ ...s, at: new Date(s.at).toISOString() })).sort((a, b) => a.at.localeCompare(b.at));
}

export const houseBillsOf = siBillsOfBooking;
export const manifestsOf = manifestsOfBookingContainers;

/** A booking's charges; a customer's reader sees only what is billed to it (never cost or margin). */
export const chargesOf = (q: Queryable, cgoId: string, customerId: string | null): Promise<BookingCharge[]> =>
  chargesOfBooking(q, cgoId, customerId ? { side: 'AR', partyId: customerId } : undefined);

/** Whether every AR charge of the booking billed to the customer is settled (or written off), and there is one. */
export async function receivablesSettled(q: Queryable, cgoId: string, customerId: string): Promise<boolean> {
  const ar = await chargesOf(q, cgoId, customerId);
  return ar.length > 0 && ar.every((c) => c.status === 4 || c.status === 5);
}

/** A message to every employee of a company (through the messages module). */
export async function tellCompany(
  q: Queryable,
  companyId: string | number,
  m: { title: string; titleEn: string; description: string; link: string; senderId?: string },
) {
  await postMessages(q, [{ title: m.title, titleEn: m.titleEn, description: m.description, link: m.link, to: { companyId }, senderId: m.senderId ?? null }]);
}
