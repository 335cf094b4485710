import type { Queryable } from '../../db/types';

/**
 * The open bookings a carrier's letter touches (operations.md §13.5, asked by the letters module):
 * the carrier's bookings sailing on or after `from` (or not yet dated), not cancelled, whose lane
 * meets the letter's ports — both ends among them when the letter names two ports or more, either
 * end when it names one. Grouped by the booking's company.
 */
export function openBookingsTouching(
  q: Queryable,
  a: { carrier: string; ports: readonly string[]; from: string },
): Promise<{ companyId: string; cgoIds: string[] }[]> {
  return q.query<{ companyId: string; cgoIds: string[] }>(
    `select b.company_id::text as "companyId", array_agg(b.cgo_id order by b.cgo_id) as "cgoIds"
       from bookings b
      where b.carrier = $1 and (b.sailing_date is null or b.sailing_date >= $3::date)
        and not exists (select 1 from booking_orders o where o.cgo_id = b.cgo_id and o.status = 'CANCELLED')
        and case when cardinality($2::text[]) >= 2
                 then b.loading_code = any($2::text[]) and (b.discharge_code = any($2::text[]) or b.delivery_code = any($2::text[]))
                 else b.loading_code = any($2::text[]) or b.discharge_code = any($2::text[]) or b.delivery_code = any($2::text[]) end
      group by b.company_id`,
    [a.carrier, a.ports, a.from],
  );
}
