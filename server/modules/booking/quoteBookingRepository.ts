import type { Queryable } from '../../db/types';

/**
 * The bookings made from some quotes that reached RELEASED (commercial.md §9.1 Bookings; never a
 * cancelled, rejected or declined one): the CRM's quotation analysis counts a quote as booked by them.
 */
export function bookingsFromQuotes(q: Queryable, quoteIds: readonly number[]): Promise<{ quoteId: number; optionNo: number | null }[]> {
  if (!quoteIds.length) return Promise.resolve([]);
  return q.query<{ quoteId: number; optionNo: number | null }>(
    `select (price_snapshot->>'QuoteId')::int as "quoteId", (price_snapshot->>'OptionNo')::int as "optionNo"
       from booking_orders
      where released_at is not null and status not in ('CANCELLED', 'REJECTED', 'DECLINED')
        and (price_snapshot->>'QuoteId')::bigint = any($1::bigint[])
      order by id`,
    [quoteIds],
  );
}
