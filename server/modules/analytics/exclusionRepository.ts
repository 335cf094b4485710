import type { Queryable } from '../../db/types';

/** The exclusion list's SQL (analytics_excluded_companies, analytics_exclusion_history: this module's tables). */

export async function excludedCompanyIds(q: Queryable): Promise<Set<string>> {
  const rows = await q.query<{ id: string }>('select company_id::text as id from analytics_excluded_companies');
  return new Set(rows.map((r) => r.id));
}

export function excludedRows(q: Queryable) {
  return q.query<{ company: string; reason: string; by: string; at: Date | string }>(
    'select company_id::text as company, reason, added_by::text as by, added_at as at from analytics_excluded_companies order by added_at desc, company_id',
  );
}

/** The last 100 changes, newest first. */
export function historyRows(q: Queryable) {
  return q.query<{ company: string; action: 'ADD' | 'REMOVE'; reason: string; by: string; at: Date | string }>(
    `select company_id::text as company, action, reason, changed_by::text as by, changed_at as at
       from analytics_exclusion_history order by id desc limit 100`,
  );
}

/** The customer companies in the daily roll-ups (those with released bookings): what may be excluded. */
export async function rolledUpCustomers(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ id: string }>('select distinct customer_company_id::text as id from sales_daily where bookings > 0');
  return rows.map((r) => r.id);
}

/** Adds a company to the list (false: it was already there) and records it. */
export async function addExclusion(tx: Queryable, companyId: string, reason: string, by: string): Promise<boolean> {
  const added = await tx.query(
    `insert into analytics_excluded_companies (company_id, reason, added_by) values ($1::bigint, $2, $3::bigint)
     on conflict (company_id) do nothing returning 1`,
    [companyId, reason, by],
  );
  if (!added.length) return false;
  await tx.query(`insert into analytics_exclusion_history (company_id, action, reason, changed_by) values ($1::bigint, 'ADD', $2, $3::bigint)`, [
    companyId,
    reason,
    by,
  ]);
  return true;
}

/** Takes a company off the list (false: it was not there) and records it. */
export async function removeExclusion(tx: Queryable, companyId: string, reason: string, by: string): Promise<boolean> {
  const removed = await tx.query('delete from analytics_excluded_companies where company_id = $1::bigint returning 1', [companyId]);
  if (!removed.length) return false;
  await tx.query(`insert into analytics_exclusion_history (company_id, action, reason, changed_by) values ($1::bigint, 'REMOVE', $2, $3::bigint)`, [
    companyId,
    reason,
    by,
  ]);
  return true;
}
