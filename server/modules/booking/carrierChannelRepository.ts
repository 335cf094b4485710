import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import type { Queryable } from '../../db/types';

/** The carrier channel's SQL over the booking orders (carrierChannel.ts holds what each receipt does). */

/** The booking's id by its number (a carrier's reference names the booking), or undefined. */
export async function bookingIdOfNo(q: Queryable, bookingNo: string): Promise<number | undefined> {
  const [o] = await q.query<{ id: number }>('select id::int from booking_orders where booking_no = $1', [bookingNo]);
  return o?.id;
}

/** The carrier changed the confirmed sailing: the booking's release facts rewritten. */
export async function writeRelease(tx: Queryable, orderId: number, release: unknown): Promise<void> {
  await tx.query('update booking_orders set release = $2, version = version + 1, updated_at = now() where id = $1', [orderId, JSON.stringify(release)]);
}

/** The carrier's confirmation held for the desk's check (issue 32), or null. */
export async function heldRelease(q: Queryable, orderId: number): Promise<ReleaseFacts | null> {
  return (await q.query<{ held: ReleaseFacts | null }>('select held_release as held from booking_orders where id = $1', [orderId]))[0]?.held ?? null;
}

/** The carrier's confirmation kept for the desk's check. */
export async function holdRelease(tx: Queryable, orderId: number, facts: ReleaseFacts): Promise<void> {
  await tx.query('update booking_orders set held_release = $2, version = version + 1, updated_at = now() where id = $1', [orderId, JSON.stringify(facts)]);
}

/** The request could not be delivered: the booking is back with the desk (ACCEPTED). */
export async function markDeliveryFailed(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(`update booking_orders set status = 'ACCEPTED', version = version + 1, updated_at = now() where id = $1`, [orderId]);
}

/** The reference of the booking's latest request on `channel` (DCSA carrierBookingRequestReference). */
export async function latestRequestRef(q: Queryable, channel: string, orderId: number): Promise<string | undefined> {
  const [m] = await q.query<{ ref: string }>(
    `select payload::jsonb ->> 'carrierBookingRequestReference' as ref from outbound_message_facts
      where channel = $1 and doc_type = 'BOOKING' and doc_id = $2 order by id desc limit 1`,
    [channel, orderId],
  );
  return m?.ref;
}

/** How many requests for the booking were written on `channel`. */
export async function requestsWritten(q: Queryable, channel: string, orderId: number): Promise<number> {
  const [sent] = await q.query<{ n: number }>(
    `select count(*)::int as n from outbound_message_facts where channel = $1 and doc_type = 'BOOKING' and doc_id = $2`,
    [channel, orderId],
  );
  return sent?.n ?? 0;
}
