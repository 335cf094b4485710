import type { BatchKind, BatchRowWire, BatchStatus, BatchWire, SheetRateWire } from '../../../src/contract/rates/batchCalls';
import type { Queryable } from '../../db/types';
import { openJobWith } from '../../jobs/store';
import { activeReferenceCodes, currencyDigits } from '../refdata/public';

/**
 * The SQL of rate batches (commercial.md §2.1 RateBatch; migration 038): the batch row with its
 * totals, and its rows written in bulk (a 10,000-row sheet is a handful of statements, not ten
 * thousand). Rows are read a page at a time.
 */

export interface NewBatchRow {
  RowNo: number;
  Sheet: string;
  SheetRow: number | null;
  Action: BatchRowWire['Action'];
  RateId: number | null;
  RateRevision: number | null;
  RateNo: string | null;
  Lane: string;
  Cells: Record<string, string>;
  Draft: SheetRateWire | Record<string, unknown> | null;
  Before: BatchRowWire['Before'];
  After: BatchRowWire['After'];
  Errors: string[];
}

export async function createBatch(
  q: Queryable,
  b: {
    ownerCompanyId: string;
    actorId: string;
    kind: BatchKind;
    fileName?: string | null;
    template?: 'V1' | 'V2' | null;
    filter?: unknown;
    change?: unknown;
    noticeId?: number | null;
  },
  rows: readonly NewBatchRow[],
): Promise<number> {
  const refused = rows.filter((r) => r.Errors.length).length;
  const status: BatchStatus = rows.length > refused ? 'VALIDATED' : 'FAILED';
  const [made] = await q.query<{ id: number }>(
    `insert into rate_batches (owner_company_id, kind, file_name, template_version, filter, change, notice_id, status,
                               rows_total, rows_ok, rows_refused, failure, created_by)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11, $12, $13) returning id::int`,
    [
      b.ownerCompanyId,
      b.kind,
      b.fileName ?? null,
      b.template ?? null,
      b.filter === undefined ? null : JSON.stringify(b.filter),
      b.change === undefined ? null : JSON.stringify(b.change),
      b.noticeId ?? null,
      status,
      rows.length,
      rows.length - refused,
      refused,
      status === 'FAILED' ? (rows.length ? 'NO_GOOD_ROW' : 'NO_ROW') : null,
      b.actorId,
    ],
  );
  for (let i = 0; i < rows.length; i += 1000) await insertRows(q, made!.id, rows.slice(i, i + 1000));
  return made!.id;
}

async function insertRows(q: Queryable, batchId: number, rows: readonly NewBatchRow[]) {
  await q.query(
    `insert into rate_batch_rows (batch_id, row_no, sheet, sheet_row, action, rate_id, rate_revision, rate_no, lane, cells, draft, before, after, errors)
     select $1, x.row_no, x.sheet, x.sheet_row, x.action, x.rate_id, x.rate_revision, x.rate_no, x.lane, x.cells, x.draft, x.before, x.after, x.errors
       from jsonb_to_recordset($2::jsonb) as x(row_no integer, sheet text, sheet_row integer, action text, rate_id bigint, rate_revision integer, rate_no text,
                                                lane text, cells jsonb, draft jsonb, before jsonb, after jsonb, errors jsonb)`,
    [
      batchId,
      JSON.stringify(
        rows.map((r) => ({
          row_no: r.RowNo,
          sheet: r.Sheet,
          sheet_row: r.SheetRow,
          action: r.Action,
          rate_id: r.RateId,
          rate_revision: r.RateRevision,
          rate_no: r.RateNo,
          lane: r.Lane,
          cells: r.Cells,
          draft: r.Draft,
          before: r.Before,
          after: r.After,
          errors: r.Errors,
        })),
      ),
    ],
  );
}

/** The batch as sent (with its owner, for the check): readBatch and the batch list read the same columns. */
export const BATCH_HEAD = `select b.id::int as "Id", b.kind as "Kind", b.status as "Status", b.file_name as "FileName", b.template_version as "TemplateVersion",
    b.filter as "Filter", b.change as "Change", b.notice_id::int as "NoticeId", n.title as "NoticeTitle",
    b.rows_total as "RowsTotal", b.rows_ok as "RowsOk", b.rows_refused as "RowsRefused", b.applied_count as "AppliedCount",
    b.failure as "Failure", coalesce(c.name, '') as "CreatedByName", b.created_at as "CreatedAt",
    coalesce(d.name, '') as "DecidedByName", b.decided_at as "DecidedAt", b.owner_company_id::text as owner
  from rate_batches b left join rate_notices n on n.id = b.notice_id
  left join employee_directory c on c.id = b.created_by left join employee_directory d on d.id = b.decided_by`;

/** The list's base query: the owner's ($1) batches. */
export const batchListSql = `${BATCH_HEAD} where b.owner_company_id = $1`;

type HeadRow = Omit<BatchWire, 'CreatedAt' | 'DecidedAt'> & { CreatedAt: unknown; DecidedAt: unknown; owner: string };

/** The batch, when it is this company's. */
export async function readBatch(q: Queryable, id: number, companyId: string, lock = false): Promise<BatchWire | undefined> {
  if (lock) await q.query('select 1 from rate_batches where id = $1 for update', [id]);
  const [b] = await q.query<HeadRow>(`${BATCH_HEAD} where b.id = $1`, [id]);
  if (!b || b.owner !== String(companyId)) return undefined;
  const { owner: _, ...wire } = b;
  return {
    ...wire,
    CreatedAt: new Date(b.CreatedAt as string).toISOString(),
    DecidedAt: b.DecidedAt ? new Date(b.DecidedAt as string).toISOString() : null,
  };
}

export const ROW_COLUMNS = `r.row_no as "RowNo", r.sheet as "Sheet", r.sheet_row as "SheetRow", r.action as "Action", r.rate_id::int as "RateId", r.rate_no as "RateNo",
    r.lane as "Lane", r.cells as "Cells", case when b.kind = 'IMPORT' then r.draft end as "Rate", r.before as "Before", r.after as "After",
    r.errors as "Errors", r.new_rate_id::int as "NewRateId", nr.rate_no as "NewRateNo"`;
const ROW_FROM = `from rate_batch_rows r join rate_batches b on b.id = r.batch_id left join fcl_rates nr on nr.id = r.new_rate_id`;

/** A page of the batch's rows: all, the good ones, or the refused ones. */
export async function readRows(
  q: Queryable,
  batchId: number,
  page: { outcome?: 'OK' | 'REFUSED' | ''; page: number; size: number },
): Promise<{ Items: BatchRowWire[]; Total: number }> {
  const where = `r.batch_id = $1 ${page.outcome === 'OK' ? `and r.errors = '[]'::jsonb` : page.outcome === 'REFUSED' ? `and r.errors <> '[]'::jsonb` : ''}`;
  const [{ n }] = (await q.query<{ n: number }>(`select count(*)::int as n from rate_batch_rows r where ${where}`, [batchId])) as [{ n: number }];
  const items = await q.query<BatchRowWire>(`select ${ROW_COLUMNS} ${ROW_FROM} where ${where} order by r.row_no limit $2 offset $3`, [
    batchId,
    page.size,
    (page.page - 1) * page.size,
  ]);
  return { Items: items, Total: n };
}

export async function readRow(q: Queryable, batchId: number, rowNo: number): Promise<BatchRowWire | undefined> {
  const [row] = await q.query<BatchRowWire>(`select ${ROW_COLUMNS} ${ROW_FROM} where r.batch_id = $1 and r.row_no = $2`, [batchId, rowNo]);
  return row;
}

/** Every row the apply writes (no errors, not skipped), in order. */
export const applicableRows = (q: Queryable, batchId: number) =>
  q.query<{ row_no: number; action: BatchRowWire['Action']; rate_id: number | null; rate_revision: number | null; draft: unknown }>(
    `select row_no, action, rate_id::int, rate_revision, draft from rate_batch_rows
      where batch_id = $1 and errors = '[]'::jsonb and action <> 'SKIP' order by row_no`,
    [batchId],
  );

/** The batch's totals counted again (after a row was edited). */
export async function recount(q: Queryable, batchId: number): Promise<void> {
  await q.query(
    `update rate_batches b set rows_ok = t.ok, rows_refused = t.refused,
            status = case when t.ok > 0 then 'VALIDATED' else 'FAILED' end, failure = case when t.ok > 0 then null else 'NO_GOOD_ROW' end
       from (select count(*) filter (where errors = '[]'::jsonb)::int as ok, count(*) filter (where errors <> '[]'::jsonb)::int as refused
               from rate_batch_rows where batch_id = $1) t
      where b.id = $1`,
    [batchId],
  );
}

/** A row checked again after its correction: its action, matched rate, draft, before/after and errors. */
export async function writeRowCheck(q: Queryable, batchId: number, row: NewBatchRow): Promise<void> {
  await q.query(
    `update rate_batch_rows set action = $3, rate_id = $4, rate_revision = $5, rate_no = $6, lane = $7, draft = $8::jsonb, before = $9::jsonb,
            after = $10::jsonb, errors = $11::jsonb where batch_id = $1 and row_no = $2`,
    [
      batchId,
      row.RowNo,
      row.Action,
      row.RateId,
      row.RateRevision,
      row.RateNo,
      row.Lane,
      JSON.stringify(row.Draft),
      JSON.stringify(row.Before),
      JSON.stringify(row.After),
      JSON.stringify(row.Errors),
    ],
  );
}

export async function markCancelled(q: Queryable, batchId: number, actorId: string): Promise<void> {
  await q.query(`update rate_batches set status = 'CANCELLED', decided_by = $2, decided_at = now() where id = $1`, [batchId, actorId]);
}

/** The owner's batch an Idempotency-Key was used for, with the hash of the request that used it. */
export async function batchOfKey(q: Queryable, owner: string, key: string): Promise<{ id: number; request_hash: string } | undefined> {
  const [kept] = await q.query<{ id: number; request_hash: string }>(
    'select id::int, request_hash from rate_batches where owner_company_id = $1 and idempotency_key = $2',
    [owner, key],
  );
  return kept;
}

/** Each applied row's new rate version, `[row number, new rate id]`. */
export async function setNewRateIds(q: Queryable, batchId: number, written: readonly [number, number][]): Promise<void> {
  await q.query(
    `update rate_batch_rows r set new_rate_id = x.n from jsonb_to_recordset($2::jsonb) as x(r integer, n bigint)
        where r.batch_id = $1 and r.row_no = x.r`,
    [batchId, JSON.stringify(written.map(([r, n]) => ({ r, n })))],
  );
}

/** The batch applied: its count, who decided, and the key and request hash a repeat is answered by. */
export async function markApplied(q: Queryable, batchId: number, a: { count: number; actorId: string; key: string | null; hash: string }): Promise<void> {
  await q.query(
    `update rate_batches set status = 'APPLIED', applied_count = $2, decided_by = $3, decided_at = now(), idempotency_key = $4, request_hash = $5
        where id = $1`,
    [batchId, a.count, a.actorId, a.key, a.hash],
  );
}

/** The job of `kind` still waiting or running for the batch, if there is one. */
export async function openJobOfBatch(q: Queryable, kind: string, batchId: number): Promise<number | undefined> {
  return openJobWith(q, kind, 'BatchId', batchId);
}

/** The sheet's container classes: the active container types, by size. */
export async function activeClassNames(q: Queryable): Promise<string[]> {
  return (await q.query<{ name: string }>(`select name from container_type_directory where status = 'ACTIVE' order by teu, name`)).map((c) => c.name);
}

/** A published rate a plan reaches: its window, prices and whether another version of it is being changed. */
export interface PlanTarget {
  id: number;
  revision: number;
  rate_no: string;
  lane: string;
  valid_from: string;
  valid_to: string;
  digits: number;
  prices: { ContainerClass: string; Cost: string; ListPrice: string | null }[];
  open: boolean;
}

/** The current published versions a plan's filter reaches, the desk's own, still valid on `from` or later (lists already trimmed, upper case). */
export async function planTargets(
  q: Queryable,
  companyId: string,
  f: { TradeLaneCodes: string[]; CarrierCodes: string[]; PolCodes: string[]; PodCodes: string[]; RateTypes: readonly string[] },
  from: string,
): Promise<PlanTarget[]> {
  const rows = await q.query<Omit<PlanTarget, 'digits'> & { currency: string }>(
    `select r.id::int, r.revision, r.rate_no, r.valid_from::text, r.valid_to::text, r.currency,
            concat(r.carrier_code, ' ', r.pol_code, case when r.via_code is null then '' else ' via ' || r.via_code end, ' → ', r.pod_code) as lane,
            (select jsonb_agg(jsonb_build_object('ContainerClass', p.container_class, 'Cost', p.cost::text, 'ListPrice', p.list_price::text)
                               order by p.container_class) from fcl_rate_prices p where p.rate_id = r.id) as prices,
            exists (select 1 from fcl_rates o where o.rate_no = r.rate_no and o.status in ('DRAFT', 'PENDING')) as open
       from fcl_rates r
      where r.owner_company_id = $1 and r.status = 'PUBLISHED' and r.valid_to >= $2::date
        and (cardinality($3::text[]) = 0 or r.trade_lane_code = any($3::text[]))
        and (cardinality($4::text[]) = 0 or r.carrier_code = any($4::text[]))
        and (cardinality($5::text[]) = 0 or r.pol_code = any($5::text[]))
        and (cardinality($6::text[]) = 0 or r.pod_code = any($6::text[]))
        and (cardinality($7::text[]) = 0 or r.rate_type = any($7::text[]))
      order by r.pol_code, r.pod_code, r.carrier_code, r.rate_no, r.valid_from`,
    [companyId, from, f.TradeLaneCodes, f.CarrierCodes, f.PolCodes, f.PodCodes, f.RateTypes],
  );
  // Each currency's digits from reference data, once for all the rows (a rate in no known currency is no target, as the join was).
  const digits = await currencyDigits(q, [...new Set(rows.map((r) => r.currency))]);
  return rows.flatMap(({ currency, ...r }) => {
    const d = digits.get(currency);
    return d === undefined ? [] : [{ ...r, digits: d }];
  });
}

/** Whether the owner has this rate notice. */
export async function noticeOfOwner(q: Queryable, noticeId: number, owner: string): Promise<boolean> {
  return (await q.query('select 1 from rate_notices where id = $1 and owner_company_id = $2', [noticeId, owner])).length > 0;
}

/** The active ports, carriers and container classes among those a sheet names. */
export async function activeCodes(
  q: Queryable,
  named: { ports: readonly string[]; carriers: readonly string[]; classes: readonly string[] },
): Promise<{ ports: Set<string>; carriers: Set<string>; classes: Set<string> }> {
  return activeReferenceCodes(q, named);
}

/** The published version a sheet rate updates: same key and same window, the desk's own. */
export interface SheetMatch {
  id: number;
  revision: number;
  rate_no: string;
  prices: Record<string, string>;
  open: boolean;
}

/** The desk's published GP/FAK CY–CY export versions on the lanes (`POL|POD`), each with its key and window as `k`. */
export const publishedOnLanes = (q: Queryable, companyId: string, lanes: readonly string[]) =>
  q.query<SheetMatch & { k: string }>(
    `select x.id::int, x.revision, x.rate_no,
            (select jsonb_object_agg(p.container_class, p.cost::text) from fcl_rate_prices p where p.rate_id = x.id) as prices,
            exists (select 1 from fcl_rates o where o.rate_no = x.rate_no and o.status in ('DRAFT', 'PENDING')) as open,
            concat_ws('|', x.rate_type, x.carrier_code, x.pol_code, coalesce(x.via_code, ''), x.pod_code, x.currency, upper(coalesce(x.contract_no, '')),
                      x.valid_from::text, x.valid_to::text) as k
       from fcl_rates x
      where x.owner_company_id = $1 and x.status = 'PUBLISHED' and x.cargo_type = 'GP' and upper(x.commodity) = 'FAK'
        and x.receipt_type = 'CY' and x.delivery_type = 'CY' and x.service_code is null and x.direction = 'EXPORT'
        and (x.pol_code || '|' || x.pod_code) = any($2::text[])`,
    [companyId, lanes],
  );
