import type { CustomerTraits } from '../../../src/domain/crm/analysis';
import type { Queryable } from '../../db/types';

/**
 * The CRM analysis' reads of crm's own tables (commercial.md §7.3, issue 50), each for a period of
 * office days [$2, $3] in the zone $4 of company $1, and — for a salesperson — only their own rows
 * ($5 their employee id; null for a manager: the team's). Deleted rows are left out.
 */
export interface Period {
  companyId: string;
  from: string;
  to: string;
  zone: string;
  /** The salesperson whose rows alone count; null: every one of the company's. */
  owner: string | null;
}
const args = (p: Period) => [p.companyId, p.from, p.to, p.zone, p.owner];
const inPeriod = (col: string) => `(${col} at time zone $4)::date between $2::date and $3::date`;
const TRAITS = `c.source_code as source, c.industry_code as industry, c.level_code as level`;

/** Customers made in the period (held by the salesperson now). */
export function customersMade(q: Queryable, p: Period): Promise<CustomerTraits[]> {
  return q.query<CustomerTraits>(
    `select ${TRAITS}, c.owner_employee_id::text as owner from crm_customers c
      where c.owner_company_id = $1 and c.deleted_at is null and ${inPeriod('c.created_at')} and ($5::bigint is null or c.owner_employee_id = $5::bigint)`,
    args(p),
  );
}

/** Claims in the period, the claimer as the owner. */
export function claimsIn(q: Queryable, p: Period): Promise<CustomerTraits[]> {
  return q.query<CustomerTraits>(
    `select ${TRAITS}, coalesce(e.to_employee_id, e.actor_id)::text as owner
       from crm_events e join crm_customers c on c.id = e.entity_id
      where e.owner_company_id = $1 and e.entity = 'CUSTOMER' and e.action = 'CLAIM' and c.deleted_at is null and ${inPeriod('e.at')}
        and ($5::bigint is null or coalesce(e.to_employee_id, e.actor_id) = $5::bigint)`,
    args(p),
  );
}

/** Recyclings in the period, the holder whose period the recycling closed as the owner. */
export function recyclesIn(q: Queryable, p: Period): Promise<CustomerTraits[]> {
  return q.query<CustomerTraits>(
    `select * from (
       select ${TRAITS},
              (select h.owner_employee_id::text from crm_owner_history h where h.customer_id = e.entity_id and h.to_at <= e.at
                order by h.to_at desc, h.id desc limit 1) as owner
         from crm_events e join crm_customers c on c.id = e.entity_id
        where e.owner_company_id = $1 and e.entity = 'CUSTOMER' and e.action = 'RECYCLE' and c.deleted_at is null and ${inPeriod('e.at')}) r
      where $5::bigint is null or r.owner::bigint = $5::bigint`,
    args(p),
  );
}

export interface LinkedCustomer extends CustomerTraits {
  id: number;
  name: string;
  linkedCompanyId: string;
  ownerName: string;
  lastFollowAt: string | null;
}

/** The customers linked to a platform company (their bookings make them dealt or dormant), as held now. */
export function linkedCustomers(q: Queryable, p: Pick<Period, 'companyId' | 'owner'>): Promise<LinkedCustomer[]> {
  return q.query<LinkedCustomer>(
    `select c.id::int, coalesce(d.name_zh, c.name) as name, c.linked_company_id::text as "linkedCompanyId", ${TRAITS},
            c.owner_employee_id::text as owner, coalesce(e.name, '') as "ownerName", c.last_follow_at as "lastFollowAt"
       from crm_customers c left join company_directory d on d.id = c.linked_company_id left join employee_directory e on e.id = c.owner_employee_id
      where c.owner_company_id = $1 and c.deleted_at is null and c.linked_company_id is not null
        and ($2::bigint is null or c.owner_employee_id = $2::bigint)
      order by c.id`,
    [p.companyId, p.owner],
  );
}

/** The funnel's other three steps: leads made, opportunities made, opportunities won in the period. */
export async function funnelCounts(q: Queryable, p: Period): Promise<{ leads: number; opportunities: number; won: number }> {
  const [r] = await q.query<{ leads: number; opportunities: number; won: number }>(
    `select (select count(*) from crm_leads l where l.owner_company_id = $1 and l.deleted_at is null and ${inPeriod('l.created_at')}
               and ($5::bigint is null or l.owner_employee_id = $5::bigint))::int as leads,
            (select count(*) from crm_opportunities o where o.owner_company_id = $1 and o.deleted_at is null and ${inPeriod('o.created_at')}
               and ($5::bigint is null or o.owner_employee_id = $5::bigint))::int as opportunities,
            (select count(*) from crm_opportunities o where o.owner_company_id = $1 and o.deleted_at is null and o.stage_code = 'WON'
               and o.actual_close_on between $2::date and $3::date and ($5::bigint is null or o.owner_employee_id = $5::bigint))::int as won`,
    args(p),
  );
  return r!;
}

export interface ClosedRow {
  pol: string;
  pod: string;
  carrier: string;
  sales: string;
  stage: 'WON' | 'LOST';
  reason: string | null;
}

/** Opportunities won or lost in the period (their close day), with the first lane of interest and the loss's reason. */
export function closedOpportunities(q: Queryable, p: Period): Promise<ClosedRow[]> {
  return q.query<ClosedRow>(
    `select coalesce(o.lanes->0->>'Pol', '') as pol, coalesce(o.lanes->0->>'Pod', '') as pod, o.carrier_pref as carrier,
            o.owner_employee_id::text as sales, o.stage_code as stage, o.failure_reason as reason
       from crm_opportunities o
      where o.owner_company_id = $1 and o.deleted_at is null and o.stage_code in ('WON', 'LOST')
        and o.actual_close_on between $2::date and $3::date and ($4::bigint is null or o.owner_employee_id = $4::bigint)
      order by o.id`,
    [p.companyId, p.from, p.to, p.owner],
  );
}

/** The names of the company's list entries of some kinds (kind → code → names). */
export async function dictNames(q: Queryable, companyId: string, kinds: readonly string[]) {
  const rows = await q.query<{ kind: string; code: string; zh: string; en: string }>(
    `select kind, code, name_zh as zh, name_en as en from crm_dicts where owner_company_id = $1 and kind = any($2::text[])`,
    [companyId, kinds],
  );
  return new Map(rows.map((r) => [`${r.kind} ${r.code}`, { zh: r.zh, en: r.en }]));
}

/** People's names by employee id. */
export async function peopleNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await q.query<{ id: string; name: string }>(`select id::text, name from employee_directory where id = any($1::bigint[])`, [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Each container class's TEU (20' = 1, 40' = 2, 45' = 2.25: §9.1). */
export async function teuByClass(q: Queryable): Promise<Map<string, number>> {
  const rows = await q.query<{ name: string; teu: string }>('select name, teu::text from container_type_directory');
  return new Map(rows.map((r) => [r.name, Number(r.teu)]));
}
