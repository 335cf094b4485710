import { type BookingActor, type BookingEvent, type BookingStatus, moveOf } from '../../../src/domain/booking/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { SI_TOPIC } from '../../live/siChanged';
import { announce, type Told } from '../../live/tell';
import type { Actor } from '../../platform/access/grants';
import { appendEvent, lockOrder, notFound, platformCompanyIds, stale, type StoredOrder, tellCustomer, writeMove } from './orderRepository';
import { no } from '../../platform/refusal';
import { processLog } from '../../platform/processLog';

/**
 * One move of the booking's status table (src/domain/booking/status.ts) by one actor — the desk, the
 * customer or the carrier's receipt — and the live frame that tells open screens.
 */

export type Moved = { Status: BookingStatus; Version: number };

const EVENT_TYPES: Partial<Record<BookingEvent, string>> = {
  accept: 'v1.BookingAccepted',
  return: 'v1.BookingReturned',
  reject: 'v1.BookingRejected',
  send: 'v1.BookingSentToCarrier',
  markBooked: 'v1.BookingBooked',
  decline: 'v1.BookingDeclined',
  cancel: 'v1.BookingCancelled',
  confirmCancel: 'v1.BookingCancelled',
  carrierRejected: 'v1.BookingRejectedByCarrier',
  requireAmend: 'v1.BookingAmendmentRequired',
  answerAmend: 'v1.BookingAmendmentAnswered',
  sail: 'v1.BookingSailed',
  complete: 'v1.BookingCompleted',
};

/** The words the customer is told, by event: [zh, en]. */
const TOLD: Partial<Record<BookingEvent, (no: string, remarks: string) => [string, string]>> = {
  accept: (n) => [`订舱已受理：${n}`, `Booking accepted: ${n}`],
  return: (n, r) => [`订舱被退回修改：${n}（${r}）`, `Booking returned for an update: ${n} (${r})`],
  reject: (n, r) => [`订舱被拒绝：${n}（${r}）`, `Booking rejected: ${n} (${r})`],
  carrierRejected: (n, r) => [`船公司拒绝订舱：${n}（${r}）`, `The carrier rejected booking ${n} (${r})`],
  decline: (n, r) => [`舱位被取消（甩柜）：${n}（${r}）`, `Space withdrawn: ${n} (${r})`],
  confirmCancel: (n) => [`订舱取消已确认：${n}`, `Booking cancellation confirmed: ${n}`],
  requireAmend: (n, r) => [`订舱部需要您补充修改：${n}（${r}）`, `The booking desk needs a change from you: ${n} (${r})`],
  sail: (n) => [`已开船：${n}`, `Sailed: ${n}`],
};

/** A live frame to the booking's company and the platform's staff: lists and details showing it refetch. */
export async function publishBooking(db: Queryable, hub: LiveHub, o: { id: number; company_id: string }, status: string): Promise<void> {
  try {
    for (const companyId of new Set([o.company_id, ...(await platformCompanyIds(db))]))
      await hub.publish({ scope: 'company', companyId }, { type: 'booking', Id: o.id, Status: status });
  } catch (err) {
    processLog.warn({ error: (err as Error).message }, 'live: a booking change could not be published');
  }
}

/**
 * One move of the table by one actor, in `tx`: the status, the remarks, the event, the message to
 * the customer. `o` is locked by the caller.
 */
export async function applyMove(
  tx: Queryable,
  o: StoredOrder,
  event: BookingEvent,
  by: BookingActor,
  actorId: string | null,
  remarks: string,
  simulated = false,
  /** false: the caller tells the customer in its own words (a ready-space cancellation names its order and fee) */
  tell = true,
): Promise<Outcome<{ moved: Moved; told: Told[] }>> {
  const move = moveOf(o.status, event, by);
  if (!move) return no('WRONG_STATUS', `A booking ${o.status.toLowerCase()} cannot take this step.`, '该订舱单当前状态不能进行此操作。');
  if (move.remarks && by !== 'carrier' && !remarks.trim())
    return no('REMARKS_REQUIRED', 'Say why: the customer reads it.', '请填写原因：客户会看到。', [{ Path: '/Remarks', Message: 'required' }]);
  await writeMove(tx, o.id, move.to, remarks.trim(), by === 'desk' ? actorId : null);
  await appendEvent(tx, o.id, actorId, EVENT_TYPES[event] ?? `v1.Booking.${event}`, remarks.trim(), {}, simulated);
  const told: Told[] = [];
  const words = tell ? TOLD[event]?.(o.booking_no, remarks.trim()) : undefined;
  if (words) told.push(...(await tellCustomer(tx, o, words[0], words[1])));
  return { ok: true, value: { moved: { Status: move.to, Version: o.version + 1 }, told } };
}

/** Unwraps the moved value for the wire. */
export const movedValue = <T extends { moved: Moved }>(o: Outcome<T>): Outcome<Moved> => (o.ok ? { ok: true, value: o.value.moved } : o);

/** What a change to a booking leaves to do once it has committed. */
export interface AfterCommit {
  /** Messages written in the transaction, pushed live after it. */
  told: Told[];
  /** The cargo record (CGO_ID) was written or changed: the SI module's kept booking lists go. */
  cgo?: boolean;
  /** The booking's status now (the live frame names it); by default the status it had. */
  status?: string;
}

/**
 * A person's change to one booking: locked, the Version they read checked (STALE), the step run in
 * the transaction; after the commit its messages, the SI lists' cache and the live frame.
 */
export async function changeBooking<T extends AfterCommit>(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  input: { Id: number; Version: number },
  step: (tx: Queryable, o: StoredOrder) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  const done = await db.transaction(async (tx) => {
    const o = await lockOrder(tx, actor, input.Id);
    if (!o) return { outcome: notFound<T>(), o };
    if (o.version !== input.Version) return { outcome: stale<T>(), o };
    return { outcome: await step(tx, o), o };
  });
  if (done.outcome.ok && done.o) {
    await announce(hub, done.outcome.value.told);
    if (done.outcome.value.cgo) await hub.forget({ topics: [SI_TOPIC] });
    await publishBooking(db, hub, done.o, done.outcome.value.status ?? done.o.status);
  }
  return done.outcome;
}
