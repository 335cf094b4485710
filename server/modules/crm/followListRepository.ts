import type { Queryable } from '../../db/types';

/** The follow-ups' and the activity record's reads: plans, records with their attachments, crm_events in words' order. */

export interface PlanListed {
  id: number;
  customer_id: number | null;
  lead_id: number | null;
  target_name: string;
  contact_name: string | null;
  owner_id: number;
  owner_name: string;
  planned_at: Date;
  method: string;
  content: string;
  status: 'PLANNED' | 'DONE' | 'CANCELLED';
  record_id: number | null;
}

const TARGET = `coalesce(c.name, l.company_name, '') as target_name, ct.name as contact_name`;
const JOINS = (t: string) => `left join crm_customers c on c.id = ${t}.customer_id
  left join crm_leads l on l.id = ${t}.lead_id
  left join crm_contacts ct on ct.id = ${t}.contact_id
  left join employee_directory e on e.id = ${t}.owner_employee_id`;

/** The plans of the company the viewer sees: their own (a manager: the team's), filtered by status, customer and owner. */
export function plansListed(
  q: Queryable,
  v: { companyId: string; id: string; manager: boolean },
  f: { statuses: readonly string[]; customerId: number | null; ownerId: number | null },
): Promise<PlanListed[]> {
  return q.query<PlanListed>(
    `select p.id::int, p.customer_id::int, p.lead_id::int, ${TARGET}, p.owner_employee_id::int as owner_id, coalesce(e.name, '') as owner_name,
            p.planned_at, p.method, p.content, p.status, p.record_id::int
       from crm_follow_plans p ${JOINS('p')}
      where p.owner_company_id = $1 and (p.owner_employee_id = $2::bigint or $3::boolean)
        and p.status = any($4::text[]) and ($5::bigint is null or p.customer_id = $5) and ($6::bigint is null or p.owner_employee_id = $6)
        and (c.id is null or c.deleted_at is null)
      order by p.planned_at ${f.statuses.includes('PLANNED') ? 'asc' : 'desc'} limit 500`,
    [v.companyId, v.id, v.manager, f.statuses, f.customerId, f.ownerId],
  );
}

export interface RecordListed {
  id: number;
  customer_id: number | null;
  lead_id: number | null;
  target_name: string;
  contact_name: string | null;
  author_id: number;
  author_name: string;
  follow_at: Date;
  method: string;
  content: string;
  next_plan_at: Date | null;
  created_at: Date;
  attachments: { Id: number; Name: string; Type: string; Size: number }[];
}

/**
 * The records the viewer sees: their own (a manager: the team's), and every record of a customer
 * they hold now — a customer keeps its records through recycling and transfers.
 */
export function recordsListed(
  q: Queryable,
  v: { companyId: string; id: string; manager: boolean },
  f: { customerId: number | null; authorId: number | null; search: string | null; leadId?: number | null },
): Promise<RecordListed[]> {
  return q.query<RecordListed>(
    `select r.id::int, r.customer_id::int, r.lead_id::int, ${TARGET}, r.owner_employee_id::int as author_id, coalesce(e.name, '') as author_name,
            r.follow_at, r.method, r.content, r.next_plan_at, r.created_at,
            coalesce((select json_agg(json_build_object('Id', a.id, 'Name', a.name, 'Type', a.content_type, 'Size', a.size) order by a.id)
                        from crm_follow_attachments a where a.record_id = r.id), '[]') as attachments
       from crm_follow_records r ${JOINS('r')}
      where r.owner_company_id = $1 and (r.owner_employee_id = $2::bigint or $3::boolean or c.owner_employee_id = $2::bigint or l.owner_employee_id = $2::bigint)
        and ($4::bigint is null or r.customer_id = $4) and ($5::bigint is null or r.owner_employee_id = $5) and ($7::bigint is null or r.lead_id = $7)
        and ($6::text is null or r.content ilike $6 or r.customer_id in (select id from crm_customers where name ilike $6))
        and (c.id is null or c.deleted_at is null)
      order by r.follow_at desc, r.id desc limit 500`,
    [v.companyId, v.id, v.manager, f.customerId, f.authorId, f.search, f.leadId ?? null],
  );
}

/** An attachment of a record of the company the viewer sees (as recordsListed). */
export async function attachmentSeen(q: Queryable, v: { companyId: string; id: string; manager: boolean }, id: number) {
  const [row] = await q.query<{ name: string; content_type: string; bytes: Uint8Array }>(
    `select a.name, a.content_type, a.bytes from crm_follow_attachments a
       join crm_follow_records r on r.id = a.record_id left join crm_customers c on c.id = r.customer_id
      where a.id = $1 and r.owner_company_id = $2 and (r.owner_employee_id = $3::bigint or $4::boolean or c.owner_employee_id = $3::bigint)`,
    [id, v.companyId, v.id, v.manager],
  );
  return row;
}

export interface ActivityListed {
  key: string;
  id: number;
  at: Date;
  entity: 'CUSTOMER' | 'CONTACT' | 'LEAD';
  entity_id: number;
  name: string;
  action: string;
  actor_name: string;
  to_name: string;
  reason: string | null;
}

/**
 * Follow-up records and completed or cancelled plans as activity rows (FOLLOW, PLAN_DONE,
 * PLAN_CANCELLED): who wrote or closed them, about which customer or lead, the reason "METHOD: content".
 */
const FOLLOW_ACTIVITY = `
  select 'R' || r.id as key, r.id, r.follow_at as at, case when r.customer_id is null then 'LEAD' else 'CUSTOMER' end as entity,
         coalesce(r.customer_id, r.lead_id) as entity_id, 'FOLLOW' as action, r.owner_employee_id as actor_id, null::bigint as to_id,
         r.method || ': ' || r.content as reason, r.customer_id, r.lead_id
    from crm_follow_records r where r.owner_company_id = $1 and r.follow_at >= $4 and r.follow_at < $5
  union all
  select 'P' || p.id, p.id, p.done_at, case when p.customer_id is null then 'LEAD' else 'CUSTOMER' end,
         coalesce(p.customer_id, p.lead_id), case p.status when 'DONE' then 'PLAN_DONE' else 'PLAN_CANCELLED' end,
         coalesce(p.closed_by, p.owner_employee_id), null::bigint, p.method || ': ' || p.content, p.customer_id, p.lead_id
    from crm_follow_plans p where p.owner_company_id = $1 and p.status <> 'PLANNED' and p.done_at >= $4 and p.done_at < $5`;

/**
 * The CRM's activity (crm_events, follow-up records, closed plans) in a period, newest first: a
 * manager the team's; a salesperson what they did and what happened to the customers and leads they hold.
 */
export function activityListed(
  q: Queryable,
  v: { companyId: string; id: string; manager: boolean },
  f: { from: Date; to: Date; actorId: number | null; customerId: number | null },
): Promise<ActivityListed[]> {
  return q.query<ActivityListed>(
    `with ev as (
       select 'E' || e.id as key, e.id, e.at, e.entity, e.entity_id, e.action, e.actor_id, e.to_employee_id as to_id, e.reason,
              case when e.entity = 'CUSTOMER' then e.entity_id end as customer_id, case when e.entity = 'LEAD' then e.entity_id end as lead_id
         from crm_events e where e.owner_company_id = $1 and e.at >= $4 and e.at < $5
       union all ${FOLLOW_ACTIVITY})
     select ev.key, ev.id::int, ev.at, ev.entity, ev.entity_id::int,
            coalesce(c.name, l.company_name, ct.name, op.name, '#' || ev.entity_id) as name, ev.action,
            coalesce(a.name, '') as actor_name, coalesce(t.name, '') as to_name, ev.reason
       from ev
       left join crm_customers c on c.id = ev.customer_id
       left join crm_leads l on l.id = ev.lead_id
       left join crm_contacts ct on ev.entity = 'CONTACT' and ct.id = ev.entity_id
       left join crm_customers cc on cc.id = ct.customer_id
       left join crm_opportunities op on ev.entity = 'OPPORTUNITY' and op.id = ev.entity_id
       left join employee_directory a on a.id = ev.actor_id
       left join employee_directory t on t.id = ev.to_id
      where ($3::boolean or ev.actor_id = $2::bigint or c.owner_employee_id = $2::bigint or l.owner_employee_id = $2::bigint or cc.owner_employee_id = $2::bigint or op.owner_employee_id = $2::bigint)
        and ($6::bigint is null or ev.actor_id = $6)
        and ($7::bigint is null or ev.customer_id = $7 or ct.customer_id = $7 or op.customer_id = $7)
      order by ev.at desc, ev.key desc limit 500`,
    [v.companyId, v.id, v.manager, f.from, f.to, f.actorId, f.customerId],
  );
}
