import type { Queryable } from '../../db/types';

/** A quote sent in a period, as the CRM's quotation analysis reads it (issue 50, commercial.md §7.3, §9.1). */
export interface QuoteOutcome {
  id: number;
  salesEmployeeId: string;
  customerCompanyId: string;
  polCode: string;
  podCode: string;
  status: string;
  /** The office day it was sent (YYYY-MM-DD). */
  sentDay: string;
  /** Its containers as saved (class and quantity). */
  lines: { ContainerClass: string; Qty: number }[];
  /** Each option in order (the first is the cheapest): carrier, sell totals and — staff only — cost totals. */
  options: { CarrierCode: string | null; Totals: { Currency: string; Amount: string }[]; CostTotals: { Currency: string; Amount: string }[] | null }[];
}

/**
 * The owner company's quotes sent between two office days (inclusive; superseded revisions left out:
 * the revision that replaced one is the quote), optionally only those of some salespeople.
 */
export function quoteOutcomesBetween(
  q: Queryable,
  a: { ownerCompanyId: string; from: string; to: string; zone: string; salesIds?: readonly string[] },
): Promise<QuoteOutcome[]> {
  return q.query<QuoteOutcome>(
    `select q.id::int, q.sales_employee_id::text as "salesEmployeeId", q.customer_company_id::text as "customerCompanyId",
            q.pol_code as "polCode", q.pod_code as "podCode", q.status, to_char((q.sent_at at time zone $4)::date, 'YYYY-MM-DD') as "sentDay",
            coalesce(q.lines->'Lines', '[]'::jsonb) as lines,
            (select coalesce(jsonb_agg(jsonb_build_object('CarrierCode', o.v->>'CarrierCode', 'Totals', coalesce(o.v->'Totals', '[]'::jsonb),
                                                          'CostTotals', o.v->'CostTotals') order by o.n), '[]'::jsonb)
               from jsonb_array_elements(q.options) with ordinality o(v, n)) as options
       from quotes q
      where q.owner_company_id = $1 and q.sent_at is not null and q.status <> 'SUPERSEDED'
        and (q.sent_at at time zone $4)::date between $2::date and $3::date
        and ($5::bigint[] is null or q.sales_employee_id = any($5::bigint[]))
      order by q.id`,
    [a.ownerCompanyId, a.from, a.to, a.zone, a.salesIds ?? null],
  );
}
