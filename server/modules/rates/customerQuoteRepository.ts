import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';

/**
 * The quotes the owner company made for one customer company, newest first (the CRM's customer page,
 * commercial.md §7.3 Get: "quotes"): number, status (EXPIRED derived as the quote list does), lane, last day.
 */
export function quotesForCompany(q: Queryable, ownerCompanyId: string | number, customerCompanyId: string | number, limit = 20) {
  return q.query<{ Id: number; QuoteNo: string; Status: string; Lane: string; ValidUntil: string }>(
    `select q.id::int as "Id", q.quote_no as "QuoteNo",
            case when q.status in ('DRAFT', 'SENT') and q.valid_until < $3::date then 'EXPIRED' else q.status end as "Status",
            q.pol_code || ' → ' || q.pod_code as "Lane", to_char(q.valid_until, 'YYYY-MM-DD') as "ValidUntil"
       from quotes q where q.owner_company_id = $1 and q.customer_company_id = $2 order by q.created_at desc, q.id desc limit $4`,
    [String(ownerCompanyId), String(customerCompanyId), dayIn(OFFICE_ZONE), limit],
  );
}
