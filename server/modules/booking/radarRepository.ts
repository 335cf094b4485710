import type { Queryable } from '../../db/types';

/**
 * What the radars (issue 51, commercial.md §9) read of booking orders: drafts left unsubmitted, the
 * sailing days of released bookings (dormancy, bookings per salesperson) and the quote a booking was
 * made from (GP, quotes booked below the floor).
 */

export interface LeftDraft {
  id: number;
  bookingNo: string;
  companyId: string;
  polCode: string;
  podCode: string;
  createdAt: string;
}

/** Booking drafts made between `since` and `before` and never submitted (R9.4: a draft left for more than 24 h). */
export function draftsLeft(q: Queryable, a: { since: Date; before: Date }): Promise<LeftDraft[]> {
  return q.query<LeftDraft>(
    `select id::int, booking_no as "bookingNo", company_id::text as "companyId", pol_code as "polCode", pod_code as "podCode", created_at as "createdAt"
       from booking_orders where status = 'DRAFT' and submitted_at is null and created_at >= $1 and created_at < $2 order by created_at desc`,
    [a.since, a.before],
  );
}

export interface ReleasedBooking {
  id: number;
  bookingNo: string;
  companyId: string;
  etd: string;
  quoteId: number | null;
  optionNo: number | null;
}

/**
 * The bookings that reached RELEASED (§9.1 Bookings; not cancelled, rejected or declined since) whose
 * sailing day — the released ETD, else the expected one — falls in [from, to], with the quote they name.
 */
export function releasedBookings(q: Queryable, a: { from: string; to: string }): Promise<ReleasedBooking[]> {
  return q.query<ReleasedBooking>(
    `select id::int, booking_no as "bookingNo", company_id::text as "companyId", etd::text,
            (price_snapshot->>'QuoteId')::int as "quoteId", (price_snapshot->>'OptionNo')::int as "optionNo"
       from (select o.*, coalesce(left(o.release->>'Etd', 10)::date, o.expected_etd) as etd from booking_orders o
              where o.released_at is not null and o.status not in ('CANCELLED', 'REJECTED', 'DECLINED')) b
      where etd between $1::date and $2::date order by etd desc, id`,
    [a.from, a.to],
  );
}
