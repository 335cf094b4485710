import { randomUUID } from 'node:crypto';
import type { PackingApply, PackingAssignTrucker, PackingDecideApplication } from '../../../src/contract/packing';
import { packingRefusalWords as W } from '../../../src/contract/packing/words';
import { checkApplication, freeSlots } from '../../../src/domain/packing/check';
import { cutoffOf, cutoffsByCode, cutoffVerdict } from '../../../src/domain/packing/cutoff';
import type { Lang } from '../../../src/domain/packing/messages';
import { formatPklNo } from '../../../src/domain/packing/number';
import { PKL_STATUS, pklMove } from '../../../src/domain/packing/status';
import { containerTypeName } from '../../../src/domain/si/reference';
import type { Db, Queryable } from '../../db/types';
import { isUniqueViolation } from '../../http/duplicates';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { noSuch } from '../../platform/refusal';
import { cutOffsOf } from '../../platform/spine/cutOffs';
import { inTransaction } from '../../platform/transaction';
import { pklEvent } from './events';
import { announced, publishPackingChanged } from './live';
import { refusedByCheck, notPkl, said, wrongState } from './refusals';
import {
  insertPkl,
  isActiveProvider,
  isCustomer,
  knownCarrier,
  knownPort,
  liveSlots,
  lockBooking,
  lockPkls,
  maxUniversalSlot,
  nextPklSeq,
  seesAll,
  setStatus,
  setTrucker,
} from './repository';
import { canAssignTrucker } from './roles';
import { portZone } from '../refdata/public';

/** A mainland mobile number (operations.md §3.1 PKL_DRIVER_PHONE). */
export const MOBILE = /^1[3-9]\d{9}$/;
const typeOf = (t: string) => containerTypeName(t) ?? t.trim().toUpperCase();

/**
 * Applying for packing lists, deciding the applications and naming the trucker (operations.md
 * §3.2 moves 1 → 2 / 3): the rules are the domain's (checkApplication: pkl.slots, pkl.cutoff), the
 * moves PKL_MOVES'; each change appends its event in the same transaction, and is announced live once
 * committed (live.ts).
 */
export function applyService(db: Db, hub: LiveHub) {
  async function apply(actor: Actor, input: PackingApply, lang: Lang, now = new Date()): Promise<Outcome<{ Ids: number[]; PKL_APPLY_BATCH: string }>> {
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
    const booking = await lockBooking(tx, actor, cgoId);
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

  type Decided = { Decided: { Id: number; PKL_NO: string | null; PKL_STATUS: number }[] };
  /** Opens (numbers) or rejects applications: all of them, or none when one may not be decided. */
  async function decide(actor: Actor, input: PackingDecideApplication, now = new Date()): Promise<Outcome<Decided>> {
    const remarks = input.Remarks?.trim() ?? '';
    if (!input.Open && !remarks) return said('pkl.remarks', W.remarksRequired, '/Remarks');
    const done = await inTransaction<Decided>(db, async (tx) => {
      const rows = await lockPkls(tx, actor, input.Ids);
      if (rows.length !== input.Ids.length) return notPkl();
      const event = input.Open ? 'open' : 'reject';
      for (const p of rows) if (!pklMove(p.pkl_status, event, 'operator')) return wrongState(p, event);
      const decided: Decided['Decided'] = [];
      for (const p of rows) {
        if (input.Open) {
          const no = formatPklNo(now, await nextPklSeq(tx));
          await setStatus(tx, p.id, PKL_STATUS.OPENED, {
            pklNo: no,
            decisionRemarks: remarks,
            depot: input.PKL_EMPTY_DEPOT,
            returnTerminal: input.PKL_RETURN_TERMINAL,
            terminalCode: input.PKL_TERMINAL_CODE,
            eirNo: input.PKL_EIR_NO,
          });
          await pklEvent(tx, actor, p.id, 'Opened', { PKL_NO: no, ...(remarks ? { Remarks: remarks } : {}) });
          decided.push({ Id: p.id, PKL_NO: no, PKL_STATUS: PKL_STATUS.OPENED });
        } else {
          await setStatus(tx, p.id, PKL_STATUS.REJECTED, { decisionRemarks: remarks });
          await pklEvent(tx, actor, p.id, 'Rejected', { Remarks: remarks });
          decided.push({ Id: p.id, PKL_NO: null, PKL_STATUS: PKL_STATUS.REJECTED });
        }
      }
      return { ok: true, value: { Decided: decided } };
    });
    return announced(db, hub, done, (v) => v.Decided.map((d) => d.Id));
  }

  /** Names the trucker of packing lists (a provider company; its employees then see and fill them). */
  async function assignTrucker(actor: Actor, input: PackingAssignTrucker): Promise<Outcome<{ Ids: number[] }>> {
    if (input.PKL_DRIVER_PHONE && !MOBILE.test(input.PKL_DRIVER_PHONE)) return said('pkl.driverPhone', W.driverPhone, '/PKL_DRIVER_PHONE');
    if (!(await isActiveProvider(db, input.PKL_TRUCKER_ID))) return said('pkl.trucker', W.notProvider, '/PKL_TRUCKER_ID');
    // the trucker a list is taken from hears of that change too: its list drops the row
    const former = new Map<number, string>();
    const done = await inTransaction<{ Ids: number[] }>(db, async (tx) => {
      const rows = await lockPkls(tx, actor, input.Ids);
      if (rows.length !== input.Ids.length) return notPkl();
      for (const p of rows) if (!canAssignTrucker(p.pkl_status)) return wrongState(p, 'assignTrucker');
      for (const p of rows) {
        if (p.pkl_trucker_id && p.pkl_trucker_id !== String(input.PKL_TRUCKER_ID)) former.set(p.id, p.pkl_trucker_id);
        await setTrucker(tx, p.id, input.PKL_TRUCKER_ID, input.PKL_TRUCK_PLATE, input.PKL_DRIVER_NAME, input.PKL_DRIVER_PHONE);
        await pklEvent(tx, actor, p.id, 'TruckerAssigned', {
          TruckerId: input.PKL_TRUCKER_ID,
          Before: p.pkl_trucker_id ? Number(p.pkl_trucker_id) : null,
          ...(input.PKL_TRUCK_PLATE ? { Plate: input.PKL_TRUCK_PLATE } : {}),
          ...(input.PKL_DRIVER_NAME ? { Driver: input.PKL_DRIVER_NAME } : {}),
        });
      }
      return { ok: true, value: { Ids: rows.map((p) => p.id) } };
    });
    if (done.ok) await publishPackingChanged(db, hub, done.value.Ids, former);
    return done;
  }

  return { apply, decide, assignTrucker };
}
