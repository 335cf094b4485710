import type { Queryable } from '../../db/types';

/** A quote sent to a customer: who sent it, to which company. */
export interface SentQuote {
  id: number;
  salesEmployeeId: string;
  customerCompanyId: string;
}

/** A sent quote with what the CRM's quotation analysis reads of it (issue 50, commercial.md §7.3, §9.1). */
export interface QuoteOutcome extends SentQuote {
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

/** Office days (inclusive) on the office's clock `zone`. */
export type SentDays = { fromDay: string; toDay: string; zone: string };
/** A period as instants [from, to), or as office days. */
export type SentPeriod = { from: Date; to: Date } | SentDays;

export interface SentQuery {
  period: SentPeriod;
  /** One owner company's quotes; every owner's when absent (the platform's sales analysis). */
  ownerCompanyId?: string;
  /** Only these salespeople's. */
  salesIds?: readonly string[];
}

const DETAIL = `, q.pol_code as "polCode", q.pod_code as "podCode", q.status,
       to_char((q.sent_at at time zone $5)::date, 'YYYY-MM-DD') as "sentDay",
       coalesce(q.lines->'Lines', '[]'::jsonb) as lines,
       (select coalesce(jsonb_agg(jsonb_build_object('CarrierCode', o.v->>'CarrierCode', 'Totals', coalesce(o.v->'Totals', '[]'::jsonb),
                                                     'CostTotals', o.v->'CostTotals') order by o.n), '[]'::jsonb)
          from jsonb_array_elements(q.options) with ordinality o(v, n)) as options`;

/**
 * The one read of "quotes sent" (commercial.md §9.1): sent in the period, neither a draft (it never
 * reached a customer) nor a superseded revision (the revision that replaced it is the quote: counting
 * both would count one offer twice). The sales analysis' quote conversion, the sales radar's quotes
 * sent and — `withDetail` — the CRM's quotation analysis (lane, status, day, containers, options) read it.
 */
export function quotesSent(q: Queryable, a: SentQuery & { withDetail: true; period: SentDays }): Promise<QuoteOutcome[]>;
export function quotesSent(q: Queryable, a: SentQuery & { withDetail?: false }): Promise<SentQuote[]>;
export function quotesSent(q: Queryable, a: SentQuery & { withDetail?: boolean }): Promise<SentQuote[]> {
  const p = a.period;
  const days = 'zone' in p;
  const within = days ? `(q.sent_at at time zone $5)::date between $3::date and $4::date` : `q.sent_at >= $3 and q.sent_at < $4`;
  // the zone ($5) only where the days or the detail's day name it
  const params: unknown[] = [a.ownerCompanyId ?? null, a.salesIds ?? null, days ? p.fromDay : p.from, days ? p.toDay : p.to];
  if (days) params.push(p.zone);
  return q.query<SentQuote>(
    `select q.id::int, q.sales_employee_id::text as "salesEmployeeId", q.customer_company_id::text as "customerCompanyId"${a.withDetail && days ? DETAIL : ''}
       from quotes q
      where q.sent_at is not null and q.status not in ('DRAFT', 'SUPERSEDED') and ${within}
        and ($1::bigint is null or q.owner_company_id = $1) and ($2::bigint[] is null or q.sales_employee_id = any($2::bigint[]))
      order by q.id`,
    params,
  );
}
