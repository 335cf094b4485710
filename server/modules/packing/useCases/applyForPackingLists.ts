import { randomUUID } from 'node:crypto';
import type { PackingApply } from '../../../../src/contract/packing';
import { packingRefusalWords as W } from '../../../../src/contract/packing/words';
import { checkApplication, freeSlots } from '../../../../src/domain/packing/check';
import { cutoffOf, cutoffsByCode, cutoffVerdict } from '../../../../src/domain/packing/cutoff';
import type { Lang } from '../../../../src/domain/packing/messages';
import { containerTypeName } from '../../../../src/domain/si/reference';
import type { Db, Queryable } from '../../../db/types';
import { isUniqueViolation } from '../../../http/duplicates';
import type { Outcome } from '../../../http/outcome';
import type { LiveHub } from '../../../live/hub';
import type { Actor } from '../../../platform/access/grants';
import { noSuch } from '../../../platform/refusal';
import { cutOffsOf } from '../../../platform/spine/cutOffs';
import { inTransaction } from '../../../platform/transaction';
import { pklEvent } from '../events';
import { announced } from '../live';
import { refusedByCheck, said } from '../refusals';
import { insertPkl, seesAll } from '../repository';
import { isActiveProvider, isCustomer, knownCarrier, knownPort } from '../referenceChecksRepository';
import { liveSlots, maxUniversalSlot } from '../bookingFactsRepository';
import { bookingFacts } from '../../booking/public';
import { portZone } from '../../refdata/public';

const typeOf = (t: string) => containerTypeName(t) ?? t.trim().toUpperCase();

/**
 * Applying for packing lists (operations.md §3.2 move 1): on a booking (pkl.slots, pkl.cutoff: the
 * domain's checkApplication) or universal (a booking number of the customer's own); announced once committed.
 */
export async function applyForPackingLists(
  db: Db,
  hub: LiveHub,
  actor: Actor,
  input: PackingApply,
  lang: Lang,
  now = new Date(),
): Promise<Outcome<{ Ids: number[]; PKL_APPLY_BATCH: string }>> {
  if (Boolean(input.CGO_ID) === Boolean(input.Universal)) return said('pkl.booking', W.bookingOrUniversal, '/CGO_ID');
  // only staff apply for another company (a universal packing list for a customer)
  if (input.COMPANYID !== undefined && !seesAll(actor) && String(input.COMPANYID) !== String(actor.companyId))
    return said('pkl.company', W.universalCompany, '/COMPANYID');
  if (input.PKL_TRUCKER_ID !== undefined && !(await isActiveProvider(db, input.PKL_TRUCKER_ID))) return said('pkl.trucker', W.notProvider, '/PKL_TRUCKER_ID');
  try {
    const done = await inTransaction<{ Ids: number[]; PKL_APPLY_BATCH: string }>(db, (tx) =>
      input.CGO_ID ? applyOnBooking(tx, actor, input, input.CGO_ID, lang, now) : applyUniversal(tx, actor, input),
    );
    return await announced(db, hub, done, (v) => v.Ids);
  } catch (e) {
    // two applications for one slot at once: the unique index keeps one (the other is told the slot is taken)
    if (isUniqueViolation(e)) return said('pkl.slots.taken', W.slotTakenNow);
    throw e;
  }
}

async function applyOnBooking(tx: Queryable, actor: Actor, input: PackingApply, cgoId: string, lang: Lang, now: Date) {
  const booking = await bookingFacts(tx, cgoId, seesAll(actor) ? null : actor.companyId, true);
  if (!booking) return noSuch<{ Ids: number[]; PKL_APPLY_BATCH: string }>('booking');
  // staff naming the customer they apply for: the booking must be that customer's
  if (input.COMPANYID !== undefined && String(input.COMPANYID) !== booking.company_id)
    return said<{ Ids: number[]; PKL_APPLY_BATCH: string }>('pkl.company', W.bookingNotOfCompany, '/CGO_ID');
  if (booking.cancelled) return said<{ Ids: number[]; PKL_APPLY_BATCH: string }>('pkl.booking.cancelled', W.bookingCancelled, '/CGO_ID');
  const staff = seesAll(actor);
  const live = await liveSlots(tx, cgoId);
  const cutoffs = cutoffsByCode(await cutOffsOf(tx, cgoId));
  const problems = checkApplication({
    booked: booking.containers,
    live,
    slots: input.Slots,
    cutoffs,
    now: now.toISOString(),
    actor: { staff, reason: input.Reason },
    zone: await portZone(tx, booking.loading_code),
  });
  const refusal = refusedByCheck<{ Ids: number[]; PKL_APPLY_BATCH: string }>(problems, lang);
  if (refusal) return refusal;
  // a staff member applying after the cut-off says why: the override is in the log
  const cut = cutoffOf(cutoffs, ['PCO', 'FCO']);
  const verdict = cutoffVerdict(cut?.at, now.toISOString(), { staff, reason: input.Reason });
  const override = verdict.kind === 'override' ? { Code: cut!.code, At: verdict.at, Reason: input.Reason } : undefined;
  const batch = randomUUID();
  const ids: number[] = [];
  for (const s of input.Slots) {
    const type = typeOf(s.PKL_CNTR_TYPE);
    const booked = booking.containers.filter((c) => typeOf(c.TYPE) === type).reduce((n, c) => n + c.COUNT, 0);
    const taken = live.filter((l) => typeOf(l.PKL_CNTR_TYPE) === type).map((l) => l.PKL_SLOT);
    for (const slot of freeSlots(booked, taken).slice(0, s.Count)) {
      taken.push(slot);
      const id = await insertPkl(tx, {
        companyId: booking.company_id,
        source: 1,
        cgoId,
        bookingNo: booking.mbl_no || cgoId,
        carrier: booking.carrier,
        vessel: booking.vessel,
        voyage: booking.voyage,
        loading: booking.loading_code,
        discharge: booking.discharge_code,
        delivery: booking.delivery_code ?? '',
        type,
        slot,
        truckerId: input.PKL_TRUCKER_ID ?? null,
        batch,
        remarks: input.PKL_REMARKS ?? '',
        createdBy: actor.id,
      });
      await pklEvent(tx, actor, id, 'Applied', {
        Batch: batch,
        CGO_ID: cgoId,
        Type: type,
        Slot: slot,
        ...(override ? { CutoffOverride: override } : {}),
        ...(staff ? { OnBehalfOf: Number(booking.company_id) } : {}),
      });
      ids.push(id);
    }
  }
  return { ok: true as const, value: { Ids: ids, PKL_APPLY_BATCH: batch } };
}

async function applyUniversal(tx: Queryable, actor: Actor, input: PackingApply): Promise<Outcome<{ Ids: number[]; PKL_APPLY_BATCH: string }>> {
  const u = input.Universal!;
  let companyId = String(actor.companyId);
  if (seesAll(actor)) {
    if (!input.COMPANYID || !(await isCustomer(tx, input.COMPANYID))) return said('pkl.company', W.universalCompany, '/COMPANYID');
    companyId = String(input.COMPANYID);
  }
  const carrier = u.PKL_CARRIER.trim().toUpperCase();
  if (!(await knownCarrier(tx, carrier))) return said('pkl.carrier', W.unknownCarrier, '/Universal/PKL_CARRIER');
  for (const f of ['PKL_LOADING_CODE', 'PKL_DISCHARGE_CODE', 'PKL_DELIVERY_CODE'] as const) {
    const code = (u[f] ?? '').trim().toUpperCase();
    if (code && !(await knownPort(tx, code))) return said('pkl.port', W.unknownPort, `/Universal/${f}`);
  }
  for (const [i, s] of input.Slots.entries())
    if (!containerTypeName(s.PKL_CNTR_TYPE)) return said('pkl.type.unknown', W.typeNotBooked(s.PKL_CNTR_TYPE), `/Slots/${i}/PKL_CNTR_TYPE`);
  const batch = randomUUID();
  const ids: number[] = [];
  for (const s of input.Slots) {
    const type = typeOf(s.PKL_CNTR_TYPE);
    const from = await maxUniversalSlot(tx, companyId, u.PKL_BOOKING_NO, type);
    for (let k = 1; k <= s.Count; k++) {
      const id = await insertPkl(tx, {
        companyId,
        source: 2,
        cgoId: null,
        bookingNo: u.PKL_BOOKING_NO.trim(),
        carrier,
        vessel: u.PKL_VESSEL.trim(),
        voyage: u.PKL_VOYAGE.trim(),
        loading: u.PKL_LOADING_CODE.trim().toUpperCase(),
        discharge: u.PKL_DISCHARGE_CODE.trim().toUpperCase(),
        delivery: (u.PKL_DELIVERY_CODE ?? '').trim().toUpperCase(),
        type,
        slot: from + k,
        truckerId: input.PKL_TRUCKER_ID ?? null,
        batch,
        remarks: input.PKL_REMARKS ?? '',
        createdBy: actor.id,
      });
      await pklEvent(tx, actor, id, 'Applied', {
        Batch: batch,
        Universal: u,
        Type: type,
        Slot: from + k,
        ...(seesAll(actor) ? { OnBehalfOf: Number(companyId) } : {}),
      });
      ids.push(id);
    }
  }
  return { ok: true, value: { Ids: ids, PKL_APPLY_BATCH: batch } };
}
