import type { Queryable } from '../../db/types';
import type { Viewer } from './scope';

/** The opportunities' rows (crm_opportunities, migration 106), always read as a viewer sees them. */

export interface OppRow {
  id: number;
  customer_id: number;
  customer_in_pool: boolean;
  linked_company_id: string | null;
  stage_code: string;
  owner_employee_id: string;
  version: number;
  deleted_at: Date | null;
}

/**
 * Which opportunities a viewer ($1 company, $2 employee, $3 manager) sees: a manager the company's, a
 * salesperson their own and those of the customers in their private sea. Deleted customers' are gone.
 */
const SEES = `o.owner_company_id = $1::bigint and c.deleted_at is null
  and ($3::boolean or o.owner_employee_id = $2::bigint or c.owner_employee_id = $2::bigint)`;
const who = (v: Viewer) => [v.companyId, v.id, v.manager];

export const ROW_COLUMNS = `o.id::int as "Id", o.name as "Name", o.customer_id::int as "CustomerId", coalesce(lc.name_zh, c.name) as "CustomerName",
  o.stage_code as "Stage", o.win_rate::int as "WinRate", o.amount_minor::text as "AmountMinor", o.currency as "Currency",
  o.est_teu_per_month as "EstTeuPerMonth", to_char(o.expected_close_on, 'YYYY-MM-DD') as "ExpectedCloseDate",
  to_char(o.actual_close_on, 'YYYY-MM-DD') as "ActualCloseDate", o.owner_employee_id::int as "OwnerId", coalesce(e.name, '') as "OwnerName",
  o.failure_reason as "FailureReason", o.version as "Version"`;
const FROM = `from crm_opportunities o join crm_customers c on c.id = o.customer_id
  left join company_directory lc on lc.id = c.linked_company_id left join employee_directory e on e.id = o.owner_employee_id`;

export type ListedOpp = {
  Id: number;
  Name: string;
  CustomerId: number;
  CustomerName: string;
  Stage: string;
  WinRate: number;
  AmountMinor: string;
  Currency: string;
  EstTeuPerMonth: number | null;
  ExpectedCloseDate: string | null;
  ActualCloseDate: string | null;
  OwnerId: number;
  OwnerName: string;
  FailureReason: string | null;
  Version: number;
};

export interface OppFilter {
  Stage?: string;
  OwnerId?: number;
  CustomerId?: number;
  Text?: string;
}

/** The kanban's rows (at most 1,000, newest first): filtered by stage, owner, customer and a text in the name or the customer's. */
export function listOpps(q: Queryable, v: Viewer, f: OppFilter) {
  const text = f.Text?.trim() ? `%${f.Text.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  return q.query<ListedOpp>(
    `select ${ROW_COLUMNS} ${FROM}
      where ${SEES} and o.deleted_at is null
        and ($4::text is null or o.stage_code = $4) and ($5::bigint is null or o.owner_employee_id = $5)
        and ($6::bigint is null or o.customer_id = $6)
        and ($7::text is null or o.id in (select id from crm_opportunities where name ilike $7)
             or c.id in (select id from crm_customers where name ilike $7))
      order by o.id desc limit 1000`,
    [...who(v), f.Stage ?? null, f.OwnerId ?? null, f.CustomerId ?? null, text],
  );
}

export async function oneOpp(q: Queryable, v: Viewer, id: number) {
  const [r] = await q.query<ListedOpp & Record<string, unknown>>(
    `select ${ROW_COLUMNS}, o.lanes as "Lanes", o.carrier_pref as "CarrierPref", o.container_mix as "ContainerMix",
            o.contact_id::int as "ContactId", o.competitor as "Competitor", o.won_quote_id::int as "QuoteId", o.remarks as "Remarks"
       ${FROM} where ${SEES} and o.deleted_at is null and o.id = $4`,
    [...who(v), id],
  );
  return r;
}

/** The opportunity as a change needs it (locked for the change); `deleted` reads one in the recycle bin instead. */
export async function oppSeen(q: Queryable, v: Viewer, id: number, deleted = false): Promise<OppRow | undefined> {
  const [r] = await q.query<OppRow>(
    `select o.id::int, o.customer_id::int, c.in_pool as customer_in_pool, c.linked_company_id, o.stage_code,
            o.owner_employee_id::text, o.version, o.deleted_at
       from crm_opportunities o join crm_customers c on c.id = o.customer_id
      where ${SEES} and o.id = $4 and (o.deleted_at is not null) = $5 for update of o`,
    [...who(v), id, deleted],
  );
  return r;
}

export function oppEvents(q: Queryable, id: number) {
  return q.query<{ At: Date; Action: string; By: string; Reason: string | null }>(
    `select v.at as "At", v.action as "Action", coalesce(a.name, '') as "By", v.reason as "Reason"
       from crm_events v left join employee_directory a on a.id = v.actor_id
      where v.entity = 'OPPORTUNITY' and v.entity_id = $1 order by v.at desc, v.id desc`,
    [id],
  );
}

/** One activity record row of an opportunity (its stage changes, win, loss, deletion): the reason is the stage moved to or the loss's reason. */
export async function oppEvent(q: Queryable, companyId: string, id: number, action: string, actor: string, reason: string | null = null) {
  await q.query(`insert into crm_events (owner_company_id, entity, entity_id, action, actor_id, reason) values ($1, 'OPPORTUNITY', $2, $3, $4, $5)`, [
    companyId,
    id,
    action,
    actor,
    reason,
  ]);
}

/** How many open (not WON / LOST) opportunities the customer has: deleting it warns with the count. */
export async function openCountOf(q: Queryable, companyId: string, customerId: number): Promise<number> {
  const [r] = await q.query<{ n: number }>(
    `select count(*)::int as n from crm_opportunities
      where owner_company_id = $1 and customer_id = $2 and deleted_at is null and stage_code not in ('WON', 'LOST')`,
    [companyId, customerId],
  );
  return r!.n;
}

export function deletedOpps(q: Queryable, companyId: string) {
  return q.query<{ Entity: 'OPPORTUNITY'; Id: number; Name: string; DeletedAt: Date; DeletedBy: string; MergedInto: null; MergedIntoId: null }>(
    `select 'OPPORTUNITY' as "Entity", o.id::int as "Id", o.name || ' · ' || c.name as "Name", o.deleted_at as "DeletedAt", coalesce(e.name, '') as "DeletedBy",
            null::text as "MergedInto", null::int as "MergedIntoId"
       from crm_opportunities o join crm_customers c on c.id = o.customer_id left join employee_directory e on e.id = o.deleted_by
      where o.owner_company_id = $1 and o.deleted_at is not null and c.deleted_at is null`,
    [companyId],
  );
}
