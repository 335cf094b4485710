import type { Queryable } from '../../db/types';

/**
 * What public tracking reads of the SIs (operations.md §8.3, issue 45): the bills whose B/L numbers
 * the SIs issued (TBI_SIMBL_NO, the house number a shipper and customs know) and each one's boxes —
 * a house B/L shows its own boxes, never the whole booking's. Live SIs only: not deleted, not cancelled.
 */
export interface SiBill {
  cgoId: string;
  blNo: string;
  containers: string[];
}

const SI_BILL = `select cgo_id as "cgoId", bl_no as "blNo",
    array(select distinct upper(trim(b ->> 'TBX_CNNO')) from jsonb_array_elements(coalesce(record -> 'Boxes', '[]'::jsonb)) b
           where coalesce(trim(b ->> 'TBX_CNNO'), '') <> '' order by 1) as containers
   from si_records where not deleted and status <> 4 and bl_no is not null`;

/** The live SIs issued under the B/L number `no` (as typed, upper-cased), newest first. */
export function siBillsNamed(q: Queryable, no: string): Promise<SiBill[]> {
  return q.query<SiBill>(`${SI_BILL} and upper(bl_no) = $1 order by id desc`, [no]);
}

/** The live SIs of a booking: its house bills' numbers and boxes. */
export function siBillsOfBooking(q: Queryable, cgoId: string): Promise<SiBill[]> {
  return q.query<SiBill>(`${SI_BILL} and cgo_id = $1 order by id`, [cgoId]);
}
