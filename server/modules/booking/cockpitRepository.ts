import type { Cockpit } from '../../../src/contract/booking/calls';
import type { Queryable } from '../../db/types';

/** The booking cockpit's SQL (commercial.md §6.4 DCCockpit, R6.12; readService.ts assembles it): every customer's bookings, the desk's view. */

/** How many bookings sit in each status. */
export async function countsByStatus(q: Queryable): Promise<Cockpit['ByStatus']> {
  return q.query<{ Status: Cockpit['ByStatus'][number]['Status']; Count: number }>(
    'select status as "Status", count(*)::int as "Count" from booking_orders group by status order by status',
  );
}

/** The submissions waiting longer than their carrier's acceptance SLA, the longest waiting first (at most 50). */
export async function overSla(q: Queryable): Promise<Cockpit['OverSla']> {
  return q.query<Cockpit['OverSla'][number]>(
    `select o.id::int as "Id", o.booking_no as "BookingNo", c.name_zh as "CompanyName", o.carrier_code as "CarrierCode",
            floor(extract(epoch from now() - o.submitted_at) / 60)::int as "WaitingMinutes", coalesce(g.accept_sla_minutes, 120) as "SlaMinutes"
       from booking_orders o join company_directory c on c.id = o.company_id left join booking_carrier_configs g on g.carrier_code = o.carrier_code
      where o.status = 'SUBMITTED' and o.submitted_at < now() - (interval '1 minute' * coalesce(g.accept_sla_minutes, 120))
      order by o.submitted_at limit 50`,
  );
}

/** Released bookings with a cut-off within 48 hours, the nearest first (at most 50). */
export async function nearCutOffs(q: Queryable): Promise<Cockpit['NearCutOffs']> {
  const near = await q.query<Omit<Cockpit['NearCutOffs'][number], 'DateTime'> & { DateTime: unknown }>(
    `select o.id::int as "Id", o.booking_no as "BookingNo", c.name_zh as "CompanyName", k ->> 'Code' as "Code", (k ->> 'DateTime')::timestamptz as "DateTime",
            round((extract(epoch from (k ->> 'DateTime')::timestamptz - now()) / 3600)::numeric, 1)::float as "Hours"
       from booking_orders o join company_directory c on c.id = o.company_id, jsonb_array_elements(o.release -> 'CutOffs') k
      where o.status = 'RELEASED' and (k ->> 'DateTime')::timestamptz between now() and now() + interval '48 hours'
      order by (k ->> 'DateTime')::timestamptz limit 50`,
  );
  return near.map((n) => ({ ...n, DateTime: new Date(n.DateTime as string).toISOString() }));
}

/** Per carrier, of the bookings decided in [from, to], the share released. */
export async function releaseRates(q: Queryable, from: string, to: string): Promise<Cockpit['ReleaseRates']> {
  return q.query<Cockpit['ReleaseRates'][number]>(
    `select carrier_code as "CarrierCode", count(*)::int as "Decided",
            count(*) filter (where release is not null)::int as "Released",
            count(*) filter (where status in ('REJECTED', 'DECLINED'))::int as "Rejected",
            round(count(*) filter (where release is not null)::numeric / count(*), 3)::float as "Rate"
       from booking_orders
      where (release is not null or status in ('REJECTED', 'DECLINED')) and updated_at::date between $1::date and $2::date
      group by carrier_code order by carrier_code`,
    [from, to],
  );
}
