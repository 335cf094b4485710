import type { Queryable } from '../../db/types';
import { customerListSql, type ListedCustomer } from './listRepository';
import type { Viewer } from './scope';

export type CustomerDetail = ListedCustomer & {
  Version: number;
  ShortName: string;
  NameEn: string;
  Uscc: string | null;
  Industry: string | null;
  Address: string;
  EstTeuPerMonth: number | null;
  PoolReason: string | null;
  LinkedCompanyId: number | null;
};

/** One customer the viewer sees, with the list's columns and the page's own. */
export async function customerDetail(q: Queryable, v: Viewer, id: number): Promise<CustomerDetail | undefined> {
  const base = customerListSql(v, 'ALL');
  const [r] = await q.query<CustomerDetail>(
    `select t.*, c.version as "Version", c.short_name as "ShortName", c.name_en as "NameEn", c.uscc as "Uscc", c.industry_code as "Industry",
            c.address as "Address", c.est_teu_per_month as "EstTeuPerMonth", c.pool_reason as "PoolReason", c.linked_company_id::int as "LinkedCompanyId"
       from (${base.sql}) t join crm_customers c on c.id = t."Id" where c.id = $4`,
    [...base.params, id],
  );
  return r;
}
