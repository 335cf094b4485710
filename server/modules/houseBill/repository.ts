import type { Queryable } from '../../db/types';

/**
 * The house bills' statements: house_bills, house_bill_versions, the number series; the SIs they are
 * made from. `scope`: the company whose rows the reader sees, null for the platform's staff (every
 * company's). The master bills' are in masterBillRepository.ts.
 */

export interface SiFacts {
  id: number;
  company_id: string;
  company_name: string;
  cgo_id: string;
  status: number;
  bl_no: string | null;
  record: Record<string, unknown> & {
    Boxes?: {
      TBX_CNNO: string;
      TBX_SEALNO: string;
      TBX_TYPE: string;
      TBX_NUM: number;
      TBX_WEIGHT: number;
      TBX_VOLUME: number;
      // the goods lines' kinds and counts: the B/L's packages (src/domain/si/packaging.ts)
      TBX_PACKAGE?: string;
      Details?: { TBD_PACKAGE?: string; TBD_NUM?: number }[];
    }[];
  };
  reviewer_date: string | null;
}

export async function siFacts(q: Queryable, siId: number, scope: string | null): Promise<SiFacts | undefined> {
  const [row] = await q.query<SiFacts>(
    `select s.id::int, s.company_id, c.name_zh as company_name, s.cgo_id, s.status, s.bl_no, s.record, s.reviewer_date
       from si_facts s join company_directory c on c.id = s.company_id
      where s.id = $1 and not s.deleted and ($2::bigint is null or s.company_id = $2)`,
    [siId, scope],
  );
  return row;
}

export async function lockSi(tx: Queryable, siId: number): Promise<void> {
  await tx.query('select id from si_facts where id = $1 for update', [siId]);
}

export async function liveHblOfSi(q: Queryable, siId: number): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>('select id::int from house_bills where hbl_si_id = $1 and hbl_status <> 7', [siId]);
  return row?.id;
}

/** The issuer's next number: its prefix, 'H', two-digit year, six digits (≤ 20 characters; never given twice). */
export async function nextHblNo(tx: Queryable, issuerId: string, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const [row] = await tx.query<{ no: string }>(
    `with n as (
       insert into hbl_number_series (company_id, year, last_no) values ($1, $2, 1)
       on conflict (company_id, year) do update set last_no = hbl_number_series.last_no + 1 returning last_no)
     select company_bl_prefix(c.id) || 'H' || lpad(($2 % 100)::text, 2, '0') || lpad(n.last_no::text, 6, '0') as no from n, company_directory c where c.id = $1`,
    [issuerId, year],
  );
  return row!.no;
}

/** An issuer's bill (live or voided) already carries this number: a number is never given twice. */
export async function hblNoTaken(q: Queryable, issuerId: string, no: string): Promise<boolean> {
  const rows = await q.query('select 1 from house_bills where hbl_issuer_id = $1 and hbl_no = $2', [issuerId, no]);
  return rows.length > 0;
}

export interface NewHbl {
  companyId: string;
  issuerId: string;
  no: string;
  siId: number;
  cgoId: string;
  type: string;
  releaseType: string;
  originals: number;
  createdBy: string;
}

export async function insertHbl(tx: Queryable, h: NewHbl): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into house_bills (company_id, hbl_issuer_id, hbl_no, hbl_si_id, hbl_cgo_id, hbl_type, hbl_release_type, hbl_originals, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::int`,
    [h.companyId, h.issuerId, h.no, h.siId, h.cgoId, h.type, h.releaseType, h.originals, h.createdBy],
  );
  return row!.id;
}

export async function setSiPrevNo(tx: Queryable, id: number, prev: string | null): Promise<void> {
  await tx.query('update house_bills set hbl_si_prev_no = $2 where id = $1', [id, prev]);
}

/** One HBL row with its SI's record, status and company, and the booking's voyage. */
export interface HblDbRow {
  id: number;
  company_id: string;
  customer: string;
  /** The company issuing the bill (the forwarder, as carrier): its name signs the print. */
  hbl_issuer_id: string;
  hbl_no: string;
  hbl_si_id: number;
  hbl_cgo_id: string;
  hbl_mbl_id: number | null;
  hbl_type: string;
  hbl_release_type: string;
  hbl_to_order: boolean;
  hbl_also_notify: string;
  hbl_agent: string;
  hbl_pre_carriage: string;
  hbl_freight_term: string;
  hbl_freight_payable_at: string;
  hbl_originals: number;
  hbl_copies: number;
  hbl_receipt_type: string;
  hbl_delivery_type: string;
  hbl_movement: string;
  hbl_clauses: string;
  hbl_place_of_issue: string;
  hbl_issue_date: string | null;
  hbl_on_board_date: string | null;
  hbl_status: number;
  hbl_approved_via: string;
  hbl_approval_note: string;
  hbl_draft_comment: string;
  hbl_originals_out: boolean;
  hbl_amendment: number;
  hbl_issued: Record<string, unknown> | null;
  hbl_prints: number;
  hbl_void_reason: string;
  hbl_si_prev_no: string | null;
  version: number;
  updated_at: string;
  si_status: number;
  si_record: SiFacts['record'];
  vessel: string;
  voyage: string;
  mbl_on_board: string | null;
}

const HBL_SELECT = `select h.id::int, h.company_id, c.name_zh as customer, h.hbl_issuer_id::text, h.hbl_no, h.hbl_si_id::int, h.hbl_cgo_id, h.hbl_mbl_id::int, h.hbl_type, h.hbl_release_type,
    h.hbl_to_order, h.hbl_also_notify, h.hbl_agent, h.hbl_pre_carriage, h.hbl_freight_term, h.hbl_freight_payable_at, h.hbl_originals, h.hbl_copies,
    h.hbl_receipt_type, h.hbl_delivery_type, h.hbl_movement, h.hbl_clauses, h.hbl_place_of_issue, to_char(h.hbl_issue_date, 'YYYY-MM-DD') as hbl_issue_date,
    to_char(h.hbl_on_board_date, 'YYYY-MM-DD') as hbl_on_board_date, h.hbl_status, h.hbl_approved_via, h.hbl_approval_note, h.hbl_draft_comment,
    h.hbl_originals_out, h.hbl_amendment, h.hbl_issued, h.hbl_prints, h.hbl_void_reason, h.hbl_si_prev_no, h.version, h.updated_at,
    s.status as si_status, s.record as si_record, coalesce(b.vessel, '') as vessel, coalesce(b.voyage, '') as voyage,
    to_char(m.mbl_on_board_date, 'YYYY-MM-DD') as mbl_on_board
  from house_bills h join company_directory c on c.id = h.company_id join si_facts s on s.id = h.hbl_si_id
  left join booking_facts b on b.cgo_id = h.hbl_cgo_id left join master_bills m on m.id = h.hbl_mbl_id and m.mbl_status <> 7`;

export async function hblRow(q: Queryable, id: number, scope: string | null, lock = false): Promise<HblDbRow | undefined> {
  const [row] = await q.query<HblDbRow>(`${HBL_SELECT} where h.id = $1 and ($2::bigint is null or h.company_id = $2)${lock ? ' for update of h' : ''}`, [
    id,
    scope,
  ]);
  return row;
}

export async function liveHblRowOfSi(q: Queryable, siId: number, scope: string | null): Promise<HblDbRow | undefined> {
  const [row] = await q.query<HblDbRow>(`${HBL_SELECT} where h.hbl_si_id = $1 and h.hbl_status <> 7 and ($2::bigint is null or h.company_id = $2)`, [
    siId,
    scope,
  ]);
  return row;
}

/** Writes the named columns and moves the version on, only if it is still `version` (else nothing: stale). */
export async function updateHbl(tx: Queryable, id: number, version: number, set: Record<string, unknown>): Promise<number | undefined> {
  const cols = Object.keys(set);
  const assigns = cols.map((c, i) => `${c} = $${i + 3}`);
  const [row] = await tx.query<{ version: number }>(
    `update house_bills set ${[...assigns, 'version = version + 1', 'updated_at = now()'].join(', ')} where id = $1 and version = $2 returning version`,
    [id, version, ...cols.map((c) => set[c])],
  );
  return row?.version;
}

export async function bumpPrints(q: Queryable, id: number): Promise<void> {
  await q.query('update house_bills set hbl_prints = hbl_prints + 1 where id = $1', [id]);
}

export async function keepVersion(tx: Queryable, id: number, amendment: number, bill: unknown): Promise<void> {
  await tx.query('insert into house_bill_versions (hbl_id, amendment, bill) values ($1, $2, $3)', [id, amendment, JSON.stringify(bill)]);
}

export async function versionsOf(q: Queryable, id: number): Promise<{ amendment: number; replaced_at: string }[]> {
  return q.query('select amendment, replaced_at from house_bill_versions where hbl_id = $1 order by amendment', [id]);
}

/** Approved SIs without a live HBL, newest approval first. */
export async function sisToMake(
  q: Queryable,
  search: string,
): Promise<{ id: number; cgo_id: string; bl_no: string; customer: string; consignee: string; vessel: string; voyage: string; reviewer_date: string | null }[]> {
  return q.query(
    `select s.id::int, s.cgo_id, coalesce(s.bl_no, '') as bl_no, c.name_zh as customer, coalesce(s.record->>'TBI_CONSIGNEE', '') as consignee,
            coalesce(b.vessel, '') as vessel, coalesce(b.voyage, '') as voyage, s.reviewer_date
       from si_facts s join company_directory c on c.id = s.company_id left join booking_facts b on b.cgo_id = s.cgo_id
      where s.status = 2 and not s.deleted and not exists (select 1 from house_bills h where h.hbl_si_id = s.id and h.hbl_status <> 7)
        and ($1 = '' or s.cgo_id ilike '%' || $1 || '%' or s.bl_no ilike '%' || $1 || '%' or c.name_zh ilike '%' || $1 || '%' or s.record->>'TBI_CONSIGNEE' ilike '%' || $1 || '%')
      order by s.reviewer_date desc nulls last, s.id desc limit 200`,
    [search],
  );
}

/** The HBL list's base query (defineList runs it): one row per HBL, the reader's scope in $1/$2. */
export const HBL_LIST_SQL = `select * from (select h.id::int as "Id", h.hbl_no as "HBL_NO", h.hbl_si_id::int as "HBL_SI_ID", h.hbl_cgo_id as "HBL_CGO_ID",
    h.hbl_mbl_id::int as "HBL_MBL_ID", h.hbl_type as "HBL_TYPE", h.hbl_release_type as "HBL_RELEASE_TYPE", h.hbl_originals::int as "HBL_ORIGINALS",
    h.hbl_status::int as "HBL_STATUS", h.hbl_amendment::int as "HBL_AMENDMENT", c.name_zh as "Customer",
    coalesce(s.record->>'TBI_CONSIGNOR', '') as "Shipper", coalesce(s.record->>'TBI_CONSIGNEE', '') as "Consignee",
    coalesce(b.vessel, '') as "Vessel", coalesce(b.voyage, '') as "Voyage", to_char(h.hbl_issue_date, 'YYYY-MM-DD') as "HBL_ISSUE_DATE",
    h.version::int as "VERSION", h.updated_at as "UpdatedAt", h.company_id
  from house_bills h join company_directory c on c.id = h.company_id join si_facts s on s.id = h.hbl_si_id left join booking_facts b on b.cgo_id = h.hbl_cgo_id) t`;

/** The LOAD and DEPA facts hbl.issue reads are containerEvents'; its public.ts answers them. */

/** Employees' names by id. */
export async function employeeNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await q.query<{ id: string; name: string }>('select id::text, name from employee_directory where id = any($1::bigint[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}
