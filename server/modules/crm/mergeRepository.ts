import type { Queryable } from '../../db/types';

/** Merging customers (commercial.md §7.3 CrmCustomer/Merge): the SQL that moves what hangs off a customer. */

/**
 * Everything that hangs off the customers `fromIds` moves to `toId`, one statement per child table
 * (a new child table adds its statement here): contacts (the kept customer's primary contact stays
 * the primary), ownership periods, the history, leads converted into them, their opportunities, and
 * their follow-up plans and records.
 */
export async function moveCustomerChildren(tx: Queryable, fromIds: readonly number[], toId: number): Promise<void> {
  await tx.query(`update crm_contacts set customer_id = $2, is_primary = false where customer_id = any($1::bigint[])`, [fromIds, toId]);
  await tx.query(`update crm_owner_history set customer_id = $2 where customer_id = any($1::bigint[])`, [fromIds, toId]);
  await tx.query(`update crm_events set entity_id = $2 where entity = 'CUSTOMER' and entity_id = any($1::bigint[])`, [fromIds, toId]);
  await tx.query(`update crm_leads set transition_customer_id = $2 where transition_customer_id = any($1::bigint[])`, [fromIds, toId]);
  await tx.query(`update crm_opportunities set customer_id = $2 where customer_id = any($1::bigint[])`, [fromIds, toId]);
  await tx.query(`update crm_follow_plans set customer_id = $2 where customer_id = any($1::bigint[])`, [fromIds, toId]);
  await tx.query(`update crm_follow_records set customer_id = $2 where customer_id = any($1::bigint[])`, [fromIds, toId]);
}

/** The merged customers' link to a platform company is let go (one customer per company), so the kept one can take it. */
export async function unlinkCustomers(tx: Queryable, ids: readonly number[]): Promise<void> {
  await tx.query(`update crm_customers set linked_company_id = null, version = version + 1 where id = any($1::bigint[])`, [ids]);
}

/** The kept customer changed (its version moves on, so an edit opened before the merge is stale). */
export async function touchCustomer(tx: Queryable, id: number): Promise<number> {
  const [r] = await tx.query<{ version: number }>(`update crm_customers set version = version + 1 where id = $1 returning version`, [id]);
  return r!.version;
}

/** The merged customers name the kept one (restoring them is refused, the bin links to it). */
export async function markMergedInto(tx: Queryable, ids: readonly number[], keepId: number): Promise<void> {
  await tx.query(`update crm_customers set merged_into_id = $2 where id = any($1::bigint[])`, [ids, keepId]);
}

/** The customer a deleted one was merged into: its id (none for merges before migration 117) and name, or none when it was not merged. */
export async function mergedInto(q: Queryable, id: number): Promise<{ id: number | null; name: string } | undefined> {
  const [r] = await q.query<{ id: number | null; name: string | null; merged: boolean }>(
    `select k.id::int, coalesce(k.name, (select v.reason from crm_events v where v.entity = 'CUSTOMER' and v.entity_id = c.id and v.action = 'MERGED_INTO' order by v.id desc limit 1)) as name,
            c.merged_into_id is not null or exists (select 1 from crm_events v where v.entity = 'CUSTOMER' and v.entity_id = c.id and v.action = 'MERGED_INTO') as merged
       from crm_customers c left join crm_customers k on k.id = c.merged_into_id where c.id = $1`,
    [id],
  );
  return r?.merged ? { id: r.id, name: r.name ?? '' } : undefined;
}
