import type { Queryable } from '../../db/types';

/**
 * The platform companies a salesperson holds in their private sea (a CRM customer they own, linked
 * to the company it is on the platform): the sales analysis' scope of a salesperson (R9.1, with the
 * companies' assigned salespeople), read through public.ts.
 */
export async function companiesOwnedBy(q: Queryable, employeeId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `select distinct c.linked_company_id::text as id from crm_customers c
      where c.owner_employee_id = $1::bigint and c.linked_company_id is not null and c.deleted_at is null`,
    [employeeId],
  );
  return rows.map((r) => r.id);
}
