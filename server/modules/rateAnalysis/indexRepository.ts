import type { Queryable } from '../../db/types';

/** The weekly price index over all carriers, as other modules read it (the margin radar, issue 51). */
export interface CostIndexWeek {
  polCode: string;
  podCode: string;
  containerClass: string;
  currency: string;
  /** The week's Monday. */
  week: string;
  /** The cost's (lower) median that week. */
  median: string;
  rates: number;
}

/**
 * The price index (commercial.md §9.1) over all carriers (the read model's carrier ''), per lane,
 * class and currency, for each week whose Monday is from `fromMonday` to `toMonday` — as counted by
 * the last refresh (the hourly round, or on demand).
 */
export function costIndexWeeks(q: Queryable, a: { fromMonday: string; toMonday: string }): Promise<CostIndexWeek[]> {
  return q.query<CostIndexWeek>(
    `select pol_code as "polCode", pod_code as "podCode", container_class as "containerClass", currency,
            to_char(week, 'YYYY-MM-DD') as week, cost_median::text as median, rates
       from rate_weekly
      where carrier_code = '' and week between $1::date and $2::date
      order by 1, 2, 3, 4, 5`,
    [a.fromMonday, a.toMonday],
  );
}
