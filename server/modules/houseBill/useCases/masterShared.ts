import type { Mbl } from '../../../../src/contract/houseBill/calls';
import { billActionWords as ACT, billRefusalWords as R, mblStatusWords } from '../../../../src/contract/houseBill/words';
import { type BoxTotals, consolidation, fillWords } from '../../../../src/domain/houseBill/rules';
import { type MblEvent, mblMove } from '../../../../src/domain/houseBill/status';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { missing } from '../../../platform/refusal';
import { type DocActor, recordDocEvent } from '../../../platform/spine/docEvents';
import { inTransaction } from '../../../platform/transaction';
import { linkSiToMaster } from '../../si/public';
import type { CarrierSiPayload } from '../carrierSimulator';
import { houseBillsOfMbl, type MblDbRow, mblRow, sisOfBookings, updateMbl } from '../masterBillRepository';
import { siPart } from '../view';
import { say } from './shared';

/**
 * What the master bill's use cases share (operations.md §10.2–§10.3): the refusals, the bill as the
 * screen reads it (with mbl.consol per container), one move of its state table, and the SIs of its
 * houses pointing at it.
 */
export const MBL_DOC = 'masterBill';
export type Done = { Id: number; MBL_STATUS: number; VERSION: number };

export const noMbl = <T>() => missing<T>(R.noMbl.en, R.noMbl.zh);
export const staleMbl = <T>() => say<T>('STALE', R.stale);
/** MBL_STATE: the move named is not one the master's state takes. */
export const mblState = <T>(status: number, ev: MblEvent) =>
  say<T>('MBL_STATE', {
    zh: fillWords(R.mblState, { state: mblStatusWords[status]!.zh, action: ACT[ev].zh }).zh,
    en: fillWords(R.mblState, { state: mblStatusWords[status]!.en, action: ACT[ev].en }).en,
  });

export const mblEvent = (tx: Queryable, id: number, actor: DocActor, type: string, detail: Record<string, unknown> = {}) =>
  recordDocEvent(tx, { docType: MBL_DOC, docId: id, actor, type, detail });

/** The houses' figures per container: each approved SI of the master's bookings, box by box. */
export async function houseTotals(q: Queryable, m: Pick<MblDbRow, 'mbl_cgo_ids'>): Promise<BoxTotals[]> {
  const sis = await sisOfBookings(q, m.mbl_cgo_ids);
  return sis.flatMap((s) => siPart(s.record).Containers.map((c) => ({ CNNO: c.CNNO, PKGS: c.PKGS, KG: c.KG, CBM: c.CBM })));
}

/** What we send the carrier (and match its draft against). */
export const ours = (m: MblDbRow): CarrierSiPayload => ({
  messageRef: `MBL${m.id}V${m.version}`,
  carrier: m.mbl_carrier,
  MBL_NO: m.mbl_no,
  Shipper: m.mbl_shipper,
  Consignee: m.mbl_consignee,
  Notify: m.mbl_notify,
  Vessel: m.mbl_vessel,
  Voyage: m.mbl_voyage,
  Containers: m.mbl_containers,
});

export async function masterView(q: Queryable, m: MblDbRow): Promise<Mbl> {
  const { rows, problems } = consolidation(await houseTotals(q, m), m.mbl_containers);
  const houses = await houseBillsOfMbl(q, m.id);
  return {
    Id: m.id,
    MBL_NO: m.mbl_no,
    MBL_CGO_IDS: m.mbl_cgo_ids,
    MBL_DIRECT: m.mbl_direct,
    MBL_CARRIER: m.mbl_carrier,
    MBL_VESSEL: m.mbl_vessel,
    MBL_VOYAGE: m.mbl_voyage,
    MBL_STATUS: m.mbl_status,
    Houses: m.houses,
    VERSION: m.version,
    MBL_SHIPPER: m.mbl_shipper,
    MBL_CONSIGNEE: m.mbl_consignee,
    MBL_NOTIFY: m.mbl_notify,
    MBL_FREIGHT_TERM: m.mbl_freight_term,
    MBL_RELEASE_TYPE: m.mbl_release_type,
    MBL_ON_BOARD_DATE: m.mbl_on_board_date,
    MBL_ISSUE_DATE: m.mbl_issue_date,
    MBL_ERROR: m.mbl_error,
    MBL_EXTERNAL_REF: m.mbl_external_ref,
    MBL_SIMULATED: m.mbl_simulated,
    MBL_VOID_REASON: m.mbl_void_reason,
    Containers: m.mbl_containers,
    HouseBills: houses.map((h) => ({ Id: h.id, HBL_NO: h.hbl_no, SiId: h.hbl_si_id, CGO_ID: h.hbl_cgo_id, HBL_STATUS: h.hbl_status })),
    Consolidation: rows,
    Problems: problems.map((p) => ({ Code: p.Code, Words: p.Words })),
    CarrierDraft: m.mbl_carrier_draft,
    Differences: m.mbl_diff,
  };
}

/** One move of the table in a transaction: locked, VERSION checked (STALE), the move allowed (MBL_STATE), then `work`. */
export function moveMaster(
  db: Db,
  id: number,
  version: number,
  ev: MblEvent,
  work: (tx: Queryable, m: MblDbRow, to: number) => Promise<Outcome<Done>>,
): Promise<Outcome<Done>> {
  return inTransaction(db, async (tx) => {
    const m = await mblRow(tx, id, true);
    if (!m) return noMbl();
    if (m.version !== version) return staleMbl();
    const to = mblMove(m.mbl_status, ev);
    if (to === undefined) return mblState(m.mbl_status, ev);
    return work(tx, m, to);
  });
}

/** The master's row written over (its VERSION checked), answered with its state and new VERSION. */
export const writeMaster = async (tx: Queryable, m: MblDbRow, set: Record<string, unknown>): Promise<Outcome<Done>> => {
  const v = await updateMbl(tx, m.id, m.version, set);
  return v === undefined ? staleMbl() : { ok: true, value: { Id: m.id, MBL_STATUS: Number(set.mbl_status ?? m.mbl_status), VERSION: v } };
};

/** The SIs of the master's houses point at it (TMM_MCGO_ID = its first booking, TMM_MMBL_NO = its number), or at nothing. */
export async function linkSis(tx: Queryable, m: Pick<MblDbRow, 'id' | 'mbl_cgo_ids' | 'mbl_no'>, actor: Actor, unlink = false) {
  for (const h of await houseBillsOfMbl(tx, m.id))
    await linkSiToMaster(tx, h.hbl_si_id, unlink ? null : { cgoId: m.mbl_cgo_ids[0]!, mblNo: m.mbl_no }, actor.id);
}
