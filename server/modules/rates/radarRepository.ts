import type { Queryable } from '../../db/types';

/**
 * What the radars (issue 51, commercial.md §9.4–9.5) read of rates: the customers' searches and
 * rate-card openings (signals), quotes sent and won per salesperson, quotes priced below the floor
 * with their reason and the classes our quotes priced (the price index is rate analysis' read model). Office days are counted in the zone the caller passes (OFFICE_ZONE).
 */

export interface LaneSearchDay {
  companyId: string;
  polCode: string;
  podCode: string;
  day: string;
  searches: number;
  lastAt: string;
}

/** A customer's own searches of one lane on one office day, counted, where there were at least `atLeast` (R9.4). */
export function laneSearchesPerDay(q: Queryable, a: { from: Date; to: Date; zone: string; atLeast: number }): Promise<LaneSearchDay[]> {
  return q.query<LaneSearchDay>(
    `select company_id::text as "companyId", pol_code as "polCode", pod_code as "podCode", (at at time zone $3)::date::text as day,
            count(*)::int as searches, max(at) as "lastAt"
       from rate_search_log
      where source = 'CUSTOMER' and company_id is not null and at >= $1 and at < $2
      group by 1, 2, 3, 4 having count(*) >= $4 order by max(at) desc`,
    [a.from, a.to, a.zone, a.atLeast],
  );
}

export interface CardViewDay {
  companyId: string;
  cardId: number;
  title: string;
  polCode: string;
  podCode: string;
  day: string;
  views: number;
  lastAt: string;
}

/** The openings of a company's rate cards by their customers, per card and office day (expired openings too: the customer still looked). */
export function cardViewsPerDay(q: Queryable, a: { ownerCompanyId: string; from: Date; to: Date; zone: string }): Promise<CardViewDay[]> {
  return q.query<CardViewDay>(
    `select c.customer_company_id::text as "companyId", c.id::int as "cardId", c.title, c.pol_code as "polCode", c.pod_code as "podCode",
            (v.viewed_at at time zone $4)::date::text as day, count(*)::int as views, max(v.viewed_at) as "lastAt"
       from rate_card_views v join rate_cards c on c.id = v.card_id
      where c.owner_company_id = $1 and v.viewed_at >= $2 and v.viewed_at < $3
      group by 1, 2, 3, 4, 5, 6 order by max(v.viewed_at) desc`,
    [a.ownerCompanyId, a.from, a.to, a.zone],
  );
}

export interface QuotesWon {
  employeeId: string;
  won: number;
}

/** Per salesperson: the quotes the customer accepted in the period (the sales radar; what was sent is `quotesSent`'s). */
export function quotesWonPerSalesperson(q: Queryable, a: { ownerCompanyId: string; from: Date; to: Date }): Promise<QuotesWon[]> {
  return q.query<QuotesWon>(
    `select sales_employee_id::text as "employeeId", count(*)::int as won
       from quotes where owner_company_id = $1 and status = 'ACCEPTED' and decided_at >= $2 and decided_at < $3 group by 1`,
    [a.ownerCompanyId, a.from, a.to],
  );
}

export interface QuotedClass {
  quoteId: number;
  quoteNo: string;
  status: string;
  customerCompanyId: string;
  salesEmployeeId: string;
  polCode: string;
  podCode: string;
  at: string;
  overrideReason: string | null;
  optionNo: number;
  rateNo: string;
  containerClass: string;
  currency: string;
  sell: string;
  cost: string | null;
  belowFloor: boolean;
}

/** Every class our quotes (not superseded) priced since `from`, with the staff-only cost and floor mark, and the quote's override reason. */
export function quotedClassesSince(q: Queryable, a: { ownerCompanyId: string; from: Date }): Promise<QuotedClass[]> {
  return q.query<QuotedClass>(
    `select q.id::int as "quoteId", q.quote_no as "quoteNo", q.status, q.customer_company_id::text as "customerCompanyId",
            q.sales_employee_id::text as "salesEmployeeId", q.pol_code as "polCode", q.pod_code as "podCode",
            coalesce(q.sent_at, q.created_at) as at, q.override_reason as "overrideReason", o.n::int as "optionNo",
            o.opt->>'RateNo' as "rateNo", c->>'ContainerClass' as "containerClass", o.opt->>'Currency' as currency,
            c->>'Sell' as sell, c->>'Cost' as cost, coalesce((c->>'BelowFloor')::boolean, false) as "belowFloor"
       from quotes q cross join lateral jsonb_array_elements(q.options) with ordinality o(opt, n)
            cross join lateral jsonb_array_elements(o.opt->'Classes') c
      where q.owner_company_id = $1 and q.status <> 'SUPERSEDED' and coalesce(q.sent_at, q.created_at) >= $2
      order by at desc, q.id, o.n`,
    [a.ownerCompanyId, a.from],
  );
}

export interface OptionTotals {
  quoteId: number;
  optionNo: number;
  totals: { Currency: string; Amount: string }[];
  costTotals: { Currency: string; Amount: string }[] | null;
}

/** The sell and cost totals of quoted options (a booking made from a quote: its gross profit as quoted). */
export function quotedOptionTotals(q: Queryable, ownerCompanyId: string, quoteIds: readonly number[]): Promise<OptionTotals[]> {
  return q.query<OptionTotals>(
    `select q.id::int as "quoteId", o.n::int as "optionNo", o.opt->'Totals' as totals, o.opt->'CostTotals' as "costTotals"
       from quotes q cross join lateral jsonb_array_elements(q.options) with ordinality o(opt, n)
      where q.owner_company_id = $1 and q.id = any($2::bigint[])`,
    [ownerCompanyId, quoteIds],
  );
}

/** The lines a customer last searched a lane with (the radar's draft quote prices the same), if it ever did. */
export async function lastLinesSearched(
  q: Queryable,
  companyId: string,
  polCode: string,
  podCode: string,
): Promise<{ ContainerClass: string; Qty: number }[] | undefined> {
  const [last] = await q.query<{ lines: { ContainerClass: string; Qty: number }[] }>(
    `select lines -> 'Lines' as lines from rate_search_log where company_id = $1 and pol_code = $2 and pod_code = $3 order by at desc limit 1`,
    [companyId, polCode, podCode],
  );
  return last?.lines;
}
