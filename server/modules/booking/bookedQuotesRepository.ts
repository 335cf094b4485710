import type { Queryable } from '../../db/types';

/**
 * Of the given quotes, those a booking was made from that reached RELEASED and was not cancelled,
 * rejected or declined since (the sales analysis' quotes BOOKED, commercial.md §9.1): the quote its
 * frozen price names.
 */
export async function quotesBooked(q: Queryable, quoteIds: readonly number[]): Promise<Set<number>> {
  if (!quoteIds.length) return new Set();
  const rows = await q.query<{ id: number }>(
    `select distinct (price_snapshot->>'QuoteId')::int as id from booking_orders
      where released_at is not null and status not in ('CANCELLED', 'REJECTED', 'DECLINED')
        and price_snapshot->>'QuoteId' = any($1::text[])`,
    [quoteIds.map(String)],
  );
  return new Set(rows.map((r) => r.id));
}
