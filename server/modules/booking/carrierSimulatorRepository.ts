import type { ReleaseFacts } from '../../../src/contract/booking/calls';
import type { Queryable } from '../../db/types';

/** The local carrier simulator's own SQL (carrierSimulator.ts is the carrier): what it received, in `sim_carrier_requests`, and the receipts it scripted. */

/** One receipt the simulated carrier will send, in its request's script. */
export interface ScriptItem {
  Seq: number;
  Code: 'RECEIVED' | 'CONFIRMED' | 'PARTIALLY_CONFIRMED' | 'REJECTED' | 'AMENDED' | 'DECLINED';
  Text: string;
  Reason?: string;
  Facts?: ReleaseFacts;
  DueAt: string;
  Sent: number;
}

type ScriptRow = { idempotency_key: string; booking_request_ref: string; script: ScriptItem[] };

/** The carrier's latest confirmed request for the booking (any of its requests' references, `BK…-R2`), with its script. */
export async function latestConfirmed(q: Queryable, bookingNo: string): Promise<Omit<ScriptRow, 'booking_request_ref'> | undefined> {
  const [row] = await q.query<{ idempotency_key: string; script: ScriptItem[] }>(
    `select idempotency_key, script from sim_carrier_requests
      where regexp_replace(booking_request_ref, '-R\\d+$', '') = $1 and decision in ('CONFIRMED', 'PARTIALLY_CONFIRMED') order by received_at desc limit 1`,
    [bookingNo],
  );
  return row;
}

export async function writeScript(q: Queryable, idempotencyKey: string, script: ScriptItem[]): Promise<void> {
  await q.query('update sim_carrier_requests set script = $2 where idempotency_key = $1', [idempotencyKey, JSON.stringify(script)]);
}

/** A request received again (same idempotency key): counted, its reference answered; undefined when it is new to the carrier. */
export async function receivedAgain(q: Queryable, idempotencyKey: string): Promise<string | undefined> {
  const [again] = await q.query<{ ref: string }>(
    'update sim_carrier_requests set times_received = times_received + 1 where idempotency_key = $1 returning booking_request_ref as ref',
    [idempotencyKey],
  );
  return again?.ref;
}

/** A new request kept with its decision and scripted receipts (one arriving at the same moment counts as received again). */
export async function keepRequest(
  q: Queryable,
  r: { idempotencyKey: string; ref: string; carrierCode: string; payload: string; decision: string; carrierBookingNo: string | null; script: ScriptItem[] },
): Promise<void> {
  await q.query(
    `insert into sim_carrier_requests (idempotency_key, booking_request_ref, carrier_code, payload, decision, carrier_booking_no, script)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict (idempotency_key) do update set times_received = sim_carrier_requests.times_received + 1`,
    [r.idempotencyKey, r.ref, r.carrierCode, r.payload, r.decision, r.carrierBookingNo, JSON.stringify(r.script)],
  );
}

/** The requests with a receipt due by `now` and not yet acknowledged. */
export async function requestsWithDueReceipts(q: Queryable, now: Date): Promise<ScriptRow[]> {
  return q.query<ScriptRow>(
    `select idempotency_key, booking_request_ref, script from sim_carrier_requests
          where exists (select 1 from jsonb_array_elements(script) s where (s ->> 'Sent')::int = 0 and (s ->> 'DueAt')::timestamptz <= $1::timestamptz)`,
    [now.toISOString()],
  );
}

/** The requests by reference, locked for the acknowledgement. */
export async function lockRequests(tx: Queryable, refs: string[]): Promise<ScriptRow[]> {
  return tx.query<ScriptRow>(
    'select idempotency_key, booking_request_ref, script from sim_carrier_requests where booking_request_ref = any($1::text[]) for update',
    [refs],
  );
}

/** The script with its acknowledged receipts marked sent, and how many are. */
export async function writeAcknowledged(tx: Queryable, idempotencyKey: string, script: ScriptItem[]): Promise<void> {
  await tx.query('update sim_carrier_requests set script = $2, sent_seq = $3 where idempotency_key = $1', [
    idempotencyKey,
    JSON.stringify(script),
    script.filter((s) => s.Sent).length,
  ]);
}
