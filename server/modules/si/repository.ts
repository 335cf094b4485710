import type { SiBookingFacts, SiCreated, SiRecord, SiRecordDraft, SiSourceData, SiUsedContainer } from '../../../src/contract/si';
import type { BookingWire } from '../../../src/contract/booking/calls';
import { SI_STATUS } from '../../../src/domain/si/status';
import { siListProjection } from '../../../src/domain/si/listProjection';
import { boxSummary, formatSiNo } from '../../../src/domain/si/summary';
import { containerTypeName } from '../../../src/domain/si/reference';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { packageCodes, portCodes } from '../refdata/public';

/** SQL only: the SI records, their bookings, events and numbers. Rules and transactions are the services'. */

/** Platform staff see every company's SIs and bookings; anyone else their own company's. */
export const seesAll = (actor: Actor) => actor.companyKind === 'platform';

export async function bookingFor(db: Queryable, actor: Actor, cgoId: string, companyId?: string): Promise<SiSourceData | undefined> {
  const [b] = await db.query<Record<string, unknown>>(
    `select b.*, c.name_zh as company_name from booking_facts b join company_directory c on c.id = b.company_id
     where b.cgo_id = $1 and ($2::boolean or b.company_id = $3)`,
    [cgoId, seesAll(actor) && !companyId, companyId ?? actor.companyId],
  );
  if (!b) return undefined;
  const date = (d: unknown) => (d ? new Date(d as string).toISOString().slice(0, 10) : '');
  return {
    CGO_ID: b.cgo_id as string,
    MBL_NO: b.mbl_no as string,
    CompanyId: Number(b.company_id),
    CompanyName: b.company_name as string,
    CARRIER: b.carrier as string,
    VESSEL: b.vessel as string,
    VOYAGE: b.voyage as string,
    RECEIPT_PLACE: b.receipt_place as string,
    RECEIPT_CODE: b.receipt_code as string,
    LOADING_PLACE: b.loading_place as string,
    LOADING_CODE: b.loading_code as string,
    DISCHARGE_PLACE: b.discharge_place as string,
    DISCHARGE_CODE: b.discharge_code as string,
    DELIVERY_PLACE: b.delivery_place as string,
    DELIVERY_CODE: b.delivery_code as string,
    SAILINGDATE: date(b.sailing_date),
    DEADLINE: date(b.deadline),
    Containers: b.containers as SiSourceData['Containers'],
  };
}

/**
 * The cargo facts of the booking order that made this cargo record (its release wrote the CGO_ID):
 * what the SI's drafts start from (issue 32). Undefined when no booking order made it.
 */
export async function bookingOrderFacts(db: Queryable, cgoId: string): Promise<SiBookingFacts | undefined> {
  const [o] = await db.query<{ booking_no: string; body: BookingWire }>(
    'select booking_no, body from booking_order_facts where cgo_id = $1 order by released_at desc nulls last, id desc limit 1',
    [cgoId],
  );
  if (!o) return undefined;
  const w = o.body;
  const party = (p: BookingWire['Shipper']) => (p ? { Name: p.Name ?? '', Address: p.Address ?? '', Email: p.Email ?? '' } : undefined);
  const perUnit: Record<string, number> = {};
  for (const e of w.Equipment ?? []) if (e.GrossKgPerUnit) perUnit[e.ContainerClass] = e.GrossKgPerUnit;
  const facts: SiBookingFacts = {
    BookingNo: o.booking_no,
    Shipper: party(w.Shipper),
    Consignee: party(w.Consignee),
    Notify: party(w.Notify),
    Commodity: w.Commodity,
    HsCode: w.HsCode,
    Packages: w.Packages,
    PackageKind: w.PackageKind,
    GrossKg: w.GrossKg,
    Cbm: w.Cbm,
    ShipperRef: w.ShipperRef,
    BlRelease: w.BlRelease,
    FreightTerm: w.FreightTerm,
    GrossKgPerUnit: perUnit,
  };
  // absent, not undefined: the answer's serialiser and the browser's draft log keep only what is said
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined && v !== null)) as SiBookingFacts;
}

export interface SiRow {
  id: string;
  company_id: string;
  cgo_id: string;
  no: string;
  status: number;
  sitype: number;
  sources: number;
  deleted: boolean;
  created_by: string | null;
  reviewer_id: string | null;
  reviewer_date: Date | null;
  record: SiRecord;
  company_code: string;
  /** Grows by one on every change of the row (see migration 014): what a decision is bound to. */
  version: number;
  /** The SI's own B/L number from its company's series (TBI_SIMBL_NO). */
  bl_no: string | null;
}

/** The columns of an SiRow (not the lists' projection: a record's reader has the record). */
const SI_ROW = `s.id, s.company_id, s.cgo_id, s.no, s.status, s.sitype, s.sources, s.deleted, s.created_by, s.reviewer_id, s.reviewer_date, s.record, s.version, s.bl_no, c.code as company_code`;

export async function siFor(db: Queryable, actor: Actor, id: number): Promise<SiRow | undefined> {
  const [row] = await db.query<SiRow>(
    `select ${SI_ROW} from si_records s join company_directory c on c.id = s.company_id
     where s.id = $1 and not s.deleted and ($2::boolean or s.company_id = $3)`,
    [id, seesAll(actor), actor.companyId],
  );
  return row;
}

/**
 * The record as stored and answered: the row's authoritative fields over the submitted ones.
 * Object.assign, not a spread with fields after it: V8 makes that a dozen times slower (about 30 µs
 * a record, a tenth of GetTDBillLadingInfoList for 50 SIs). The same own fields either way (a
 * `__proto__` key never reaches a stored record: the JSON parser refuses it).
 */
export function presentSi(row: SiRow): SiRecord {
  return Object.assign({}, row.record, {
    Id: Number(row.id),
    TBI_NO: Number(row.no),
    TBI_COMPANYCODE: row.company_code,
    TBI_CGO_ID: row.cgo_id,
    TBI_SITYPE: row.sitype as 1 | 2,
    TBI_STATUS: row.status,
    TBI_SOURCES: row.sources,
    TBI_CREATE_ID: row.created_by ? Number(row.created_by) : undefined,
    TBI_REVIEWER_ID: row.reviewer_id ? Number(row.reviewer_id) : null,
    TBI_REVIEWER_DATE: row.reviewer_date ? new Date(row.reviewer_date).toISOString() : null,
    TBI_DELETED: row.deleted,
    // the server's number: what a customer sends in TBI_SIMBL_NO is not printed
    TBI_SIMBL_NO: row.bl_no ?? row.record.TBI_SIMBL_NO ?? '',
  });
}

/** Box types stored by their common names; server-owned fields dropped from what is kept. */
export function normalized(record: SiRecord | SiRecordDraft): SiRecord {
  const {
    Id: _id,
    Version: _v,
    TBI_COMPANYCODE: _cc,
    TBI_NO: _no,
    TBI_STATUS: _s,
    TBI_SOURCES: _src,
    TBI_CREATE_ID: _c,
    TBI_REVIEWER_ID: _r,
    TBI_REVIEWER_DATE: _rd,
    TBI_DELETED: _d,
    ...rest
  } = record as SiRecord & { Version?: number };
  return {
    ...rest,
    Boxes: (record.Boxes ?? []).map((b) => ({ ...b, TBX_TYPE: containerTypeName(b.TBX_TYPE) ?? b.TBX_TYPE, TBX_CNNO: b.TBX_CNNO.trim().toUpperCase() })),
    Masters: record.Masters ?? [],
  } as SiRecord;
}

export async function appendEvent(db: Queryable, siId: string, actorId: string, type: string, detail: Record<string, unknown> = {}): Promise<void> {
  await db.query('insert into si_events (si_id, actor_id, type, detail) values ($1, $2, $3, $4)', [siId, actorId, type, JSON.stringify(detail)]);
}

/**
 * Who makes an SI: the employee it belongs to (`created_by`: sees it as theirs, hears of its
 * review) and the employee who acted (the events' actor). They differ when staff enter an SI on
 * behalf of a customer's employee (PTAddTDBillLadingInfoList).
 */
export interface SiMaker {
  actorId: string;
  ownerId: string;
  onBehalfOf?: { EmployeeId: number; Name: string };
}

/**
 * The company's next B/L number, e.g. HZTX26000001 (prefix, two-digit year, six-digit sequence).
 * The prefix is the company's own, no other company's (migration 021: taken on its first number),
 * so numbers are unique across the platform, not only per company.
 * Must run in the transaction that stores the SI: the counter row stays locked until it commits
 * (concurrent submissions of one company wait), and a rollback gives the number back (no gaps).
 */
export async function nextBlNumber(tx: Queryable, companyId: string): Promise<string> {
  // the prefix first: a company's first number waits for no counter row while it takes one
  const [own] = await tx.query<{ prefix: string }>('select company_bl_prefix($1) as prefix', [companyId]);
  const [row] = await tx.query<{ bl_no: string }>(
    `with next as (
       insert into bl_number_series as s (company_id, year, last_no) values ($1, extract(year from now())::int, 1)
       on conflict (company_id, year) do update set last_no = s.last_no + 1
       returning year, last_no)
     select $2 || lpad((next.year % 100)::text, 2, '0') || lpad(next.last_no::text, 6, '0') as bl_no from next`,
    [companyId, own!.prefix],
  );
  return row!.bl_no;
}

/**
 * The columns the lists read beside the record (migration 023), all computed from it by one
 * function (siListProjection): every statement that writes a record writes these with it. Its
 * status, updated_at and deleted mark are the row's own columns, set by each write; its deadline
 * is the booking's, kept by the database (023's triggers).
 */
const PROJECTED = 'mbl_no, box_summary, consignor_line, consignee_line, packages, weight, volume';
const projectedParams = (first: number) => Array.from({ length: 7 }, (_, i) => `$${first + i}`).join(', ');
function projectedValues(record: SiRecord): unknown[] {
  const p = siListProjection(record);
  return [p.mblNo, p.boxSummary, p.consignorLine, p.consigneeLine, p.packages, p.weight, p.volume];
}

/** Writes one new SI (with its own B/L number, or the demo's `givenBlNo`) and its first events; answers its id. */
export async function insertSi(
  db: Queryable,
  by: SiMaker,
  companyId: string,
  cgoId: string,
  record: SiRecordDraft,
  via: string,
  givenBlNo?: string,
): Promise<string> {
  const r = normalized(record);
  const blNo = givenBlNo ?? (await nextBlNumber(db, companyId));
  const stored = { ...r, TBI_SIMBL_NO: blNo };
  const [row] = await db.query<{ id: string; no: string }>(
    `insert into si_records (company_id, cgo_id, sitype, created_by, record, bl_no, ${PROJECTED}) values ($1, $2, $3, $4, $5, $6, ${projectedParams(7)}) returning id, no`,
    [companyId, cgoId, r.TBI_SITYPE === 2 ? 2 : 1, by.ownerId, JSON.stringify(stored), blNo, ...projectedValues(stored)],
  );
  const onBehalf = by.onBehalfOf ? { onBehalfOf: by.onBehalfOf } : {};
  await appendEvent(db, row!.id, by.actorId, 'v1.SiCreated', { no: Number(row!.no), via, boxes: boxSummary(r.Boxes), ...onBehalf });
  await appendEvent(db, row!.id, by.actorId, 'v1.SiSubmitted', { status: 1, ...onBehalf });
  for (const [i, b] of r.Boxes.entries()) {
    if (b.TBX_NON_ISO) await appendEvent(db, row!.id, by.actorId, 'v1.NonIsoEquipmentDeclared', { box: i, container: b.TBX_CNNO });
  }
  return row!.id;
}

/**
 * Holds the booking's row until the transaction ends, so submissions and edits of one booking's
 * SIs run one after another: each sees the containers the one before it used.
 */
export async function lockBooking(tx: Queryable, cgoId: string): Promise<void> {
  await tx.query('select cgo_id from booking_facts where cgo_id = $1 for update', [cgoId]);
}

/** The containers on the booking's live SIs (not deleted, not cancelled), but for `exceptSiId`. */
export async function usedContainers(db: Queryable, cgoId: string, exceptSiId?: string): Promise<SiUsedContainer[]> {
  const rows = await db.query<{ id: string; no: string; cnno: string | null; type: string | null }>(
    `select s.id, s.no, b->>'TBX_CNNO' as cnno, b->>'TBX_TYPE' as type
     from si_records s cross join lateral jsonb_array_elements(case when jsonb_typeof(s.record->'Boxes') = 'array' then s.record->'Boxes' else '[]'::jsonb end) b
     where s.cgo_id = $1 and not s.deleted and s.status <> $2 and s.id <> $3
     order by s.id`,
    [cgoId, SI_STATUS.CANCELLED, exceptSiId ?? 0],
  );
  return rows.map((r) => ({ CNNO: r.cnno ?? '', TYPE: r.type ?? '', SiId: Number(r.id), SiNo: formatSiNo(r.no) }));
}

/** The known port (UN/LOCODE) and package codes, from the seeded reference tables. */
export async function referenceCodes(db: Queryable): Promise<{ ports: Set<string>; packages: Set<string> }> {
  const ports = await portCodes(db);
  const packages = await packageCodes(db);
  return { ports, packages: new Set(packages.map((p) => p.toUpperCase())) };
}

/** The SIs a submission made, with their numbers as people read them (the page after submitting lists them). */
export const createdSis = async (db: Queryable, ids: readonly number[]): Promise<SiCreated[]> =>
  (await db.query<{ id: string; no: string }>('select id, no from si_records where id = any($1::bigint[]) order by id', [ids])).map((r) => ({
    Id: Number(r.id),
    TBI_NO: formatSiNo(r.no),
  }));

/** A remembered submission (its Idempotency-Key): the SIs it made and the hash of its request. */
export interface RememberedSubmission {
  si_ids: number[];
  request_hash: string | null;
}

export async function rememberedSubmission(db: Queryable, companyId: number, key: string): Promise<RememberedSubmission | undefined> {
  const [row] = await db.query<RememberedSubmission>('select si_ids, request_hash from si_submissions where company_id = $1 and idempotency_key = $2', [
    companyId,
    key,
  ]);
  return row;
}

export async function rememberSubmission(tx: Queryable, companyId: number, key: string, ids: readonly number[], hash: string): Promise<void> {
  await tx.query('insert into si_submissions (company_id, idempotency_key, si_ids, request_hash) values ($1, $2, $3, $4)', [
    companyId,
    key,
    JSON.stringify(ids),
    hash,
  ]);
}

/**
 * The live SIs of a booking, as the actor may see them, in one statement; undefined when the
 * actor may not see the booking (or there is none). GetTDBillLadingInfoList answers whole records.
 */
export async function sisOfBooking(db: Queryable, actor: Actor, cgoId: string): Promise<SiRow[] | undefined> {
  const all = seesAll(actor);
  const rows = await db.query<SiRow | { id: null }>(
    `select ${SI_ROW} from booking_facts b
       left join si_records s on s.cgo_id = b.cgo_id and not s.deleted ${all ? '' : 'and s.company_id = $2'}
       left join company_directory c on c.id = s.company_id
     where b.cgo_id = $1 ${all ? '' : 'and b.company_id = $2'} order by s.id`,
    all ? [cgoId] : [cgoId, actor.companyId],
  );
  if (!rows.length) return undefined;
  return rows.filter((r): r is SiRow => r.id !== null);
}

/** The SI's status and content now, its row locked until the transaction ends (an edit against a decision). */
export async function lockedRecord(tx: Queryable, siId: string): Promise<{ status: number; record: SiRecord } | undefined> {
  const [row] = await tx.query<{ status: number; record: SiRecord }>('select status, record from si_records where id = $1 and not deleted for update', [siId]);
  return row;
}

/** Stores an edited record: submitted again, the review cleared, the version moved on. */
export async function storeEdit(tx: Queryable, siId: string, record: SiRecord): Promise<void> {
  await tx.query(
    `update si_records set record = $2, (${PROJECTED}) = (${projectedParams(3)}), status = 1, reviewer_id = null, reviewer_date = null, updated_at = now(), version = version + 1 where id = $1`,
    [siId, JSON.stringify(record), ...projectedValues(record)],
  );
}

/** Marks an SI deleted unless it is approved (guarded in the statement: an approval that lands meanwhile wins). */
export async function markDeleted(tx: Queryable, siId: string): Promise<boolean> {
  const gone = await tx.query(
    'update si_records set deleted = true, updated_at = now(), version = version + 1 where id = $1 and not deleted and status <> $2 returning id',
    [siId, SI_STATUS.APPROVED],
  );
  return gone.length > 0;
}
