import type { Cockpit } from '../../../src/contract/booking/calls';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Queryable } from '../../db/types';

/**
 * The booking cockpit (commercial.md §6.4 DCCockpit, R6.12): how many bookings sit in each status,
 * the submissions waiting longer than their carrier's acceptance SLA, released bookings with a
 * cut-off within 48 hours, and per carrier over the period the share of decided bookings released.
 */
export async function bookingCockpit(q: Queryable, today: string, from?: string, to?: string): Promise<Cockpit> {
  const From = from ?? addDays(today, -30);
  const To = to ?? today;
  const byStatus = await q.query<{ Status: Cockpit['ByStatus'][number]['Status']; Count: number }>(
    'select status as "Status", count(*)::int as "Count" from booking_orders group by status order by status',
  );
  const overSla = await q.query<Cockpit['OverSla'][number]>(
    `select o.id::int as "Id", o.booking_no as "BookingNo", c.name_zh as "CompanyName", o.carrier_code as "CarrierCode",
            floor(extract(epoch from now() - o.submitted_at) / 60)::int as "WaitingMinutes", coalesce(g.accept_sla_minutes, 120) as "SlaMinutes"
       from booking_orders o join companies c on c.id = o.company_id left join booking_carrier_configs g on g.carrier_code = o.carrier_code
      where o.status = 'SUBMITTED' and o.submitted_at < now() - (interval '1 minute' * coalesce(g.accept_sla_minutes, 120))
      order by o.submitted_at limit 50`,
  );
  const near = await q.query<Omit<Cockpit['NearCutOffs'][number], 'DateTime'> & { DateTime: unknown }>(
    `select o.id::int as "Id", o.booking_no as "BookingNo", c.name_zh as "CompanyName", k ->> 'Code' as "Code", (k ->> 'DateTime')::timestamptz as "DateTime",
            round((extract(epoch from (k ->> 'DateTime')::timestamptz - now()) / 3600)::numeric, 1)::float as "Hours"
       from booking_orders o join companies c on c.id = o.company_id, jsonb_array_elements(o.release -> 'CutOffs') k
      where o.status = 'RELEASED' and (k ->> 'DateTime')::timestamptz between now() and now() + interval '48 hours'
      order by (k ->> 'DateTime')::timestamptz limit 50`,
  );
  const rates = await q.query<Cockpit['ReleaseRates'][number]>(
    `select carrier_code as "CarrierCode", count(*)::int as "Decided",
            count(*) filter (where release is not null)::int as "Released",
            count(*) filter (where status in ('REJECTED', 'DECLINED'))::int as "Rejected",
            round(count(*) filter (where release is not null)::numeric / count(*), 3)::float as "Rate"
       from booking_orders
      where (release is not null or status in ('REJECTED', 'DECLINED')) and updated_at::date between $1::date and $2::date
      group by carrier_code order by carrier_code`,
    [From, To],
  );
  return {
    From,
    To,
    ByStatus: byStatus,
    OverSla: overSla,
    NearCutOffs: near.map((n) => ({ ...n, DateTime: new Date(n.DateTime as string).toISOString() })),
    ReleaseRates: rates,
  };
}
