import type { Queryable } from '../../db/types';
import { CALL_AT_POL } from './orderRepository';

/** The booking round's SQL (rounds.ts holds what it does): the bookings due for the system's moves, the submissions past their SLA. */

const due = async (q: Queryable, sql: string, now: Date): Promise<number[]> =>
  (await q.query<{ id: number }>(`${sql} order by o.id limit 500`, [now.toISOString()])).map((o) => o.id);

/** Released bookings whose vessel has left the POL by `now` (its ATD), at most 500. */
export const dueToSail = (q: Queryable, now: Date) =>
  due(
    q,
    `select o.id::int as id from booking_orders o join vessel_call_directory c on c.id = ${CALL_AT_POL}
      where o.status = 'RELEASED' and c.atd is not null and c.atd <= $1`,
    now,
  );

/** Sailed bookings whose vessel has arrived at the POD by `now` (its ATA there), at most 500. */
export const dueToComplete = (q: Queryable, now: Date) =>
  due(
    q,
    `select o.id::int as id from booking_orders o join vessel_call_directory c on c.id = ${CALL_AT_POL}
       join lateral (select a.ata from vessel_call_directory a where a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq
                        and a.port_code = o.body->>'PodCode' order by a.seq limit 1) a on true
      where o.status = 'SAILED' and a.ata is not null and a.ata <= $1`,
    now,
  );

/** R6.12: the submissions past their carrier's acceptance SLA not told yet, marked told at `now`; each with its SLA in minutes. */
export async function markSlaTold(tx: Queryable, now: Date): Promise<{ id: number; booking_no: string; minutes: number }[]> {
  return tx.query<{ id: number; booking_no: string; minutes: number }>(
    `with sla as (select o.id, coalesce(cfg.accept_sla_minutes, 120) as minutes from booking_orders o
                      left join booking_carrier_configs cfg on cfg.carrier_code = o.carrier_code
                     where o.status = 'SUBMITTED' and o.sla_told_at is null
                       and o.submitted_at + make_interval(mins => coalesce(cfg.accept_sla_minutes, 120)) <= $1)
       update booking_orders o set sla_told_at = $1 from sla where sla.id = o.id
       returning o.id::int as id, o.booking_no, sla.minutes`,
    [now.toISOString()],
  );
}
