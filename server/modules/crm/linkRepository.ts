import type { Queryable } from '../../db/types';

/** The company's live customers linked to these platform companies, by company id (one customer per company). */
export async function customersLinkedTo(q: Queryable, ownerCompanyId: string, companyIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await q.query<{ company: string; name: string }>(
    `select linked_company_id::text as company, name from crm_customers
      where owner_company_id = $1 and linked_company_id = any($2::bigint[]) and deleted_at is null`,
    [ownerCompanyId, companyIds],
  );
  return new Map(rows.map((r) => [r.company, r.name]));
}
