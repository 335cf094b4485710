import type { Queryable } from '../../db/types';
import type { FollowTarget } from './followRepository';

/** A follow-up record's writes (crm_follow_records, crm_follow_attachments) and what it moves on its customer or lead (R7.8). */

export interface RecordInsert extends FollowTarget {
  companyId: string;
  opportunityId: number | null;
  contactId: number | null;
  authorId: string;
  followAt: Date;
  method: string;
  content: string;
  nextPlanAt: Date | null;
  planId: number | null;
}

export async function insertRecord(q: Queryable, r: RecordInsert): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `insert into crm_follow_records (owner_company_id, customer_id, lead_id, opportunity_id, contact_id, owner_employee_id, follow_at, method, content, next_plan_at, plan_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::int`,
    [r.companyId, r.customerId, r.leadId, r.opportunityId, r.contactId, r.authorId, r.followAt, r.method, r.content, r.nextPlanAt, r.planId],
  );
  return row!.id;
}

export async function insertAttachment(q: Queryable, recordId: number, a: { name: string; type: string; bytes: Buffer }): Promise<void> {
  await q.query(`insert into crm_follow_attachments (record_id, name, content_type, size, bytes) values ($1, $2, $3, $4, $5)`, [
    recordId,
    a.name,
    a.type,
    a.bytes.length,
    a.bytes,
  ]);
}

/**
 * The recycle clock (R7.8): the customer's last follow-up moves to the record's time (never back),
 * its follower with it; a lead's too, and a NEW lead is now being followed up.
 */
export async function markFollowed(q: Queryable, t: FollowTarget, at: Date, by: string): Promise<void> {
  if (t.customerId) {
    await q.query(
      `update crm_customers set last_follow_at = $2, last_follower_id = $3, recycle_warned_at = null
        where id = $1 and (last_follow_at is null or last_follow_at < $2)`,
      [t.customerId, at, by],
    );
  } else {
    await q.query(
      `update crm_leads set last_follow_at = greatest(coalesce(last_follow_at, $2), $2), stage = case when stage = 'NEW' then 'FOLLOWING' else stage end
        where id = $1`,
      [t.leadId, at],
    );
  }
}

export interface RecordHeld {
  id: number;
  owner_employee_id: string;
  created_at: Date;
  customer_id: number | null;
}

/** A record of the company the viewer sees (its author, or a manager), locked. */
export async function recordSeen(q: Queryable, companyId: string, viewerId: string, manager: boolean, id: number): Promise<RecordHeld | undefined> {
  const [row] = await q.query<RecordHeld>(
    `select id::int, owner_employee_id::text, created_at, customer_id::int from crm_follow_records
      where id = $1 and owner_company_id = $2 and (owner_employee_id = $3::bigint or $4::boolean) for update`,
    [id, companyId, viewerId, manager],
  );
  return row;
}

/** Deletes a record (a plan completed into it opens again: PLANNED). */
export async function removeRecord(q: Queryable, id: number): Promise<void> {
  await q.query(`update crm_follow_plans set status = 'PLANNED', record_id = null, done_at = null where record_id = $1`, [id]);
  await q.query(`delete from crm_follow_records where id = $1`, [id]);
}
