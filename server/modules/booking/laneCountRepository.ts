import type { Queryable } from '../../db/types';

/**
 * One customer company's bookings per lane whose expected sailing day (else the day it was made, in
 * Shanghai) falls between two days, both included (rate analysis' customer page, commercial.md §9.1):
 * submitted ones on, never a draft or a cancelled, rejected or declined one.
 */
export function bookingsPerLane(q: Queryable, companyId: string, from: string, to: string): Promise<{ POL: string; POD: string; Bookings: number }[]> {
  return q.query<{ POL: string; POD: string; Bookings: number }>(
    `select pol_code as "POL", pod_code as "POD", count(*)::int as "Bookings"
       from booking_orders
      where company_id = $1 and status not in ('DRAFT', 'CANCELLED', 'REJECTED', 'DECLINED') and pol_code <> '' and pod_code <> ''
        and coalesce(expected_etd, (created_at at time zone 'Asia/Shanghai')::date) between $2::date and $3::date
      group by 1, 2 order by 1, 2`,
    [companyId, from, to],
  );
}
