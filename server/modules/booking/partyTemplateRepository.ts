import type { Queryable } from '../../db/types';

/** A company's party templates (SFT) as another module's party pickers read them (the entry order's form: entryOrder, issue 48), by role then name. */
export function partyTemplatesOf(
  q: Queryable,
  companyId: string,
): Promise<{ id: number; role: string; name: string; address: string; contact: string; phone: string; email: string; taxId: string }[]> {
  return q.query(
    `select id::int, role, name, address, contact, phone, email, tax_id as "taxId" from party_templates where company_id = $1::bigint order by role, lower(name) limit 500`,
    [companyId],
  );
}
