import { docActorWords } from '../../../src/contract/docActor';
import type { PackingEvent, PackingListRecord } from '../../../src/contract/packing';
import { checkPackingList } from '../../../src/domain/packing/check';
import { cutoffOf, cutoffsByCode } from '../../../src/domain/packing/cutoff';
import { PKL_DATA_EDITABLE, type PklStatus } from '../../../src/domain/packing/status';
import { startLinesFromBooking } from '../../../src/domain/packing/startLines';
import { bookedCargoOf } from '../booking/public';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { type DocEvent, docHistory } from '../../platform/spine/docEvents';
import { cutOffsOf } from '../../platform/spine/cutOffs';
import { checkInputOf, dataOf } from './checkInput';
import { PKL_DOC } from './events';
import { notPkl } from './refusals';
import { childIdsOf, linesOf } from './lineRepository';
import { lastChange, readPkl, type StoredPkl } from './repository';
import { movesFor, roleOf } from './roles';

/** A stored packing list as the lists and Get send it (the row's part). */
export function rowOf(p: StoredPkl, cutOff: string | null) {
  return {
    Id: p.id,
    PKL_NO: p.pkl_no,
    PKL_STATUS: p.pkl_status,
    PKL_SOURCE: p.pkl_source,
    PKL_CGO_ID: p.pkl_cgo_id,
    PKL_BOOKING_NO: p.pkl_booking_no,
    PKL_CARRIER: p.pkl_carrier,
    PKL_VESSEL: p.pkl_vessel,
    PKL_VOYAGE: p.pkl_voyage,
    PKL_LOADING_CODE: p.pkl_loading_code,
    PKL_DISCHARGE_CODE: p.pkl_discharge_code,
    PKL_DELIVERY_CODE: p.pkl_delivery_code,
    PKL_CNTR_TYPE: p.pkl_cntr_type,
    PKL_SLOT: p.pkl_slot,
    PKL_CNNO: p.pkl_cnno,
    PKL_SEALNO: p.pkl_sealno,
    PKL_NUM: p.pkl_num,
    PKL_WEIGHT: p.pkl_weight,
    PKL_VOLUME: p.pkl_volume,
    PKL_TRUCKER_ID: p.pkl_trucker_id === null ? null : Number(p.pkl_trucker_id),
    TruckerName: p.trucker_name,
    COMPANYID: Number(p.company_id),
    CompanyName: p.company_name,
    PKL_PARENT_ID: p.pkl_parent_id,
    PKL_APPLY_BATCH: p.pkl_apply_batch,
    PKL_REMARKS: p.pkl_remarks,
    PKL_DECISION_REMARKS: p.pkl_decision_remarks,
    PKL_GATED_IN_AT: p.pkl_gated_in_at,
    CutOff: cutOff,
    VERSION: p.version,
    CreatedAt: p.created_at,
    UpdatedAt: p.updated_at,
  };
}

/** One packing list as its pages read it, and its history. */
export function readService(db: Db) {
  async function get(actor: Actor, id: number, lang: 'zh' | 'en', now = new Date()): Promise<Outcome<PackingListRecord>> {
    const p = await readPkl(db, actor, id);
    if (!p) return notPkl();
    return { ok: true, value: await recordOf(actor, p, lang, now) };
  }

  /** The record of a packing list the actor was found to see; `history` (newest first) when read already names the last change. */
  async function recordOf(actor: Actor, p: StoredPkl, lang: 'zh' | 'en', now: Date, history?: readonly DocEvent[]): Promise<PackingListRecord> {
    const lines = await linesOf(db, p.id);
    const cutOffs = p.pkl_cgo_id ? await cutOffsOf(db, p.pkl_cgo_id) : [];
    const data = dataOf(p, lines);
    // the check as a submission would run it; a packing list past its data (approved, cancelled …) shows only what still holds
    const submitting = PKL_DATA_EDITABLE.includes(p.pkl_status as PklStatus) || p.pkl_status === 4;
    const problems =
      p.pkl_status === 1 || p.pkl_status === 3 || p.pkl_status === 8
        ? []
        : checkPackingList(data, { ...(await checkInputOf(db, p, data, submitting, now)), lang });
    const newest = history?.[0];
    const last = history ? newest && { by: newest.actorName ?? newest.actorKind } : await lastChange(db, p.id);
    return {
      ...rowOf(p, cutoffOf(cutoffsByCode(cutOffs), ['PCO', 'FCO'])?.at ?? null),
      PKL_EMPTY_DEPOT: p.pkl_empty_depot,
      PKL_RETURN_TERMINAL: p.pkl_return_terminal,
      PKL_TERMINAL_CODE: p.pkl_terminal_code,
      PKL_TRUCK_PLATE: p.pkl_truck_plate,
      PKL_DRIVER_NAME: p.pkl_driver_name,
      PKL_DRIVER_PHONE: p.pkl_driver_phone,
      PKL_EIR_NO: p.pkl_eir_no,
      PKL_NON_ISO: p.pkl_non_iso,
      PKL_SEAL_SOURCE: p.pkl_seal_source,
      PKL_TARE_KG: p.pkl_tare_kg,
      PKL_MAX_GROSS_KG: p.pkl_max_gross_kg,
      PKL_SOC: p.pkl_soc,
      PKL_STUFF_PLACE: p.pkl_stuff_place,
      PKL_STUFF_AT: p.pkl_stuff_at,
      Lines: lines,
      StartLines: lines.length || !p.pkl_cgo_id ? [] : startLinesFromBooking(await bookedCargoOf(db, p.pkl_cgo_id), p.pkl_cntr_type),
      ChildIds: await childIdsOf(db, p.id),
      CutOffs: cutOffs.map((c) => ({ Code: c.Code, DateTime: c.DateTime })),
      Problems: problems,
      Moves: movesFor(roleOf(actor, p), p.pkl_status),
      UpdatedBy: last?.by ?? '',
    };
  }

  async function log(actor: Actor, id: number): Promise<Outcome<PackingEvent[]>> {
    const p = await readPkl(db, actor, id);
    if (!p) return notPkl();
    return { ok: true, value: eventsOf(await docHistory(db, PKL_DOC, p.id)) };
  }

  /** A packing list's history as the log sends it, newest first (docHistory's order). */
  function eventsOf(events: readonly DocEvent[]): PackingEvent[] {
    return events.map((e) => ({
      Id: e.id,
      At: e.at,
      Type: e.type,
      Actor: docActorWords(e.actorKind, e.actorId, e.actorName),
      Detail: e.detail,
    }));
  }

  /** Get and Log on one scoped lookup (the audit desk's one call per opened item). */
  async function detail(actor: Actor, id: number, lang: 'zh' | 'en', now = new Date()): Promise<Outcome<{ Record: PackingListRecord; Log: PackingEvent[] }>> {
    const p = await readPkl(db, actor, id);
    if (!p) return notPkl();
    // the history read once: the log, and the record's last change (one query fewer than Get and Log)
    const history = await docHistory(db, PKL_DOC, p.id);
    return { ok: true, value: { Record: await recordOf(actor, p, lang, now, history), Log: eventsOf(history) } };
  }

  return { get, log, detail };
}
