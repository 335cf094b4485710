import type { Db } from '../../db/types';

/** The SQL of the point-to-point search (./pointToPoint.ts holds its rules and shapes the routes). */

/** A call's local calendar day of departure (its port's zone; UTC where the port has none). */
export const LOCAL_ETD_DAY = `(coalesce(c.etd_estimated, c.etd_planned) at time zone coalesce(nullif(p.time_zone, ''), 'UTC'))::date`;

/** The time a box needs at a hub between two vessels (discharge, yard, load): terminals quote a day or two. */
export const MIN_CONNECTION_HOURS = 24;
/** The longest a box waits at a hub for its next vessel before the route is not worth offering. */
export const MAX_CONNECTION_DAYS = 14;

/** A call's terminal code and name as two columns ('' for none). */
const terminalOf = (call: string, as: string) =>
  `coalesce((select t.code from terminals t where t.id = ${call}.terminal_id), '') as ${as}_terminal,
   coalesce((select t.name_zh from terminals t where t.id = ${call}.terminal_id), '') as ${as}_terminal_name`;

/** A leg's columns, from the aliases of its departure call and port, vessel, arrival call and port. */
const legColumns = (
  c: string,
  p: string,
  v: string,
  a: string,
  ap: string,
) => `${c}.carrier_code, ${c}.service_code, ${v}.name as vessel, ${v}.imo, ${c}.voyage,
  ${c}.port_code as pol, ${p}.name_zh as pol_name, ${p}.time_zone as pol_zone, ${c}.etd_planned, ${c}.etd_estimated, ${c}.atd, ${c}.cut_offs,
  ${terminalOf(c, 'pol')},
  ${a}.port_code as pod, ${ap}.name_zh as pod_name, ${ap}.time_zone as pod_zone, ${a}.eta_planned, ${a}.eta_estimated, ${a}.ata,
  ${terminalOf(a, 'pod')}`;
const LEG_COLUMNS = legColumns('c', 'p', 'v', 'a', 'ap');

export interface LegRow {
  carrier_code: string;
  service_code: string | null;
  vessel: string;
  imo: string;
  voyage: string;
  pol: string;
  pol_name: string;
  pol_zone: string;
  pol_terminal: string;
  pol_terminal_name: string;
  etd_planned: unknown;
  etd_estimated: unknown;
  atd: unknown;
  cut_offs: { Code: string; DateTime: string }[];
  pod: string;
  pod_name: string;
  pod_zone: string;
  pod_terminal: string;
  pod_terminal_name: string;
  eta_planned: unknown;
  eta_estimated: unknown;
  ata: unknown;
}

/** The direct legs: a call at a POL departing in the window, and the first later call of the same vessel and voyage at a POD. */
export function directLegs(db: Db, w: { from: string[]; to: string[]; start: string; end: string; carrier: string }) {
  return db.query<LegRow>(
    `select * from (
       select distinct on (c.id) ${LEG_COLUMNS}, coalesce(c.atd, c.etd_estimated, c.etd_planned) as etd
         from vessel_calls c
         join ports p on p.code = c.port_code
         join vessels v on v.id = c.vessel_id
         join vessel_calls a on a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq and a.port_code = any($2::text[])
                            and a.status not in ('OMITTED', 'CANCELLED')
         join ports ap on ap.code = a.port_code
        where c.port_code = any($1::text[]) and c.status not in ('OMITTED', 'CANCELLED')
          and ${LOCAL_ETD_DAY} between $3::date and $4::date
          and ($5 = '' or c.carrier_code = $5)
        order by c.id, a.seq
     ) x order by x.etd, x.carrier_code, x.vessel limit 200`,
    [w.from, w.to, w.start, w.end, w.carrier],
  );
}

/** The ports of the group a city names (CNSZX 深圳: 盐田, 蛇口, 赤湾, 大铲湾), none for any other port. */
export async function portsOfGroup(db: Db, code: string): Promise<string[]> {
  const members = await db.query<{ code: string }>(
    `select m.code from ports p join port_groups g on g.code = p.port_group and g.name_zh = p.name_zh
       join ports m on m.port_group = g.code where p.code = $1 order by m.code`,
    [code],
  );
  return members.map((m) => m.code);
}

/** The legs of routes with one transhipment (./pointToPoint.ts, transhipped, says which). */
export function transhippedLegs(db: Db, w: { pol: string[]; pod: string[]; start: string; end: string; carrier: string; mix: boolean }) {
  const best = (prefix: string) => `coalesce(${prefix}.ata, ${prefix}.eta_estimated, ${prefix}.eta_planned)`;
  return db.query<{ first: LegRow; second: LegRow }>(
    `select distinct on (c.id) row_to_json(f) as first, row_to_json(s) as second
       from vessel_calls c
       join ports p on p.code = c.port_code
       join vessels v on v.id = c.vessel_id
       join vessel_calls a on a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq and a.port_code <> all($1::text[] || $2::text[])
                          and a.status not in ('OMITTED', 'CANCELLED')
       join ports ap on ap.code = a.port_code
       -- the POD is not on the first vessel's way: otherwise the direct route is the offer
       join lateral (select 1 where not exists (
              select 1 from vessel_calls x where x.vessel_id = c.vessel_id and x.voyage = c.voyage and x.seq > c.seq and x.port_code = any($2::text[]))) nd on true
       join vessel_calls c2 on c2.port_code = a.port_code and not (c2.vessel_id = c.vessel_id and c2.voyage = c.voyage)
                           and c2.status not in ('OMITTED', 'CANCELLED')
                           and ($6::boolean or c2.carrier_code = c.carrier_code or exists (
                                 select 1 from carriers k1 join carriers k2 on k2.alliance_tag = k1.alliance_tag
                                  where k1.code = c.carrier_code and k2.code = c2.carrier_code and k1.alliance_tag <> ''))
                           and coalesce(c2.atd, c2.etd_estimated, c2.etd_planned) between ${best('a')} + interval '${MIN_CONNECTION_HOURS} hours'
                                                                                     and ${best('a')} + interval '${MAX_CONNECTION_DAYS} days'
       join vessel_calls a2 on a2.vessel_id = c2.vessel_id and a2.voyage = c2.voyage and a2.seq > c2.seq and a2.port_code = any($2::text[])
                           and a2.status not in ('OMITTED', 'CANCELLED')
       join vessels v2 on v2.id = c2.vessel_id
       join ports ap2 on ap2.code = a2.port_code
       cross join lateral (select ${LEG_COLUMNS}) f
       cross join lateral (select ${legColumns('c2', 'ap', 'v2', 'a2', 'ap2')}) s
      where c.port_code = any($1::text[]) and c.status not in ('OMITTED', 'CANCELLED')
        and ${LOCAL_ETD_DAY} between $3::date and $4::date
        and ($5 = '' or c.carrier_code = $5)
      order by c.id, ${best('a2')}, a2.seq
      limit 200`,
    [w.pol, w.pod, w.start, w.end, w.carrier, w.mix],
  );
}
