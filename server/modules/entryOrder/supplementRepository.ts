import type { SupplementRow } from '../../../src/contract/entryOrder/calls';
import type { SupplementItem } from '../../../src/domain/entryOrder/orderRules';
import type { SupScope, SupStatus } from '../../../src/domain/entryOrder/status';
import type { Queryable } from '../../db/types';
import { queueFigures } from '../../platform/tower/rules';

/** The supplements' SQL (order_supplements): SQL only. */

const iso = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A supplement row as the list has it; "Overdue" derived as of now (isSupplementOverdue's rule, in SQL for the filter). */
export const SUPPLEMENT_COLUMNS = `s.id::int as "Id", s.sup_no as "SUP_NO", s.sup_ent_id::int as "SUP_ENT_ID", coalesce(o.ent_no, '') as "ENT_NO",
  coalesce(s.sup_cgo_id, o.ent_cgo_id) as "SUP_CGO_ID", '' as "BookingNo", s.sup_scope as "SUP_SCOPE", s.sup_assignee_company_id::int as "AssigneeCompanyId",
  coalesce(a.name_zh, '') as "AssigneeName", coalesce(cu.name_zh, '') as "CustomerName", jsonb_array_length(s.sup_items)::int as "ItemCount",
  ${iso('s.sup_due_at')} as "SUP_DUE_AT", s.sup_status::int as "SUP_STATUS", (s.sup_status in (1, 4) and s.sup_due_at < now()) as "Overdue",
  coalesce(rb.name, '') as "RequestedBy", ${iso('s.requested_at')} as "RequestedAt", ${iso('s.filled_at')} as "FilledAt", ${iso('s.decided_at')} as "DecidedAt",
  s.version as "VERSION"`;
export const SUPPLEMENT_FROM = `order_supplements s left join entry_orders o on o.id = s.sup_ent_id
  left join company_directory a on a.id = s.sup_assignee_company_id left join company_directory cu on cu.id = o.company_id
  left join employee_directory rb on rb.id = s.requested_by`;

/** The supplement list's base: the staff every one; anyone else those asked of their company. */
export function supplementListBase(companyId: string | null) {
  return {
    sql: `select ${SUPPLEMENT_COLUMNS}, s.sup_scope as "Scope", s.sup_cgo_id as "CGO_ID", s.sup_ent_id::int as "ENT_ID"
            from ${SUPPLEMENT_FROM} where ($1::bigint is null or s.sup_assignee_company_id = $1::bigint)`,
    params: [companyId],
  };
}

export async function supplementsOfOrder(q: Queryable, entId: number, assignee: string | null): Promise<SupplementRow[]> {
  return q.query<SupplementRow>(
    `select ${SUPPLEMENT_COLUMNS} from ${SUPPLEMENT_FROM} where s.sup_ent_id = $1 and ($2::bigint is null or s.sup_assignee_company_id = $2::bigint) order by s.id`,
    [entId, assignee],
  );
}

export async function supplementRow(q: Queryable, id: number): Promise<SupplementRow | undefined> {
  const [r] = await q.query<SupplementRow>(`select ${SUPPLEMENT_COLUMNS} from ${SUPPLEMENT_FROM} where s.id = $1`, [id]);
  return r;
}

export interface StoredSupplement {
  id: number;
  no: string;
  entId: number | null;
  cgoId: string | null;
  scope: SupScope;
  assigneeId: string;
  items: SupplementItem[];
  answers: Record<string, unknown>;
  files: { Key: string; FileId: number }[];
  dueAt: string;
  status: SupStatus;
  remarks: string;
  decisionRemarks: string;
  version: number;
}
const STORED = `select id::int, sup_no as no, sup_ent_id::int as "entId", sup_cgo_id as "cgoId", sup_scope as scope, sup_assignee_company_id::text as "assigneeId",
  sup_items as items, sup_answers as answers, sup_files as files, ${iso('sup_due_at')} as "dueAt", sup_status::int as status, sup_remarks as remarks,
  sup_decision_remarks as "decisionRemarks", version from order_supplements`;

export async function lockSupplement(q: Queryable, id: number): Promise<StoredSupplement | undefined> {
  const [r] = await q.query<StoredSupplement>(`${STORED} where id = $1 for update`, [id]);
  return r;
}
export async function storedSupplement(q: Queryable, id: number): Promise<StoredSupplement | undefined> {
  const [r] = await q.query<StoredSupplement>(`${STORED} where id = $1`, [id]);
  return r;
}

/** A supplement's number: SUP, the year and month in China, six digits (not BL: that reads as a bill of lading). */
export const NEXT_SUPPLEMENT_NO = `'SUP' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('order_supplement_no_seq')::text, 6, '0')`;

export async function insertSupplement(
  q: Queryable,
  s: {
    entId: number | null;
    cgoId: string | null;
    scope: SupScope;
    assigneeId: string;
    items: readonly SupplementItem[];
    dueAt: string;
    remarks: string;
    by: string;
  },
): Promise<{ id: number; no: string }> {
  const [r] = await q.query<{ id: number; no: string }>(
    `insert into order_supplements (sup_no, sup_ent_id, sup_cgo_id, sup_scope, sup_assignee_company_id, sup_items, sup_due_at, sup_remarks, requested_by)
     values (${NEXT_SUPPLEMENT_NO}, $1, $2, $3, $4, $5, $6, $7, $8)
     returning id::int, sup_no as no`,
    [s.entId, s.cgoId, s.scope, s.assigneeId, JSON.stringify(s.items), s.dueAt, s.remarks, s.by],
  );
  return r!;
}

export async function fillSupplementRow(q: Queryable, id: number, f: { answers: unknown; files: unknown; by: string | null }): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update order_supplements set sup_answers = $2, sup_files = $3, sup_status = 2, filled_by = $4, filled_at = now(), version = version + 1 where id = $1 returning version`,
    [id, JSON.stringify(f.answers), JSON.stringify(f.files), f.by],
  );
  return r!.version;
}

export async function decideSupplementRow(q: Queryable, id: number, d: { status: SupStatus; remarks: string; by: string }): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update order_supplements set sup_status = $2, sup_decision_remarks = $3, decided_by = $4, decided_at = now(), version = version + 1 where id = $1 returning version`,
    [id, d.status, d.remarks, d.by],
  );
  return r!.version;
}

/** Cancels an order's open supplements (the order was cancelled): the ones cancelled, with the state each had. */
export async function cancelOpenSupplementsOf(q: Queryable, entId: number): Promise<{ id: number; no: string; status: number }[]> {
  return q.query(
    `with open as (select id, sup_status from order_supplements where sup_ent_id = $1 and sup_status in (1, 2, 4) for update)
     update order_supplements s set sup_status = 5, decided_at = now(), version = s.version + 1 from open
      where s.id = open.id returning s.id::int, s.sup_no as no, open.sup_status::int as status`,
    [entId],
  );
}

/** The files named exist on this order (a fill names only its own order's uploads). */
export async function filesOfOrder(q: Queryable, entId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await q.query<{ id: number; file_name: string }>('select id::int, file_name from entry_files where ent_id = $1 and id = any($2::bigint[])', [
    entId,
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r.file_name]));
}

/** Open supplements past their due time (the control tower's SUP_OVERDUE), of one company when scoped. */
export async function overdueSupplementRows(q: Queryable, companyId: string | null) {
  return q.query<{ doc_id: number; ref: string; ent_no: string; due_at: string; assignee: string; company_id: string }>(
    `select s.id::int as doc_id, s.sup_no as ref, coalesce(o.ent_no, s.sup_cgo_id, '') as ent_no, ${iso('s.sup_due_at')} as due_at,
            coalesce(a.name_zh, '') as assignee, s.sup_assignee_company_id::text as company_id
       from order_supplements s left join entry_orders o on o.id = s.sup_ent_id left join company_directory a on a.id = s.sup_assignee_company_id
      where s.sup_status in (1, 4) and s.sup_due_at < now() and ($1::bigint is null or s.sup_assignee_company_id = $1::bigint)
      order by s.sup_due_at limit 500`,
    [companyId],
  );
}

/**
 * The work center's supplement queues (operations.md §12.3): filled, waiting for the staff to accept
 * or return (oldest: when filled); past due and unanswered (oldest: the due time). Every company's.
 */
const SUPPLEMENT_QUEUES = {
  filled: { where: 'sup_status = 2', since: 'filled_at' },
  overdue: { where: 'sup_status in (1, 4) and sup_due_at < now()', since: 'sup_due_at' },
} as const;
export type SupplementQueue = keyof typeof SUPPLEMENT_QUEUES;

export async function supplementQueueFigures(q: Queryable, queue: SupplementQueue) {
  const { where, since } = SUPPLEMENT_QUEUES[queue];
  return queueFigures(await q.query(`select count(*)::int as n, min(${since}) as oldest from order_supplements where ${where}`));
}

export async function nextSupplementOf(q: Queryable, queue: SupplementQueue): Promise<number | null> {
  const { where, since } = SUPPLEMENT_QUEUES[queue];
  const [r] = await q.query<{ id: number }>(`select id::int from order_supplements where ${where} order by ${since}, id limit 1`);
  return r?.id ?? null;
}
