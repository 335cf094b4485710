import type { Queryable } from '../../db/types';
import type { SiFacts } from './repository';

/**
 * The master bills' statements: master_bills, the house bills a master holds, its submit keys, and the
 * bookings (facts, approved SIs, booked containers) and company name a master is made from.
 */

export interface BookingFacts {
  cgo_id: string;
  company_id: string;
  carrier: string;
  vessel: string;
  voyage: string;
  mbl_no: string;
}

export async function bookingsFacts(q: Queryable, cgoIds: readonly string[]): Promise<BookingFacts[]> {
  return q.query(
    `select cgo_id, company_id, coalesce(carrier, '') as carrier, coalesce(vessel, '') as vessel, coalesce(voyage, '') as voyage, coalesce(mbl_no, '') as mbl_no
       from booking_facts where cgo_id = any($1::text[]) order by array_position($1::text[], cgo_id)`,
    [cgoIds],
  );
}

/** The bookings' approved SIs (the houses of a master) with their live HBL, if any. */
export async function sisOfBookings(
  q: Queryable,
  cgoIds: readonly string[],
): Promise<(SiFacts & { hbl_id: number | null; hbl_no: string | null; hbl_status: number | null })[]> {
  return q.query(
    `select s.id::int, s.company_id, c.name_zh as company_name, s.cgo_id, s.status, s.bl_no, s.record, s.reviewer_date,
            h.id::int as hbl_id, h.hbl_no, h.hbl_status
       from si_facts s join company_directory c on c.id = s.company_id
       left join house_bills h on h.hbl_si_id = s.id and h.hbl_status <> 7
      where s.cgo_id = any($1::text[]) and not s.deleted and s.status = 2 order by s.id`,
    [cgoIds],
  );
}

/** The live masters holding any of these bookings (mbl.consol: a booking's containers on one master). */
export async function mastersHolding(q: Queryable, cgoIds: readonly string[], except = 0): Promise<{ id: number; cgo: string }[]> {
  return q.query(`select m.id::int, x as cgo from master_bills m, unnest(m.mbl_cgo_ids) x where m.mbl_status <> 7 and m.id <> $2 and x = any($1::text[])`, [
    cgoIds,
    except,
  ]);
}

export async function insertMbl(
  tx: Queryable,
  m: {
    companyId: string;
    cgoIds: readonly string[];
    direct: boolean;
    carrier: string;
    vessel: string;
    voyage: string;
    mblNo: string;
    containers: unknown;
    shipper: string;
    consignee: string;
    notify: string;
    by: string;
  },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into master_bills (company_id, mbl_cgo_ids, mbl_direct, mbl_carrier, mbl_vessel, mbl_voyage, mbl_no, mbl_containers, mbl_shipper, mbl_consignee, mbl_notify, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id::int`,
    [m.companyId, m.cgoIds, m.direct, m.carrier, m.vessel, m.voyage, m.mblNo, JSON.stringify(m.containers), m.shipper, m.consignee, m.notify, m.by],
  );
  return row!.id;
}

export async function linkHblsToMbl(tx: Queryable, mblId: number, hblIds: readonly number[]): Promise<void> {
  await tx.query('update house_bills set hbl_mbl_id = $1 where id = any($2::bigint[])', [mblId, hblIds]);
}

export async function unlinkHbls(tx: Queryable, mblId: number): Promise<number[]> {
  const rows = await tx.query<{ hbl_si_id: number }>('update house_bills set hbl_mbl_id = null where hbl_mbl_id = $1 returning hbl_si_id::int', [mblId]);
  return rows.map((r) => r.hbl_si_id);
}

export interface MblDbRow {
  id: number;
  company_id: string;
  mbl_no: string;
  mbl_cgo_ids: string[];
  mbl_direct: boolean;
  mbl_carrier: string;
  mbl_vessel: string;
  mbl_voyage: string;
  mbl_shipper: string;
  mbl_consignee: string;
  mbl_notify: string;
  mbl_freight_term: string;
  mbl_release_type: string;
  mbl_containers: { CNNO: string; SEALNO: string; TYPE: string; PKGS: number; KG: number; CBM: number }[];
  mbl_on_board_date: string | null;
  mbl_issue_date: string | null;
  mbl_status: number;
  mbl_sent: Record<string, unknown> | null;
  mbl_carrier_draft: Record<string, unknown> | null;
  mbl_diff: { Field: string; Ours: string; Carrier: string }[];
  mbl_error: string;
  mbl_external_ref: string;
  mbl_simulated: boolean;
  mbl_void_reason: string;
  version: number;
  houses: number;
}

const MBL_SELECT = `select m.id::int, m.company_id, m.mbl_no, m.mbl_cgo_ids, m.mbl_direct, m.mbl_carrier, m.mbl_vessel, m.mbl_voyage, m.mbl_shipper, m.mbl_consignee,
    m.mbl_notify, m.mbl_freight_term, m.mbl_release_type, m.mbl_containers, to_char(m.mbl_on_board_date, 'YYYY-MM-DD') as mbl_on_board_date,
    to_char(m.mbl_issue_date, 'YYYY-MM-DD') as mbl_issue_date, m.mbl_status, m.mbl_sent, m.mbl_carrier_draft, m.mbl_diff, m.mbl_error, m.mbl_external_ref,
    m.mbl_simulated, m.mbl_void_reason, m.version, (select count(*)::int from house_bills h where h.hbl_mbl_id = m.id and h.hbl_status <> 7) as houses
  from master_bills m`;

export async function mblRow(q: Queryable, id: number, lock = false): Promise<MblDbRow | undefined> {
  const [row] = await q.query<MblDbRow>(`${MBL_SELECT} where m.id = $1${lock ? ' for update of m' : ''}`, [id]);
  return row;
}

/**
 * MBLMake's list and its Excel export (lists.ts): one row per master bill, its live houses counted;
 * "Search" is what the page's search box reads (its number, bookings, vessel: migration 081's column).
 */
export const MBL_LIST_SQL = `select * from (select m.id::int as "Id", m.mbl_no as "MBL_NO", m.mbl_cgo_ids as "MBL_CGO_IDS", m.mbl_direct as "MBL_DIRECT",
    m.mbl_carrier as "MBL_CARRIER", m.mbl_vessel as "MBL_VESSEL", m.mbl_voyage as "MBL_VOYAGE", m.mbl_status::int as "MBL_STATUS",
    (select count(*)::int from house_bills h where h.hbl_mbl_id = m.id and h.hbl_status <> 7) as "Houses", m.version::int as "VERSION",
    m.updated_at as "UpdatedAt",
    m.mbl_search as "Search"
  from master_bills m) t`;

export async function updateMbl(tx: Queryable, id: number, version: number, set: Record<string, unknown>): Promise<number | undefined> {
  const cols = Object.keys(set);
  const assigns = cols.map((c, i) => `${c} = $${i + 3}`);
  const [row] = await tx.query<{ version: number }>(
    `update master_bills set ${[...assigns, 'version = version + 1', 'updated_at = now()'].join(', ')} where id = $1 and version = $2 returning version`,
    [
      id,
      version,
      ...cols.map((c) =>
        set[c] !== null && typeof set[c] === 'object' && !Array.isArray(set[c])
          ? JSON.stringify(set[c])
          : Array.isArray(set[c]) && c !== 'mbl_cgo_ids'
            ? JSON.stringify(set[c])
            : set[c],
      ),
    ],
  );
  return row?.version;
}

export async function houseBillsOfMbl(
  q: Queryable,
  mblId: number,
): Promise<{ id: number; hbl_no: string; hbl_si_id: number; hbl_cgo_id: string; hbl_status: number; record: SiFacts['record'] }[]> {
  return q.query(
    `select h.id::int, h.hbl_no, h.hbl_si_id::int, h.hbl_cgo_id, h.hbl_status, s.record from house_bills h join si_facts s on s.id = h.hbl_si_id
      where h.hbl_mbl_id = $1 and h.hbl_status <> 7 order by h.id`,
    [mblId],
  );
}

export async function claimSubmitKey(
  tx: Queryable,
  mblId: number,
  key: string,
  hash: string,
): Promise<{ fresh: boolean; hash: string; messageId: number | null }> {
  const [ins] = await tx.query<{ request_hash: string }>(
    'insert into master_bill_submit_keys (mbl_id, idempotency_key, request_hash) values ($1, $2, $3) on conflict do nothing returning request_hash',
    [mblId, key, hash],
  );
  if (ins) return { fresh: true, hash, messageId: null };
  const [row] = await tx.query<{ request_hash: string; message_id: number | null }>(
    'select request_hash, message_id::int from master_bill_submit_keys where mbl_id = $1 and idempotency_key = $2',
    [mblId, key],
  );
  return { fresh: false, hash: row!.request_hash, messageId: row!.message_id };
}

export async function keepSubmitMessage(tx: Queryable, mblId: number, key: string, messageId: number): Promise<void> {
  await tx.query('update master_bill_submit_keys set message_id = $3 where mbl_id = $1 and idempotency_key = $2', [mblId, key, messageId]);
}

export async function companyNameEn(q: Queryable, id: string): Promise<string> {
  const [row] = await q.query<{ name: string }>('select name_en as name from company_directory where id = $1', [id]);
  return row?.name ?? '';
}

/** The booked container numbers of these bookings (bookings.containers: [{TYPE, COUNT, CNNOS}]). */
export async function bookedContainers(q: Queryable, cgoIds: readonly string[]): Promise<{ cnno: string; type: string }[]> {
  return q.query(
    `select upper(n) as cnno, c->>'TYPE' as type from booking_facts b, jsonb_array_elements(coalesce(b.containers, '[]'::jsonb)) c,
            jsonb_array_elements_text(coalesce(c->'CNNOS', '[]'::jsonb)) n
      where b.cgo_id = any($1::text[]) and n <> ''`,
    [cgoIds],
  );
}
