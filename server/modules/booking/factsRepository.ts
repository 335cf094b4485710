import type { Queryable } from '../../db/types';

/**
 * One booking's facts as the documents downstream read them (issue 46: data flows down the chain,
 * never retyped): the customs manifest takes its bill, vessel and route from them, a packing list
 * application its booked containers and whether the order behind it was cancelled.
 */
export interface BookingFacts {
  cgo_id: string;
  company_id: string;
  mbl_no: string;
  carrier: string;
  vessel: string;
  voyage: string;
  loading_code: string;
  discharge_code: string;
  delivery_code: string;
  containers: { TYPE: string; COUNT: number; CNNOS?: string[] }[];
  /** The booking order behind it was cancelled. */
  cancelled: boolean;
}

/**
 * The booking, when the reader may see it: its own company's, or any (`companyId` null: the
 * platform's staff, or a caller that scoped already). `lock`: held (FOR UPDATE) for the caller's
 * transaction, so two packing list applications take the booking's slots one after the other.
 */
export async function bookingFacts(q: Queryable, cgoId: string, companyId: string | null, lock = false): Promise<BookingFacts | undefined> {
  const [b] = await q.query<BookingFacts>(
    `select b.cgo_id, b.company_id::text, b.mbl_no, b.carrier, b.vessel, b.voyage, b.loading_code, b.discharge_code, b.delivery_code, b.containers,
            exists (select 1 from booking_orders o where o.cgo_id = b.cgo_id and o.status = 'CANCELLED') as cancelled
       from bookings b where b.cgo_id = $1 and ($2::bigint is null or b.company_id = $2::bigint)${lock ? ' for update of b' : ''}`,
    [cgoId, companyId],
  );
  return b;
}

/** A booking order's number and state, and its cargo record once released (CGO_ID; null before): what an order it was made from follows. */
export interface BookingOrderState {
  id: number;
  bookingNo: string;
  status: string;
  cgoId: string | null;
  companyId: string;
}
export async function bookingOrderState(q: Queryable, id: number): Promise<BookingOrderState | undefined> {
  const [o] = await q.query<BookingOrderState>(
    `select id::int, booking_no as "bookingNo", status, cgo_id as "cgoId", company_id::text as "companyId" from booking_orders where id = $1`,
    [id],
  );
  return o;
}
