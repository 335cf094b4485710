import type { BookingProblem, BookingWire } from '../../../src/contract/booking/calls';
import { type BookingCheckContext, type CarrierFacts, checkBooking, errorsOf, warningsOf } from '../../../src/domain/booking/check';
import type { BookingLang } from '../../../src/domain/booking/messages';
import { EDITABLE, moveOf } from '../../../src/domain/booking/status';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../../db/types';
import { isSameRequest, type KeyReading } from '../../http/idempotency';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { freezePrice } from './price';
import {
  activeCustomer,
  activePorts,
  appendEvent,
  carrierBookingFacts,
  insertBooked,
  insertDraft,
  keepSubmission,
  lockOrder,
  lockOrderById,
  markSubmitted,
  normaliseWire,
  notFound,
  recentTwin,
  sailingCutOffs,
  sailingExists,
  stale,
  type StoredOrder,
  submissionOfKey,
  writeDraft,
} from './orderRepository';
import { no } from '../../platform/refusal';
import { dayIn } from '../../../src/domain/refdata/localTimes';

/**
 * A customer's side of a booking (commercial.md §6.2–§6.3): drafts saved with a Version, the check
 * as the person types, the submission (idempotent, the price frozen: R6.7), and withdrawing it
 * before release. Staff book for a customer on behalf (the log names them, like SI "PT" making).
 */

/** What the check reads from the database: the places and carriers the wire names, and a picked sailing's cut-offs. */
export async function checkContext(q: Queryable, w: BookingWire, byCustomer: boolean, lang: BookingLang, now = new Date()): Promise<BookingCheckContext> {
  const codes = [w.PolCode, w.PodCode, w.PorCode, w.FndCode, w.ViaCode, w.PayableAtCode].filter((c): c is string => !!c);
  const ports = await activePorts(q, codes);
  const carriers = await carrierBookingFacts(q, w.CarrierCode ?? '');
  const call = w.VesselCallId ? await sailingCutOffs(q, w.VesselCallId) : undefined;
  return {
    today: todayOf(now),
    now: now.toISOString(),
    lang,
    byCustomer,
    places: new Set(ports.map((p) => p.code)),
    // UN/LOCODE function 1: a port (the seeded ports without functions are seaports too)
    seaports: new Set(ports.filter((p) => p.functions.startsWith('1') || p.functions === '--------').map((p) => p.code)),
    carriers: new Map<string, CarrierFacts>(
      carriers.map((c) => [c.code, { onlineBookable: c.online, requiredFields: c.fields, minLeadHoursBeforeDco: c.lead }]),
    ),
    ...(call ? { sailing: { cutOffs: call.cut_offs } } : {}),
  };
}

/** The calendar day in Shanghai (the desk's office) of an instant. */
export const todayOf = (now: Date) => dayIn(undefined, now);

/** The customer a booking is for: the actor's own company, or (staff on behalf) the one named. */
async function customerOf(q: Queryable, actor: Actor, companyId: number | null | undefined): Promise<string | undefined> {
  // a customer books for itself: naming another company is no booking of its own
  if (actor.companyKind !== 'platform') return !companyId || String(companyId) === String(actor.companyId) ? actor.companyId : undefined;
  if (!companyId) return undefined;
  return activeCustomer(q, companyId);
}

export async function saveDraft(
  db: Db,
  actor: Actor,
  input: { Id?: number | null; Version?: number; CompanyId?: number | null; Wire: BookingWire },
): Promise<Outcome<{ Id: number; BookingNo: string; Version: number }>> {
  const wire = normaliseWire(input.Wire);
  // a draft may lack anything, but what it has must be a real day and a real sailing
  if (wire.ExpectedEtd && !isCalendarDate(wire.ExpectedEtd))
    return no('BAD_DATE', `${wire.ExpectedEtd} is no calendar date.`, `${wire.ExpectedEtd} 不是有效日期。`, [
      { Path: '/Wire/ExpectedEtd', Message: 'no such day' },
    ]);
  if (wire.VesselCallId && !(await sailingExists(db, wire.VesselCallId)))
    return no('NO_SAILING', 'No such sailing.', '没有这个航次。', [{ Path: '/Wire/VesselCallId', Message: 'no such sailing' }]);
  return db.transaction(async (tx) => {
    if (input.Id) {
      const o = await lockOrder(tx, actor, input.Id);
      if (!o) return notFound();
      if (o.version !== input.Version) return stale();
      if (!EDITABLE.includes(o.status))
        return no('NOT_EDITABLE', `A booking ${o.status.toLowerCase()} is no longer edited here.`, '该订舱单当前状态不能再修改。');
      await writeDraft(tx, o.id, wire);
      await appendEvent(tx, o.id, actor.id, 'v1.BookingDraftSaved');
      return { ok: true, value: { Id: o.id, BookingNo: o.booking_no, Version: o.version + 1 } };
    }
    const company = await customerOf(tx, actor, input.CompanyId);
    if (!company)
      return no('CUSTOMER_REQUIRED', 'Name the customer company this booking is for.', '请选择订舱的客户公司。', [{ Path: '/CompanyId', Message: 'required' }]);
    const made = await createDraft(tx, actor, company, wire, actor.companyKind === 'platform' ? 'INTERNAL' : 'ONLINE');
    return { ok: true, value: { ...made, Version: 1 } };
  });
}

/**
 * A new draft of `company`, its number given and its first event logged, in the caller's
 * transaction: the one insert of a booking order, for the form's SaveDraft and the Excel upload.
 * A `preview` (an upload's DryRun, written and undone) takes no number: a sequence is not undone
 * with its transaction, so a preview would leave gaps in the booking numbers (issue 32).
 * `entryOrderNo`: the draft is the one the desk made from that entry order (the entry order module's
 * MakeBooking, staff on behalf: INTERNAL); its log says so, the order's number in the remarks.
 */
export async function createDraft(
  tx: Queryable,
  actor: Actor,
  company: string,
  wire: BookingWire,
  source: 'ONLINE' | 'INTERNAL' | 'UPLOAD',
  preview = false,
  entryOrderNo?: string,
): Promise<{ Id: number; BookingNo: string }> {
  const made = await insertDraft(tx, { company, createdBy: actor.id, onBehalfBy: actor.companyKind === 'platform' ? actor.id : null, source, wire, preview });
  if (entryOrderNo) await appendEvent(tx, made.id, actor.id, 'v1.BookingDraftFromEntryOrder', entryOrderNo, { EntryOrderNo: entryOrderNo });
  else
    await appendEvent(
      tx,
      made.id,
      actor.id,
      actor.companyKind === 'platform' ? 'v1.BookingDraftSavedOnBehalf' : 'v1.BookingDraftSaved',
      '',
      source === 'UPLOAD' ? { Source: 'UPLOAD' } : {},
    );
  return { Id: made.id, BookingNo: made.booking_no };
}

/**
 * A booking made from a document the carrier has already booked — a ready-space order at its S/O
 * release (R5.7): created BOOKED for the buyer's company in the caller's transaction, and answered
 * locked, so that `releaseOrder` (release.ts), the one release path, releases it and writes the
 * `bookings` cargo record (CGO_ID).
 */
export async function createBookedOrder(
  tx: Queryable,
  input: {
    companyId: string;
    createdBy: string | null;
    handlerId: string | null;
    wire: BookingWire;
    source: 'READY_SPACE';
    detail: Record<string, unknown>;
    /** The price frozen (R6.7, sell side only): the listing's number as the rate, its totals, and the provider who sold it (BookThirdDetail). */
    price?: { RateNo: string; Totals: string; ValidTo: string; ProviderName: string | null };
  },
): Promise<StoredOrder> {
  const wire = normaliseWire(input.wire);
  const made = await insertBooked(tx, { ...input, wire });
  await appendEvent(tx, made.id, input.handlerId, 'v1.BookingBooked', '', { Source: input.source, ...input.detail });
  return (await lockOrderById(tx, made.id))!;
}

/** The check, for typing feedback: never refuses, changes nothing. */
export async function checkOnly(db: Db, actor: Actor, wire: BookingWire, lang: BookingLang): Promise<BookingProblem[]> {
  const w = normaliseWire(wire);
  return checkBooking(w, await checkContext(db, w, actor.companyKind !== 'platform', lang));
}

export type SubmitAnswer = { Status: 'SUBMITTED'; Version: number; Warnings: BookingProblem[]; Replayed: boolean };

/**
 * Submit (or resubmit a returned booking): the check is the authority, the price is frozen, and one
 * Idempotency-Key makes one submission — a retry answers what the first did (R6.11).
 */
export async function submit(
  db: Db,
  actor: Actor,
  input: { Id: number; Version: number },
  idem: { reading: KeyReading; hash: string },
  lang: BookingLang,
): Promise<Outcome<SubmitAnswer>> {
  if (!idem.reading.ok) return no('IDEMPOTENCY_KEY_INVALID', 'The Idempotency-Key header is malformed.', 'Idempotency-Key 请求头格式不正确。');
  const key = idem.reading.key;
  const remembered = async (q: Queryable, companyId: string) => (key ? submissionOfKey<SubmitAnswer>(q, companyId, key) : undefined);
  const replay = (r: { request_hash: string; answer: SubmitAnswer }): Outcome<SubmitAnswer> =>
    isSameRequest(r.request_hash, idem.hash)
      ? { ok: true, value: { ...r.answer, Replayed: true } }
      : no('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request.', '该幂等键已用于另一个不同的请求。');
  return db.transaction(async (tx): Promise<Outcome<SubmitAnswer>> => {
    const o = await lockOrder(tx, actor, input.Id);
    if (!o) return notFound();
    const before = await remembered(tx, o.company_id);
    if (before) return replay(before);
    if (o.version !== input.Version) return stale();
    const event = o.status === 'RETURNED' ? 'resubmit' : 'submit';
    if (!moveOf(o.status, event, 'customer'))
      return no('WRONG_STATUS', `A booking ${o.status.toLowerCase()} cannot be submitted.`, '该订舱单当前状态不能提交。');
    const problems = checkBooking(o.body, await checkContext(tx, o.body, actor.companyKind !== 'platform', lang));
    const errors = errorsOf(problems);
    if (errors.length)
      return no(
        errors.some((p) => p.Code === 'cutoff.passed') ? 'CUTOFF_PASSED' : 'CHECK_FAILED',
        `The booking check found ${errors.length} problem(s): ${errors
          .slice(0, 3)
          .map((p) => p.Message)
          .join(' ')}`,
        `订舱检查发现 ${errors.length} 个问题：${errors
          .slice(0, 3)
          .map((p) => p.Message)
          .join(' ')}`,
        errors.map((p) => ({ Path: p.Path, Message: p.Message })),
      );
    const price = await freezePrice(tx, actor, o.company_id, normaliseWire(o.body));
    if (!price.ok) return price;
    const warnings = warningsOf(problems);
    // R6.11: the same reference, lane and departure submitted by the company within ten minutes
    const twin = o.body.ShipperRef?.trim() ? await recentTwin(tx, o, o.body.ShipperRef.trim()) : undefined;
    if (twin)
      warnings.push({
        Path: '/ShipperRef',
        Code: 'duplicate.recent',
        Severity: 'warning',
        Message:
          lang === 'zh'
            ? `十分钟内已提交过相同客户参考号、航线和开船日期的订舱（${twin.booking_no}）。`
            : `A booking with the same reference, lane and departure was submitted within ten minutes (${twin.booking_no}).`,
      });
    await markSubmitted(tx, o.id, price.value);
    await appendEvent(tx, o.id, actor.id, event === 'submit' ? 'v1.BookingSubmitted' : 'v1.BookingResubmitted', '', {
      ...(actor.companyKind === 'platform' ? { OnBehalf: actor.name } : {}),
      ...(warnings.length ? { Warnings: warnings.map((w) => w.Code) } : {}),
    });
    const answer: SubmitAnswer = { Status: 'SUBMITTED', Version: o.version + 1, Warnings: warnings, Replayed: false };
    if (key) await keepSubmission(tx, o.company_id, key, idem.hash, o.id, answer);
    return { ok: true, value: answer };
  });
}
