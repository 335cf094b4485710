import type { Queryable } from '../../db/types';

/** Follow-up plans and records' SQL (crm_follow_plans, crm_follow_records, crm_follow_attachments; migration 107). */

/** Whom a follow-up is about: exactly one of a customer and a lead. */
export interface FollowTarget {
  customerId: number | null;
  leadId: number | null;
}

/** A customer or lead the follow-up may be about, with its holder (null: in the pool / unowned). */
export interface TargetRow {
  name: string;
  in_pool: boolean;
  owner_employee_id: string | null;
}

export async function targetOf(q: Queryable, companyId: string, t: FollowTarget, lock = false): Promise<TargetRow | undefined> {
  const [row] = t.customerId
    ? await q.query<TargetRow>(
        `select name, in_pool, owner_employee_id::text from crm_customers
          where id = $1 and owner_company_id = $2 and deleted_at is null ${lock ? 'for update' : ''}`,
        [t.customerId, companyId],
      )
    : await q.query<TargetRow>(
        `select company_name as name, owner_employee_id is null as in_pool, owner_employee_id::text from crm_leads
          where id = $1 and owner_company_id = $2 and deleted_at is null and stage not in ('CONVERTED', 'DISCARDED')`,
        [t.leadId, companyId],
      );
  return row;
}

/** Whether the contact belongs to the customer (and is not deleted). */
export async function contactOfCustomer(q: Queryable, customerId: number, contactId: number): Promise<boolean> {
  const rows = await q.query(`select 1 from crm_contacts where id = $1 and customer_id = $2 and deleted_at is null`, [contactId, customerId]);
  return rows.length > 0;
}

/** Whether the company keeps this FOLLOW_METHOD entry (enabled). */
export async function methodKept(q: Queryable, companyId: string, code: string): Promise<boolean> {
  const rows = await q.query(`select 1 from crm_dicts where owner_company_id = $1 and kind = 'FOLLOW_METHOD' and code = $2 and enabled`, [companyId, code]);
  return rows.length > 0;
}

export interface PlanInsert extends FollowTarget {
  companyId: string;
  opportunityId: number | null;
  contactId: number | null;
  ownerId: string;
  plannedAt: Date;
  method: string;
  content: string;
  createdBy: string;
}

export async function insertPlan(q: Queryable, p: PlanInsert): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into crm_follow_plans (owner_company_id, customer_id, lead_id, opportunity_id, contact_id, owner_employee_id, planned_at, method, content, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::int`,
    [p.companyId, p.customerId, p.leadId, p.opportunityId, p.contactId, p.ownerId, p.plannedAt, p.method, p.content, p.createdBy],
  );
  return row!.id;
}

export async function updatePlan(q: Queryable, id: number, p: PlanInsert): Promise<void> {
  await q.query(
    `update crm_follow_plans set customer_id = $2, lead_id = $3, opportunity_id = $4, contact_id = $5, planned_at = $6, method = $7, content = $8
      where id = $1`,
    [id, p.customerId, p.leadId, p.opportunityId, p.contactId, p.plannedAt, p.method, p.content],
  );
}

export interface PlanHeld {
  id: number;
  owner_employee_id: string;
  status: 'PLANNED' | 'DONE' | 'CANCELLED';
  customer_id: number | null;
  lead_id: number | null;
  opportunity_id: number | null;
  contact_id: number | null;
  method: string;
}

/** A plan of the company the viewer sees (its owner, or a manager), locked. */
export async function planSeen(q: Queryable, companyId: string, viewerId: string, manager: boolean, id: number): Promise<PlanHeld | undefined> {
  const [row] = await q.query<PlanHeld>(
    `select id::int, owner_employee_id::text, status, customer_id::int, lead_id::int, opportunity_id::int, contact_id::int, method
       from crm_follow_plans where id = $1 and owner_company_id = $2 and (owner_employee_id = $3::bigint or $4::boolean) for update`,
    [id, companyId, viewerId, manager],
  );
  return row;
}

export async function closePlan(q: Queryable, id: number, status: 'DONE' | 'CANCELLED', recordId: number | null, at: Date, by: string): Promise<void> {
  await q.query(`update crm_follow_plans set status = $2, record_id = $3, done_at = $4, closed_by = $5 where id = $1`, [id, status, recordId, at, by]);
}

/** The open plans of these customers go to their new holder (a transfer or an assignment); done ones stay with their author. */
export async function moveOpenPlans(q: Queryable, customerIds: readonly number[], to: string): Promise<{ customer_id: number; n: number }[]> {
  return q.query<{ customer_id: number; n: number }>(
    `with moved as (update crm_follow_plans set owner_employee_id = $2
                     where customer_id = any($1::bigint[]) and status = 'PLANNED' and owner_employee_id <> $2::bigint returning customer_id)
     select customer_id::int, count(*)::int as n from moved group by customer_id`,
    [customerIds, to],
  );
}

/** The radar's counts per employee (R7.8): plans due in [from, to), plans more than a day overdue, records in [from, to). */
export function followCounts(q: Queryable, companyId: string, employeeIds: readonly string[], from: Date, to: Date, now: Date) {
  return q.query<{ employee_id: string; due: number; overdue: number; done: number }>(
    `select e.id::text as employee_id,
            (select count(*)::int from crm_follow_plans p where p.owner_company_id = $1 and p.owner_employee_id = e.id
                and p.status = 'PLANNED' and p.planned_at >= $3 and p.planned_at < $4) as due,
            (select count(*)::int from crm_follow_plans p where p.owner_company_id = $1 and p.owner_employee_id = e.id
                and p.status = 'PLANNED' and p.planned_at < $5::timestamptz - interval '1 day') as overdue,
            (select count(*)::int from crm_follow_records r where r.owner_company_id = $1 and r.owner_employee_id = e.id
                and r.follow_at >= $3 and r.follow_at < $4) as done
       from unnest($2::bigint[]) as e(id)`,
    [companyId, employeeIds, from, to, now],
  );
}

/**
 * A converted lead's follow-ups become the customer's (R7.7: history is never lost); each keeps the lead it was written on.
 * The customer's last follow-up moves to the lead's when that is later.
 */
export async function moveLeadFollowUps(q: Queryable, leadId: number, customerId: number): Promise<void> {
  await q.query(`update crm_follow_records set customer_id = $2, lead_id = null, from_lead_id = $1 where lead_id = $1`, [leadId, customerId]);
  await q.query(`update crm_follow_plans set customer_id = $2, lead_id = null, from_lead_id = $1 where lead_id = $1`, [leadId, customerId]);
  // the recycle clock (R7.8): the lead's last follow-up, when later, is the customer's — its author the last follower
  await q.query(
    `update crm_customers c set last_follow_at = l.last_follow_at, recycle_warned_at = null,
            last_follower_id = coalesce((select r.owner_employee_id from crm_follow_records r where r.from_lead_id = l.id
                                          order by r.follow_at desc, r.id desc limit 1), c.last_follower_id)
       from crm_leads l
      where l.id = $1 and c.id = $2 and l.last_follow_at is not null and (c.last_follow_at is null or c.last_follow_at < l.last_follow_at)`,
    [leadId, customerId],
  );
}
