import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import { type ApplyReceipt, applyReceipts, type ChannelAdapter, deliverDue, flagStrandedReceipts, recordReceipt } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { SI_TOPIC } from '../../live/siChanged';
import { announce, type Told, tell } from '../../live/tell';
import { BOOKING_PAGES } from '../../../src/contract/booking/module';
import { bookingNoOfRef, CARRIER_CHANNEL, currentRequestRef } from './carrierRequest';
import { applyMove, publishBooking } from './moves';
import { releaseOrder } from './release';
import { resail } from './resail';
import { bookingIdOfNo, heldRelease, holdRelease, markDeliveryFailed, writeRelease } from './carrierChannelRepository';
import { carrierConfirmationOf } from './carrierConfigRepository';
import { appendEvent, deskPeople, HELD_EVENT, lockOrderById, type StoredOrder, tellCustomer } from './orderRepository';
import { setting } from '../../settings/read';

/**
 * The carrier booking channel's receipts and worker (operations.md §17): how the carrier's receipts
 * move the booking, and the round that delivers requests and collects receipts.
 * Receipts: RECEIVED (the carrier has the request: booked, awaiting confirmation), CONFIRMED or
 * PARTIALLY_CONFIRMED (the release facts: booking number, vessel, voyage, ETD, cut-offs), REJECTED,
 * AMENDED (the carrier changed the confirmed sailing: new facts for the released booking and its
 * cargo record, told to the customer, the desk and the SI submitters), DECLINED (space withdrawn after release).
 */
/** A receipt's body: the carrier's reason, or its release facts. */
type ReceiptBody = { reason?: string; facts?: ReleaseFacts };

/**
 * Applies one carrier receipt to its booking (in the receipts' transaction). A receipt the booking
 * has moved past (a confirmation after the desk released by hand) is kept in the log, not applied.
 */
export function receiptApplier(told: Told[], changed: { id: number; company_id: string; status: string }[], cgo: { changed: boolean }): ApplyReceipt {
  return async (tx, r) => {
    // the reference is our request's (DCSA carrierBookingRequestReference, `BK…-R1`): a receipt may come
    // before we learnt the send went through (a timed-out send the carrier kept), so it is found by that
    const id = await bookingIdOfNo(tx, bookingNoOfRef(r.externalRef));
    const o = id !== undefined ? await lockOrderById(tx, id) : undefined;
    if (!o) return;
    const body = JSON.parse(r.raw) as ReceiptBody;
    const note = async (type: string) => appendEvent(tx, o.id, null, type, body.reason ?? r.text, { Code: r.code, Seq: r.seq }, r.simulated);
    // a receipt of an earlier request (one whose delivery we gave up on, then sent again) is only logged
    const current = await currentRequestRef(tx, o.id);
    if (current && r.externalRef !== current && r.externalRef !== o.booking_no) return note('v1.CarrierReceiptSuperseded');
    if (r.code === 'RECEIVED') {
      if (o.status === 'SENT') {
        const moved = await applyMove(tx, o, 'markBooked', 'carrier', null, '', r.simulated);
        if (moved.ok) changed.push({ ...o, status: moved.value.moved.Status });
      } else await note('v1.CarrierReceiptIgnored');
      return;
    }
    if ((r.code === 'CONFIRMED' || r.code === 'PARTIALLY_CONFIRMED') && body.facts) {
      if (o.status !== 'SENT' && o.status !== 'BOOKED') return note('v1.CarrierReceiptIgnored');
      if (await holdsConfirmation(tx, o.carrier_code)) {
        const held = await holdConfirmation(tx, o, body.facts, r);
        told.push(...held);
        changed.push({ ...o, status: 'BOOKED' });
        return;
      }
      const released = await releaseOrder(tx, o, body.facts, { actorId: null, simulated: r.simulated });
      if (released.ok) {
        told.push(...released.value.told);
        cgo.changed = true;
        changed.push({ ...o, status: 'RELEASED' });
      } else await appendEvent(tx, o.id, null, 'v1.CarrierConfirmationRefused', released.message, { Code: released.code }, r.simulated);
      return;
    }
    if (r.code === 'REJECTED') {
      const moved = await applyMove(tx, o, 'carrierRejected', 'carrier', null, body.reason ?? r.text, r.simulated);
      if (moved.ok) {
        told.push(...moved.value.told);
        changed.push({ ...o, status: moved.value.moved.Status });
      } else await note('v1.CarrierReceiptIgnored');
      return;
    }
    if (r.code === 'AMENDED' && body.facts && o.status === 'BOOKED' && (await heldRelease(tx, o.id))) {
      // the carrier changed a confirmation the desk has not released yet: the desk checks the new facts
      told.push(...(await holdConfirmation(tx, o, body.facts, r)));
      changed.push({ ...o, status: 'BOOKED' });
      return;
    }
    if (r.code === 'AMENDED' && body.facts) {
      // the carrier changed a booking it confirmed (a roll to another vessel, a new ETD or cut-offs)
      if ((o.status !== 'RELEASED' && o.status !== 'AMEND_REQUIRED') || !o.release) return note('v1.CarrierReceiptIgnored');
      const re = await resail(tx, o, body.facts);
      if (!re.ok) return appendEvent(tx, o.id, null, 'v1.CarrierAmendmentRefused', re.message, { Code: re.code }, r.simulated);
      await writeRelease(tx, o.id, re.value.release);
      const f = re.value.release as { ConfirmedVessel: string; ConfirmedVoyage: string; Etd: string };
      const what = `${f.ConfirmedVessel} ${f.ConfirmedVoyage} ETD ${f.Etd}`;
      await appendEvent(
        tx,
        o.id,
        null,
        'v1.BookingAmendedByCarrier',
        body.reason || what,
        { Code: r.code, Seq: r.seq, SailingChanged: re.value.sailingChanged },
        r.simulated,
      );
      told.push(...re.value.told);
      const zh = `船公司变更订舱：${o.booking_no} 现为 ${what}`;
      const en = `The carrier changed booking ${o.booking_no}: now ${what}`;
      told.push(...(await tellCustomer(tx, o, zh, en)));
      for (const p of await deskPeople(tx)) told.push(await tell(tx, { employeeId: p.id }, zh, en, `${BOOKING_PAGES.deskDetail}?id=${o.id}`));
      cgo.changed ||= re.value.sailingChanged;
      changed.push({ ...o, status: o.status });
      return;
    }
    if (r.code === 'DECLINED') {
      const moved = await applyMove(tx, o, 'decline', 'carrier', null, body.reason ?? r.text, r.simulated);
      if (moved.ok) {
        told.push(...moved.value.told);
        changed.push({ ...o, status: moved.value.moved.Status });
      } else await note('v1.CarrierReceiptIgnored');
      return;
    }
    await note('v1.CarrierReceiptUnknown');
  };
}

/** The carrier's configuration holds its confirmations for the desk's check (issue 32). */
const holdsConfirmation = async (tx: Queryable, carrierCode: string) => (await carrierConfirmationOf(tx, carrierCode)) === 'HOLD';

/**
 * A confirmation held for the desk (issue 32): the booking is booked with the carrier, the carrier's
 * facts are kept for the desk to check vessel, voyage and cut-offs, and the desk is told. The customer
 * hears nothing of it: the desk's release tells them (release.ts), with the facts the desk checked.
 */
async function holdConfirmation(
  tx: Queryable,
  o: StoredOrder,
  facts: ReleaseFacts,
  r: { code: string; seq: number; text: string; simulated: boolean },
): Promise<Told[]> {
  if (o.status === 'SENT') await applyMove(tx, o, 'markBooked', 'carrier', null, '', r.simulated);
  await holdRelease(tx, o.id, facts);
  const what = `${facts.ConfirmedVessel} ${facts.ConfirmedVoyage} ETD ${facts.Etd}`;
  await appendEvent(tx, o.id, null, HELD_EVENT, `${r.code} ${what}`, { Code: r.code, Seq: r.seq }, r.simulated);
  const zh = `船公司已确认订舱 ${o.booking_no}（${what}），待核对船名、航次与截止时间后放舱给客户`;
  const en = `The carrier confirmed booking ${o.booking_no} (${what}): check vessel, voyage and cut-offs, then release it to the customer`;
  const told: Told[] = [];
  for (const p of await deskPeople(tx)) told.push(await tell(tx, { employeeId: p.id }, zh, en, `${BOOKING_PAGES.deskDetail}?id=${o.id}`));
  return told;
}

/** What a failed delivery does: the booking is back with the desk, told why (its "send failed" state is ACCEPTED with the event). */
async function deliveryFailed(tx: Queryable, m: { doc_id: number }, error: string): Promise<void> {
  const o = await lockOrderById(tx, m.doc_id);
  if (o?.status !== 'SENT') return;
  await markDeliveryFailed(tx, o.id);
  await appendEvent(tx, o.id, null, 'v1.CarrierDeliveryFailed', error);
}

/** One round of the channel: deliver what is due, collect the carrier's receipts, apply them in order. */
export async function runCarrierChannel(
  db: Db,
  hub: LiveHub,
  adapter: ChannelAdapter,
  now: Date,
  minuteMs = 60_000,
): Promise<{ delivered: number; applied: number }> {
  const delivered = await deliverDue(db, adapter, now, deliveryFailed, minuteMs);
  // kept first, acknowledged after: killed in between, the carrier sends them again and the copies are dropped
  const polled = await adapter.poll(now);
  for (const r of polled) await recordReceipt(db, CARRIER_CHANNEL, r);
  if (polled.length) await adapter.acknowledge(polled, now);
  const applied = await applyCarrierReceipts(db, hub);
  // a receipt waiting an hour for its predecessor: the booking's log says so, for the desk to ask the carrier
  for (const s of await flagStrandedReceipts(db, CARRIER_CHANNEL, now)) {
    const id = await bookingIdOfNo(db, bookingNoOfRef(s.externalRef));
    if (id !== undefined)
      await db.transaction((tx) =>
        appendEvent(tx, id, null, 'v1.CarrierReceiptWaiting', `receipt ${s.seq} (${s.code}) waits for receipt ${s.seq - 1}, which has not arrived`, {
          Code: s.code,
          Seq: s.seq,
        }),
      );
  }
  return { delivered, applied };
}

/**
 * Applies the carrier's recorded receipts that are now in order — polled by the round, or pushed to
 * the webhook (server/channels/gateway.ts) — then tells who must hear and pushes the bookings' frames.
 */
export async function applyCarrierReceipts(db: Db, hub: LiveHub): Promise<number> {
  const told: Told[] = [];
  const changed: { id: number; company_id: string; status: string }[] = [];
  const cgo = { changed: false };
  const applied = await applyReceipts(db, CARRIER_CHANNEL, receiptApplier(told, changed, cgo));
  await announce(hub, told);
  if (cgo.changed) await hub.forget({ topics: [SI_TOPIC] });
  for (const c of changed) await publishBooking(db, hub, c, c.status);
  return applied;
}

/**
 * The channel's round, once per CARRIER_CHANNEL_EVERY_MS across all server processes (0: the API
 * tests drive it themselves); OUTBOX_MINUTE_MS shortens the retry schedule's minute (fault tests,
 * an accelerated demo clock). The adapter reads the same settings the module checked at start.
 */
export function carrierChannelRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'booking.carrierChannel',
    everyMs: roundSetting('CARRIER_CHANNEL_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db, hub }, now) => runCarrierChannel(db, hub, adapterOf(db), now, setting(process.env, 'OUTBOX_MINUTE_MS')),
  };
}
