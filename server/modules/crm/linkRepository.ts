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

export interface ApplicationMatch {
  id: number;
  name: string;
  owner_employee_id: string | null;
  matched_on: 'USCC' | 'NAME';
}

/**
 * The company's live, unlinked customer a company application names (R7.9): the same credit code,
 * else the same normalised name (R7.1) when the customer's own code does not say otherwise. Locked.
 */
export async function customerMatchingApplication(
  q: Queryable,
  ownerCompanyId: string,
  uscc: string,
  nameKeys: readonly string[],
): Promise<ApplicationMatch | undefined> {
  const [row] = await q.query<ApplicationMatch>(
    `select id::int, name, owner_employee_id::text, case when $2 <> '' and uscc = $2 then 'USCC' else 'NAME' end as matched_on
       from crm_customers
      where owner_company_id = $1 and deleted_at is null and linked_company_id is null
        and (($2 <> '' and uscc = $2) or (name_key = any($3::text[]) and (uscc is null or $2 = '')))
      order by ($2 <> '' and uscc = $2) desc, id limit 1 for update`,
    [ownerCompanyId, uscc, nameKeys],
  );
  return row;
}
