import type { Queryable } from '../../db/types';

/** What the recycling round reads and writes (crm_customers, crm_leads, crm_contacts past retention). */

export interface HeldForRound {
  id: number;
  owner_company_id: string;
  name: string;
  owner_employee_id: string;
  claimed_at: Date;
  last_follow_at: Date | null;
  deal_status: 'NONE' | 'DEALT';
  recycle_warned_at: Date | null;
  enabled: boolean;
  no_follow_days: number;
  no_deal_days: number;
  notice_days: number;
}

/** Every held customer whose pool recycles, with its rule. */
export function heldCustomers(q: Queryable): Promise<HeldForRound[]> {
  return q.query<HeldForRound>(
    `select c.id::int, c.owner_company_id::text, c.name, c.owner_employee_id::text, c.claimed_at, c.last_follow_at, c.deal_status, c.recycle_warned_at,
            r.enabled, r.no_follow_days, r.no_deal_days, r.notice_days
       from crm_customers c join crm_pool_recycle_rules r on r.pool_id = c.pool_id
      where not c.in_pool and c.deleted_at is null and r.enabled and c.deal_status = 'NONE' and c.claimed_at is not null
      order by c.id`,
  );
}

/** The same customer still held by the same person (the round moves each in its own transaction), locked. */
export async function stillHeld(q: Queryable, id: number, owner: string): Promise<boolean> {
  const [r] = await q.query(`select 1 from crm_customers where id = $1 and owner_employee_id = $2 and deleted_at is null for update`, [id, owner]);
  return !!r;
}

export async function markWarned(q: Queryable, id: number, at: Date) {
  await q.query(`update crm_customers set recycle_warned_at = $2 where id = $1`, [id, at]);
}

/** The ids purged: deleted customers, leads and contacts older than the retention, each with its company for the stub. */
export async function purgeExpired(q: Queryable, before: Date) {
  const customers = await q.query<{ id: number; company: string }>(
    `delete from crm_customers where deleted_at < $1 returning id::int, owner_company_id::text as company`,
    [before],
  );
  const leads = await q.query<{ id: number; company: string }>(
    `delete from crm_leads where deleted_at < $1 returning id::int, owner_company_id::text as company`,
    [before],
  );
  const contacts = await q.query<{ id: number; company: string }>(
    `delete from crm_contacts t using crm_customers c where c.id = t.customer_id and t.deleted_at < $1 returning t.id::int, c.owner_company_id::text as company`,
    [before],
  );
  return { customers, leads, contacts };
}
