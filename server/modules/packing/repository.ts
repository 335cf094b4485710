import { PKL_LIVE } from '../../../src/domain/packing/status';
import type { Queryable } from '../../db/types';
import { docHistory } from '../../platform/spine/docEvents';
import type { Actor } from '../../platform/access/grants';

/**
 * The packing lists' SQL (operations.md §3.1, migration 057): the rows an actor may see — the owner
 * company's, the assigned trucker's (PKL_TRUCKER_ID), every one for platform staff — read and
 * locked for a change, written, numbered. Columns are the wire's names in lower case. Beside it:
 * lineRepository.ts (the lines), dataRepository.ts (the stuffed data), bookingFactsRepository.ts
 * (what a list reads of its booking and containers), referenceChecksRepository.ts (companies, codes).
 */

export const seesAll = (actor: Actor) => actor.companyKind === 'platform';
/** The statuses of a live packing list (PKL_LIVE), as a statement parameter. */
export const LIVE = [...PKL_LIVE];

/** One stored packing list as the services read it (numbers as numbers, instants as ISO). */
export interface StoredPkl {
  id: number;
  company_id: string;
  company_name: string;
  pkl_no: string | null;
  pkl_source: number;
  pkl_cgo_id: string | null;
  pkl_booking_no: string;
  pkl_carrier: string;
  pkl_vessel: string;
  pkl_voyage: string;
  pkl_loading_code: string;
  pkl_discharge_code: string;
  pkl_delivery_code: string;
  pkl_cntr_type: string;
  pkl_slot: number;
  pkl_empty_depot: string;
  pkl_return_terminal: string;
  pkl_terminal_code: string;
  pkl_trucker_id: string | null;
  trucker_name: string;
  pkl_truck_plate: string;
  pkl_driver_name: string;
  pkl_driver_phone: string;
  pkl_eir_no: string;
  pkl_cnno: string;
  pkl_non_iso: boolean;
  pkl_sealno: string;
  pkl_seal_source: string;
  pkl_tare_kg: number | null;
  pkl_max_gross_kg: number | null;
  pkl_soc: boolean;
  pkl_stuff_place: string;
  pkl_stuff_at: string | null;
  pkl_num: number;
  pkl_weight: number;
  pkl_volume: number;
  pkl_parent_id: number | null;
  pkl_apply_batch: string;
  pkl_status: number;
  pkl_remarks: string;
  pkl_decision_remarks: string;
  pkl_gated_in_at: string | null;
  version: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface StoredLine {
  PKD_SEQ: number;
  PKD_CNGOODS: string;
  PKD_GOODS: string;
  PKD_HSCODE: string;
  PKD_MARKS: string;
  PKD_PACKAGE: string;
  PKD_NUM: number;
  PKD_WEIGHT: number;
  PKD_NET_WEIGHT: number | null;
  PKD_VOLUME: number;
  PKD_UNNO: string;
  PKD_IMO_CLASS: string;
}

/** A timestamp as ISO text (null stays null). */
export const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
/** A number column as a number (null stays null). */
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function stored(r: Record<string, unknown>): StoredPkl {
  return {
    ...(r as unknown as StoredPkl),
    id: Number(r.id),
    company_id: String(r.company_id),
    pkl_trucker_id: r.pkl_trucker_id === null ? null : String(r.pkl_trucker_id),
    pkl_source: Number(r.pkl_source),
    pkl_slot: Number(r.pkl_slot),
    pkl_tare_kg: numOrNull(r.pkl_tare_kg),
    pkl_max_gross_kg: numOrNull(r.pkl_max_gross_kg),
    pkl_stuff_at: iso(r.pkl_stuff_at),
    pkl_num: Number(r.pkl_num),
    pkl_weight: Number(r.pkl_weight),
    pkl_volume: Number(r.pkl_volume),
    pkl_parent_id: numOrNull(r.pkl_parent_id),
    pkl_status: Number(r.pkl_status),
    pkl_gated_in_at: iso(r.pkl_gated_in_at),
    version: Number(r.version),
    created_by: r.created_by === null ? null : String(r.created_by),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
  };
}

const SELECT = `select p.*, c.name_zh as company_name, coalesce(t.name_zh, '') as trucker_name
  from packing_lists p join company_directory c on c.id = p.company_id left join company_directory t on t.id = p.pkl_trucker_id`;
/** What an actor sees: every one (staff), its company's, or those assigned to its company as the trucker. */
const VISIBLE = '($2::boolean or p.company_id = $3 or p.pkl_trucker_id = $3)';
/** The visibility parameters ($2, $3 of VISIBLE) of an actor. */
export const scope = (actor: Actor) => [seesAll(actor), actor.companyId];

/** One packing list the actor may see; `lock`: held for this transaction's change. */
export async function readPkl(q: Queryable, actor: Actor, id: number, lock = false): Promise<StoredPkl | undefined> {
  // FOR UPDATE cannot lock the nullable side of an outer join: only the packing list's row is locked
  const [r] = await q.query(`${SELECT} where p.id = $1 and ${VISIBLE}${lock ? ' for update of p' : ''}`, [id, ...scope(actor)]);
  return r ? stored(r) : undefined;
}

/** Several, all visible, locked in id order (two deciders never deadlock); missing ones are left out. */
export async function lockPkls(q: Queryable, actor: Actor, ids: readonly number[]): Promise<StoredPkl[]> {
  const rows = await q.query(`${SELECT} where p.id = any($1::bigint[]) and ${VISIBLE} order by p.id for update of p`, [ids, ...scope(actor)]);
  return rows.map(stored);
}

export interface NewPkl {
  companyId: string;
  source: 1 | 2;
  cgoId: string | null;
  bookingNo: string;
  carrier: string;
  vessel: string;
  voyage: string;
  loading: string;
  discharge: string;
  delivery: string;
  type: string;
  slot: number;
  truckerId: number | null;
  batch: string;
  remarks: string;
  createdBy: string;
  status?: number;
  parentId?: number;
  pklNo?: string;
  copyFrom?: StoredPkl;
}

export async function insertPkl(q: Queryable, p: NewPkl): Promise<number> {
  const c = p.copyFrom;
  const [r] = await q.query<{ id: string }>(
    `insert into packing_lists (company_id, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_vessel, pkl_voyage, pkl_loading_code,
        pkl_discharge_code, pkl_delivery_code, pkl_cntr_type, pkl_slot, pkl_trucker_id, pkl_apply_batch, pkl_remarks, created_by, pkl_status,
        pkl_parent_id, pkl_no, pkl_empty_depot, pkl_return_terminal, pkl_terminal_code, pkl_truck_plate, pkl_driver_name, pkl_driver_phone,
        pkl_eir_no, pkl_seal_source, pkl_soc, pkl_max_gross_kg)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29)
     returning id`,
    [
      p.companyId,
      p.source,
      p.cgoId,
      p.bookingNo,
      p.carrier,
      p.vessel,
      p.voyage,
      p.loading,
      p.discharge,
      p.delivery,
      p.type,
      p.slot,
      p.truckerId,
      p.batch,
      p.remarks,
      p.createdBy,
      p.status ?? 1,
      p.parentId ?? null,
      p.pklNo ?? null,
      c?.pkl_empty_depot ?? '',
      c?.pkl_return_terminal ?? '',
      c?.pkl_terminal_code ?? '',
      c?.pkl_truck_plate ?? '',
      c?.pkl_driver_name ?? '',
      c?.pkl_driver_phone ?? '',
      c?.pkl_eir_no ?? '',
      c?.pkl_seal_source ?? 'CAR',
      c?.pkl_soc ?? false,
      c?.pkl_max_gross_kg ?? null,
    ],
  );
  return Number(r!.id);
}

/** The next packing-list number's sequence part. */
export async function nextPklSeq(q: Queryable): Promise<number> {
  const [r] = await q.query<{ n: string }>("select nextval('packing_list_no_seq') as n");
  return Number(r!.n);
}

/** A state move (and what goes with it), the version counted up. */
export async function setStatus(
  q: Queryable,
  id: number,
  status: number,
  also: { pklNo?: string; decisionRemarks?: string; depot?: string; returnTerminal?: string; terminalCode?: string; eirNo?: string } = {},
): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update packing_lists set pkl_status = $2, pkl_no = coalesce($3, pkl_no), pkl_decision_remarks = coalesce($4, pkl_decision_remarks),
        pkl_empty_depot = coalesce($5, pkl_empty_depot), pkl_return_terminal = coalesce($6, pkl_return_terminal),
        pkl_terminal_code = coalesce($7, pkl_terminal_code), pkl_eir_no = coalesce($8, pkl_eir_no),
        version = version + 1, updated_at = now()
      where id = $1 returning version`,
    [
      id,
      status,
      also.pklNo ?? null,
      also.decisionRemarks ?? null,
      also.depot ?? null,
      also.returnTerminal ?? null,
      also.terminalCode ?? null,
      also.eirNo ?? null,
    ],
  );
  return Number(r!.version);
}

export async function setTrucker(q: Queryable, id: number, truckerId: number, plate?: string, driver?: string, phone?: string): Promise<void> {
  await q.query(
    `update packing_lists set pkl_trucker_id = $2, pkl_truck_plate = coalesce($3, pkl_truck_plate), pkl_driver_name = coalesce($4, pkl_driver_name),
        pkl_driver_phone = coalesce($5, pkl_driver_phone), version = version + 1, updated_at = now()
      where id = $1`,
    [id, truckerId, plate ?? null, driver ?? null, phone ?? null],
  );
}

/** Who changed a packing list last and when (its newest event): what a stale save is told. */
export async function lastChange(q: Queryable, id: number): Promise<{ by: string; at: string } | undefined> {
  const [r] = await docHistory(q, 'packingList', id, 1);
  return r ? { by: r.actorName ?? r.actorKind, at: r.at } : undefined;
}

/** §4.2's effect of an acknowledged unpack (e-packing's call): the packing list is opened again (its data kept, its gate-in cleared). */
export async function reopenPackingList(tx: Queryable, pklId: number): Promise<void> {
  await tx.query('update packing_lists set pkl_status = 2, pkl_gated_in_at = null, version = version + 1, updated_at = now() where id = $1', [pklId]);
}
