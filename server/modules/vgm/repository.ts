import type { VgmVersion } from '../../../src/contract/vgm/calls';
import type { DeclaredFigures } from '../../../src/domain/vgm/unchanged';
import { vgmDeviation } from '../../../src/domain/vgm/check';
import { lastMessageOf, receiptsOfRefs, requeueMessage } from '../../channels/outbox';
import { shareCompanyOf } from '../../platform/spine/shareRepository';
import type { Queryable } from '../../db/types';

/**
 * The VGM module's SQL (operations.md §6): the booking and its containers, the packing list behind
 * each box (read here by booking + container number, or by the declaration's packing list), the
 * declarations and their versions, and the idempotency keys of `Declare`.
 */

export interface BookingRow {
  cgo_id: string;
  company_id: string;
  mbl_no: string;
  carrier: string;
  vessel: string;
  voyage: string;
  zone: string;
  containers: { TYPE: string; COUNT: number; CNNOS?: string[] }[];
}

/** The booking, when the reader may see it: its own company's, or any for the platform's staff (`companyId` null). */
export async function bookingFor(q: Queryable, cgoId: string, companyId: string | null, lock = false): Promise<BookingRow | undefined> {
  const [row] = await q.query<BookingRow>(
    `select b.cgo_id, b.company_id::text, b.mbl_no, b.carrier, b.vessel, b.voyage, b.containers,
            coalesce((select nullif(p.time_zone, '') from port_directory p where p.code = b.loading_code), 'Asia/Shanghai') as zone
       from booking_facts b
      where b.cgo_id = $1 and ($2::bigint is null or b.company_id = $2::bigint)${lock ? ' for update of b' : ''}`,
    [cgoId, companyId],
  );
  return row;
}

/** A live packing list's figures for one container: what the VGM rules read. */
export interface PackingFacts {
  id: number;
  type: string;
  grossKg: number;
  tareKg: number | null;
  maxGrossKg: number | null;
  stuffAt: string | null;
}

/** The live packing lists (not rejected nor cancelled) of a booking, by container number. */
export async function packingListsOf(q: Queryable, cgoId: string): Promise<Map<string, PackingFacts>> {
  const rows = await q.query<{
    id: number;
    cnno: string;
    type: string;
    gross: string;
    tare: number | null;
    max: number | null;
    stuff_at: Date | string | null;
  }>(
    `select p.id::int, p.pkl_cnno as cnno, p.pkl_cntr_type as type, p.pkl_tare_kg as tare, p.pkl_max_gross_kg as max, p.pkl_stuff_at as stuff_at,
            coalesce((select sum(l.pkd_weight) from packing_list_line_facts l where l.pkl_id = p.id), 0)::text as gross
       from packing_list_facts p
      where p.pkl_cgo_id = $1 and p.pkl_cnno <> '' and p.pkl_status not in (3, 8)
      order by p.id`,
    [cgoId],
  );
  return new Map(
    rows.map((r) => [
      r.cnno,
      {
        id: r.id,
        type: r.type,
        grossKg: Number(r.gross),
        tareKg: r.tare,
        maxGrossKg: r.max,
        stuffAt: r.stuff_at === null ? null : new Date(r.stuff_at).toISOString(),
      },
    ]),
  );
}

type Raw = {
  id: number;
  vgm_cnno: string;
  vgm_version: number;
  vgm_kg: number;
  vgm_method: number;
  vgm_cargo_kg: number | null;
  vgm_tare_kg: number | null;
  vgm_weighed_at: Date | string;
  vgm_weighing_party: string;
  vgm_cert_no: string;
  vgm_responsible_party: string;
  vgm_signatory: string;
  vgm_signed_at: Date | string | null;
  vgm_channel: string;
  vgm_status: number;
  vgm_external_ref: string;
  vgm_error: string;
  vgm_late_reason: string;
  vgm_measured_kg: number | null;
  vgm_measured_by: string;
  vgm_measured_at: Date | string | null;
  vgm_terminal_status: number | null;
  vgm_terminal_ref: string;
  vgm_terminal_error: string;
  simulated: boolean;
  updated_at: Date | string;
  vgm_cgo_id: string;
  company_id: string;
  vgm_pkl_id: number | null;
};

const COLUMNS = `d.id::int, d.vgm_cnno, d.vgm_version, d.vgm_kg, d.vgm_method, d.vgm_cargo_kg, d.vgm_tare_kg, d.vgm_weighed_at, d.vgm_weighing_party,
  d.vgm_cert_no, d.vgm_responsible_party, d.vgm_signatory, d.vgm_signed_at, d.vgm_channel, d.vgm_status, d.vgm_external_ref, d.vgm_error,
  d.vgm_late_reason, d.vgm_measured_kg, d.vgm_measured_by, d.vgm_measured_at, d.vgm_terminal_status, d.vgm_terminal_ref, d.vgm_terminal_error, d.updated_at, d.vgm_cgo_id, d.company_id::text, d.vgm_pkl_id::int,
  exists (select 1 from outbound_message_facts m where m.doc_type = 'vgm' and m.doc_id = d.id and m.simulated) as simulated`;

/** vgm.tolerance against the terminal's weight, when one came: both values and whether it is beyond. */
const deviationOf = (declared: number, measured: number | null): VgmVersion['Deviation'] => {
  if (measured === null) return null;
  const d = vgmDeviation(declared, measured);
  return { Kg: d.deviation, LimitKg: Math.round(d.limit), Beyond: d.exception !== undefined };
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export interface StoredVgm extends VgmVersion {
  cgoId: string;
  companyId: string;
  pklId: number | null;
}

const versionOf = (r: Raw): StoredVgm => ({
  Id: r.id,
  CNNO: r.vgm_cnno,
  VGM_VERSION: r.vgm_version,
  VGM_KG: r.vgm_kg,
  VGM_METHOD: r.vgm_method,
  VGM_CARGO_KG: r.vgm_cargo_kg,
  VGM_TARE_KG: r.vgm_tare_kg,
  VGM_WEIGHED_AT: iso(r.vgm_weighed_at)!,
  VGM_WEIGHING_PARTY: r.vgm_weighing_party,
  VGM_CERT_NO: r.vgm_cert_no,
  VGM_RESPONSIBLE_PARTY: r.vgm_responsible_party,
  VGM_SIGNATORY: r.vgm_signatory,
  VGM_SIGNED_AT: iso(r.vgm_signed_at),
  VGM_CHANNEL: r.vgm_channel,
  VGM_STATUS: r.vgm_status,
  VGM_EXTERNAL_REF: r.vgm_external_ref,
  VGM_ERROR: r.vgm_error,
  VGM_LATE_REASON: r.vgm_late_reason,
  VGM_MEASURED_KG: r.vgm_measured_kg,
  VGM_MEASURED_BY: r.vgm_measured_by,
  VGM_MEASURED_AT: iso(r.vgm_measured_at),
  Deviation: deviationOf(r.vgm_kg, r.vgm_measured_kg),
  TerminalStatus: r.vgm_terminal_status,
  TerminalRef: r.vgm_terminal_ref,
  TerminalError: r.vgm_terminal_error,
  Simulated: r.simulated,
  UpdatedAt: iso(r.updated_at)!,
  cgoId: r.vgm_cgo_id,
  companyId: r.company_id,
  pklId: r.vgm_pkl_id,
});

/** Every version of a booking's declarations (of one container when `cnno` says), newest first per container. */
export async function versionsOf(q: Queryable, cgoId: string, cnno?: string): Promise<StoredVgm[]> {
  const rows = await q.query<Raw>(
    `select ${COLUMNS} from vgm_declarations d where d.vgm_cgo_id = $1 and ($2::text is null or d.vgm_cnno = $2) order by d.vgm_cnno, d.vgm_version desc`,
    [cgoId, cnno ?? null],
  );
  return rows.map(versionOf);
}

/** The declarations by id, locked, when the reader may see them (`companyId` null: staff). */
export async function lockVersions(q: Queryable, ids: number[], companyId: string | null): Promise<StoredVgm[]> {
  const rows = await q.query<Raw>(
    `select ${COLUMNS} from vgm_declarations d where d.id = any($1::bigint[]) and ($2::bigint is null or d.company_id = $2::bigint) order by d.id for update of d`,
    [ids, companyId],
  );
  return rows.map(versionOf);
}

/** A version to write: the box's declared figures (src/domain/vgm/unchanged.ts) and where they belong. */
export interface NewVersion extends DeclaredFigures {
  companyId: string;
  cgoId: string;
  pklId: number | null;
  cnno: string;
  version: number;
  signedAt: string | null;
  declaration: string;
  channel: 'WORKBENCH' | 'SHARE' | 'STAFF';
  status: number;
  lateReason: string;
  createdBy: string | null;
  shareId: number | null;
}

const VALUES = (v: NewVersion) => [
  v.pklId,
  v.kg,
  v.method,
  v.cargoKg,
  v.tareKg,
  v.weighedAt,
  v.weighingParty,
  v.certNo,
  v.responsibleParty,
  v.signatory,
  v.signedAt,
  v.declaration,
  v.channel,
  v.status,
  v.lateReason,
  v.createdBy,
  v.shareId,
];

export async function insertVersion(tx: Queryable, v: NewVersion): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into vgm_declarations (vgm_pkl_id, vgm_kg, vgm_method, vgm_cargo_kg, vgm_tare_kg, vgm_weighed_at, vgm_weighing_party, vgm_cert_no,
       vgm_responsible_party, vgm_signatory, vgm_signed_at, vgm_declaration, vgm_channel, vgm_status, vgm_late_reason, created_by, share_id,
       company_id, vgm_cgo_id, vgm_cnno, vgm_version)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) returning id::int`,
    [...VALUES(v), v.companyId, v.cgoId, v.cnno, v.version],
  );
  return row!.id;
}

/** A draft's figures replaced (only a draft is ever written over: `vgm.immutable`). */
export async function rewriteDraft(tx: Queryable, id: number, v: NewVersion): Promise<void> {
  await tx.query(
    `update vgm_declarations set vgm_pkl_id = $1, vgm_kg = $2, vgm_method = $3, vgm_cargo_kg = $4, vgm_tare_kg = $5, vgm_weighed_at = $6,
       vgm_weighing_party = $7, vgm_cert_no = $8, vgm_responsible_party = $9, vgm_signatory = $10, vgm_signed_at = $11, vgm_declaration = $12,
       vgm_channel = $13, vgm_status = $14, vgm_late_reason = $15, created_by = $16, share_id = $17, updated_at = now()
     where id = $18 and vgm_status = 1`,
    [...VALUES(v), id],
  );
}

/** Moves a declaration from one state to another; false when it was no longer in `from` (nothing written). */
export async function moveStatus(tx: Queryable, id: number, from: number, to: number, set: { error?: string; externalRef?: string } = {}): Promise<boolean> {
  const rows = await tx.query(
    `update vgm_declarations set vgm_status = $3, vgm_error = coalesce($4, vgm_error), vgm_external_ref = coalesce($5, vgm_external_ref), updated_at = now()
      where id = $1 and vgm_status = $2 returning id`,
    [id, from, to, set.error ?? null, set.externalRef ?? null],
  );
  return rows.length > 0;
}

/** The booking's VGM cut-off, as the booking's cut-offs say it. */
export async function lockBooking(tx: Queryable, cgoId: string): Promise<void> {
  await tx.query('select 1 from booking_facts where cgo_id = $1 for update', [cgoId]);
}

/** Claims a key for one declaration; false when it was used already (the first one's commit is awaited). */
export async function claimKey(tx: Queryable, scope: string, key: string, hash: string): Promise<boolean> {
  const rows = await tx.query('insert into vgm_declare_keys (scope, idempotency_key, request_hash) values ($1, $2, $3) on conflict do nothing returning 1', [
    scope,
    key,
    hash,
  ]);
  return rows.length > 0;
}

export async function keyAnswer<A>(tx: Queryable, scope: string, key: string): Promise<{ request_hash: string; answer: A | null } | undefined> {
  const [row] = await tx.query<{ request_hash: string; answer: A | null }>(
    'select request_hash, answer from vgm_declare_keys where scope = $1 and idempotency_key = $2',
    [scope, key],
  );
  return row;
}

export async function keepAnswer(tx: Queryable, scope: string, key: string, answer: unknown): Promise<void> {
  await tx.query('update vgm_declare_keys set answer = $3 where scope = $1 and idempotency_key = $2', [scope, key, JSON.stringify(answer)]);
}

/** A share link of the VGM of a booking the reader may see (for revoking): its company. */
export async function vgmShareCompany(q: Queryable, id: number, companyId: string | null): Promise<string | undefined> {
  const owner = await shareCompanyOf(q, id, 'vgm');
  return owner === undefined || (companyId !== null && String(owner) !== String(companyId)) ? undefined : String(owner);
}

/** The carrier's and the terminal's receipts of the booking's declarations (any version), in the order they came. */
export const receiptsOf = (q: Queryable, channels: string[], refs: string[]) => receiptsOfRefs(q, channels, refs);

/** The outbox message of a declaration, when it was sent. */
export const messageOf = (q: Queryable, channel: string, vgmId: number): Promise<{ id: number; status: string } | undefined> =>
  lastMessageOf(q, channel, 'vgm', vgmId);

/** A message that finally failed, queued again under its own key (the carrier dedupes on it if it had kept it). */
export async function requeue(tx: Queryable, id: number): Promise<void> {
  await requeueMessage(tx, id, true);
}

/** The terminal's side of a version moved (null: never sent to it); false when it was no longer in `from`. */
export async function moveTerminal(tx: Queryable, id: number, from: number | null, to: number, set: { error?: string; ref?: string } = {}): Promise<boolean> {
  const rows = await tx.query(
    `update vgm_declarations set vgm_terminal_status = $3, vgm_terminal_error = coalesce($4, vgm_terminal_error), vgm_terminal_ref = coalesce($5, vgm_terminal_ref),
            updated_at = now()
      where id = $1 and vgm_terminal_status is not distinct from $2 returning id`,
    [id, from, to, set.error ?? null, set.ref ?? null],
  );
  return rows.length > 0;
}

/** The terminal's weighbridge reading, kept on the version it names. */
export async function keepMeasured(tx: Queryable, id: number, kg: number, by: string, at: string): Promise<void> {
  await tx.query('update vgm_declarations set vgm_measured_kg = $2, vgm_measured_by = $3, vgm_measured_at = $4, updated_at = now() where id = $1', [
    id,
    kg,
    by,
    at,
  ]);
}

/** A container's live packing list's seal (the terminal checks it), '' when none. */
export async function sealOf(q: Queryable, cgoId: string, cnno: string): Promise<string> {
  const [row] = await q.query<{ seal: string }>(
    `select pkl_sealno as seal from packing_list_facts where pkl_cgo_id = $1 and pkl_cnno = $2 and pkl_status not in (3, 8) order by id desc limit 1`,
    [cgoId, cnno],
  );
  return row?.seal ?? '';
}

/** The latest versions of containers (any booking) the reader may see: the packing lists' VGM column. */
export async function latestOfContainers(q: Queryable, pairs: { cgoId: string; cnno: string }[]): Promise<StoredVgm[]> {
  if (!pairs.length) return [];
  const rows = await q.query<Raw>(
    `select distinct on (d.vgm_cgo_id, d.vgm_cnno) ${COLUMNS} from vgm_declarations d
      join unnest($1::text[], $2::text[]) as k(cgo, cnno) on d.vgm_cgo_id = k.cgo and d.vgm_cnno = k.cnno
      order by d.vgm_cgo_id, d.vgm_cnno, d.vgm_version desc`,
    [pairs.map((p) => p.cgoId), pairs.map((p) => p.cnno)],
  );
  return rows.map(versionOf);
}
