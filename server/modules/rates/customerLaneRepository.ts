import type { Queryable } from '../../db/types';

/** One lane of a customer's: its searches and the quotes made for it, and how those quotes ended. */
export interface CustomerLaneActivity {
  POL: string;
  POD: string;
  Searches: number;
  Quotes: number;
  QuotesAccepted: number;
  QuotesRejected: number;
  LostOnPrice: number;
}

/**
 * What one customer company searched and was quoted per lane between two days, both included (rate
 * analysis' customer page, commercial.md §9.2 CustomerRates): searches by its employees; the quotes
 * sent to it (drafts never reached it), accepted, and turned down — on price when the reason names it.
 */
export function customerLaneActivity(q: Queryable, companyId: string, from: string, to: string): Promise<CustomerLaneActivity[]> {
  return q.query<CustomerLaneActivity>(
    `with s as (
       select pol_code, pod_code, count(*)::int as n from rate_search_log where company_id = $1 and day between $2::date and $3::date group by 1, 2
     ), qq as (
       select pol_code, pod_code, count(*)::int as n,
              count(*) filter (where status = 'ACCEPTED')::int as accepted,
              count(*) filter (where status = 'REJECTED')::int as rejected,
              count(*) filter (where status = 'REJECTED' and coalesce(decision_reason, '') ~* '(价|贵|price|expensive|cheaper)')::int as on_price
         from quotes where customer_company_id = $1 and status <> 'DRAFT' and day between $2::date and $3::date group by 1, 2
     )
     select coalesce(s.pol_code, qq.pol_code) as "POL", coalesce(s.pod_code, qq.pod_code) as "POD", coalesce(s.n, 0) as "Searches",
            coalesce(qq.n, 0) as "Quotes", coalesce(qq.accepted, 0) as "QuotesAccepted", coalesce(qq.rejected, 0) as "QuotesRejected",
            coalesce(qq.on_price, 0) as "LostOnPrice"
       from s full join qq on qq.pol_code = s.pol_code and qq.pod_code = s.pod_code
      order by 1, 2`,
    [companyId, from, to],
  );
}
