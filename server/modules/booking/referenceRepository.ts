import type { BookCodeFacts } from '../../../src/domain/booking/bookCode';
import type { Queryable } from '../../db/types';
import { bookCodeOf as bookCodeOfRef, LOCAL_ETD_DAY, portZone as portZoneOf, sailingOf } from '../refdata/public';

/** Booking's reads of the reference data (the services hold what they mean): places and carriers by name, sailings, booking codes, trade lanes. */

/** The active ports with their code, names and aliases in capitals (the note parser's and the uploads' lookups). */
export async function activePortNames(q: Queryable): Promise<{ code: string; names: string[] }[]> {
  return q.query<{ code: string; names: string[] }>(
    `select code, array[upper(code), upper(name_en), name_zh] || coalesce((select array_agg(upper(a)) from unnest(aliases) a), '{}') as names
       from port_directory where status = 'ACTIVE'`,
  );
}

/** The active carriers with their code, names and aliases in capitals. */
export async function activeCarrierNames(q: Queryable): Promise<{ code: string; names: string[] }[]> {
  return q.query<{ code: string; names: string[] }>(
    `select code, array[upper(code), upper(name), upper(name_zh), upper(short_name)] || coalesce((select array_agg(upper(a)) from unnest(aliases) a), '{}') as names
       from carrier_directory where status = 'ACTIVE'`,
  );
}

/** A sailing as the quick search reads it: the call at the POL and the next call at the POD. */
export interface SailingRow {
  id: string;
  carrier_code: string;
  carrier_name: string;
  service_code: string | null;
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  pol_zone: string;
  etd: unknown;
  eta: unknown;
  cut_offs: { Code: string; DateTime: string }[];
  booking_open_at: unknown;
  online_bookable: boolean | null;
  lead_hours: number | null;
}

/** Direct calls from one of `pols` to one of `pods` departing in [from, to] (the POL's calendar), omitted and cancelled calls left out, by ETD (at most 200). */
export async function directSailings(q: Queryable, pols: string[], pods: string[], from: string, to: string, carrier: string | null): Promise<SailingRow[]> {
  return q.query<SailingRow>(
    `select c.id::text, c.carrier_code, coalesce(cr.name, c.carrier_code) as carrier_name, c.service_code, v.name as vessel, c.voyage,
            c.port_code as pol, a.port_code as pod, coalesce(nullif(p.time_zone, ''), 'UTC') as pol_zone,
            coalesce(c.atd, c.etd_estimated, c.etd_planned) as etd, coalesce(a.ata, a.eta_estimated, a.eta_planned) as eta,
            c.cut_offs, c.booking_open_at, cfg.online_bookable, cfg.min_lead_hours_before_dco as lead_hours
       from vessel_call_directory c
       join port_directory p on p.code = c.port_code
       join vessel_directory v on v.id = c.vessel_id
       left join carrier_directory cr on cr.code = c.carrier_code
       left join booking_carrier_configs cfg on cfg.carrier_code = c.carrier_code
       join lateral (select * from vessel_call_directory a where a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq
                        and a.port_code = any($2::text[]) and a.status not in ('OMITTED', 'CANCELLED') order by a.seq limit 1) a on true
      where c.port_code = any($1::text[]) and c.status not in ('OMITTED', 'CANCELLED')
        and ${LOCAL_ETD_DAY} between $3::date and $4::date and ($5::text is null or c.carrier_code = $5)
      order by etd, c.carrier_code limit 200`,
    [pols, pods, from, to, carrier],
  );
}

/** When a sailing opens for bookings (开舱) on its port's clock, YYYY-MM-DD HH24:MI, if that is still ahead. */
export async function opensForBookingAt(q: Queryable, vesselCallId: string): Promise<string | undefined> {
  const [call] = await q.query<{ at: string }>(
    `select to_char(booking_open_at at time zone coalesce(nullif(p.time_zone, ''), 'UTC'), 'YYYY-MM-DD HH24:MI') as at
       from vessel_call_directory c join port_directory p on p.code = c.port_code where c.id = $1 and c.booking_open_at > now()`,
    [vesselCallId],
  );
  return call?.at;
}

/** A sailing's vessel name and voyage. */
export async function callVesselVoyage(q: Queryable, vesselCallId: number): Promise<{ vessel: string; voyage: string } | undefined> {
  const call = await sailingOf(q, vesselCallId);
  return call && { vessel: call.vessel, voyage: call.voyage };
}

/** A port's time zone, Asia/Shanghai when it names none (or there is no such port): reference data's (issue 46). */
export const portZone = (q: Queryable, portCode: string): Promise<string> => portZoneOf(q, portCode);

/** A booking code (约号) with what its check reads and the contract number it stands for: reference data's (issue 46). */
export const bookCodeOf = (q: Queryable, code: string): Promise<(BookCodeFacts & { contractNo: string }) | undefined> => bookCodeOfRef(q, code);

/** The trade lanes a port is on. */
export async function lanesOfPort(q: Queryable, portCode: string): Promise<string[]> {
  const lanes = await q.query<{ lane: string }>(
    `select lane_code as lane from trade_lane_port_directory where port_code = $1
     union select lane_code from port_directory where code = $1 and lane_code is not null`,
    [portCode],
  );
  return lanes.map((l) => l.lane);
}
