import type { Queryable } from '../../db/types';

/** The master bill number of a booking (what the carrier is asked for a house bill's shipment), if it has one. */
export async function masterBillOfBooking(q: Queryable, cgoId: string): Promise<string | undefined> {
  const [row] = await q.query<{ mbl: string | null }>('select mbl_no as mbl from booking_facts where cgo_id = $1', [cgoId]);
  return row?.mbl ?? undefined;
}
