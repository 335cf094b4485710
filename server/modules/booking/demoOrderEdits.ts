import type { Queryable } from '../../db/types';

/**
 * The demo carrier's VGM cut-off: two hours before its FCL delivery cut-off, added to the released demo
 * bookings' confirmations (the database copies them into booking_cutoffs, as for any confirmation).
 * Run by VGM's demo step (demo-vgm-v1); booking owns the confirmations, so the rows are changed here (issue 46).
 */
export async function seedDemoVgmCutOffs(tx: Queryable): Promise<void> {
  await tx.query(
    `update booking_orders o
        set release = jsonb_set(o.release, '{CutOffs}', (o.release -> 'CutOffs') || jsonb_build_array(jsonb_build_object(
              'Code', 'VCO', 'DateTime', to_char(((f ->> 'DateTime')::timestamptz - interval '2 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))
       from booking_orders x cross join lateral jsonb_array_elements(x.release -> 'CutOffs') f
      where x.id = o.id and o.status = 'RELEASED' and o.cgo_id like 'CGO-%-2611-%' and f ->> 'Code' = 'FCO'
        and not exists (select 1 from jsonb_array_elements(o.release -> 'CutOffs') v where v ->> 'Code' = 'VCO')`,
  );
}

/**
 * A demo booking order credited to the person who asked for it (ready space's demo: its buyer, not
 * the seller who booked and released it for them). Booking owns the orders (issue 46).
 */
export async function creditDemoOrderTo(tx: Queryable, orderId: number | string, employeeId: number | string): Promise<void> {
  await tx.query('update booking_orders set created_by = $2 where id = $1', [orderId, employeeId]);
}
