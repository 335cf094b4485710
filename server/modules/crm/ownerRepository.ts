import type { CrmAction } from '../../../src/domain/crm/status';
import type { Queryable } from '../../db/types';

/** Ownership periods (crm_owner_history) and every move (crm_events): written in the move's transaction (R7.7). */

export async function openOwnership(q: Queryable, ids: readonly number[], owner: string, by: string | null, at: Date, reason: string | null = null) {
  await q.query(`insert into crm_owner_history (customer_id, owner_employee_id, from_at, operator_id, reason) select unnest($1::bigint[]), $2, $3, $4, $5`, [
    ids,
    owner,
    at,
    by,
    reason,
  ]);
}

export async function closeOwnership(q: Queryable, ids: readonly number[], at: Date) {
  await q.query(`update crm_owner_history set to_at = $2 where customer_id = any($1::bigint[]) and to_at is null`, [ids, at]);
}

export interface CrmEvent {
  companyId: string;
  entity: 'CUSTOMER' | 'CONTACT' | 'LEAD';
  ids: readonly number[];
  action: CrmAction;
  actor: string | null;
  to?: string | null;
  reason?: string | null;
  at?: Date;
}

export async function crmEvent(q: Queryable, e: CrmEvent) {
  await q.query(
    `insert into crm_events (owner_company_id, entity, entity_id, action, actor_id, to_employee_id, reason, at)
     select $1, $2, unnest($3::bigint[]), $4, $5, $6, $7, coalesce($8::timestamptz, now())`,
    [e.companyId, e.entity, e.ids, e.action, e.actor, e.to ?? null, e.reason ?? null, e.at ?? null],
  );
}

/** Claims the employee made on the office's day `day` (R7.3's daily limit). */
export async function claimsOnDay(q: Queryable, employeeId: string, day: string, zone: string): Promise<number> {
  const [r] = await q.query<{ n: number }>(
    `select count(*)::int as n from crm_events where actor_id = $1 and action = 'CLAIM' and entity = 'CUSTOMER' and (at at time zone $3)::date = $2::date`,
    [employeeId, day, zone],
  );
  return r!.n;
}

/** The customers among `ids` the employee held until less than `days` days before `at` (R7.3's cooldown). */
export async function heldRecently(q: Queryable, employeeId: string, ids: readonly number[], days: number, at: Date): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select distinct customer_id::int as id from crm_owner_history
      where owner_employee_id = $1 and customer_id = any($2::bigint[]) and to_at is not null and to_at > $4::timestamptz - make_interval(days => $3)`,
    [employeeId, ids, days, at],
  );
  return rows.map((r) => r.id);
}

export function ownersOf(q: Queryable, customerId: number) {
  return q.query<{ Name: string; From: Date; To: Date | null; Reason: string | null }>(
    `select coalesce(e.name, '') as "Name", h.from_at as "From", h.to_at as "To", h.reason as "Reason"
       from crm_owner_history h left join employee_directory e on e.id = h.owner_employee_id where h.customer_id = $1 order by h.from_at desc, h.id desc`,
    [customerId],
  );
}

export function historyOf(q: Queryable, entity: 'CUSTOMER' | 'LEAD', id: number) {
  return q.query<{ At: Date; Action: CrmAction; By: string; To: string; Reason: string | null }>(
    `select v.at as "At", v.action as "Action", coalesce(a.name, '') as "By", coalesce(t.name, '') as "To", v.reason as "Reason"
       from crm_events v left join employee_directory a on a.id = v.actor_id left join employee_directory t on t.id = v.to_employee_id
      where v.entity = $1 and v.entity_id = $2 order by v.at desc, v.id desc`,
    [entity, id],
  );
}
