import type { pointToPointCall, PointToPointRoute, RouteLeg } from '../../../src/contract/refdata/calls';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db } from '../../db/types';
import type { MasterOutcome } from './masterOutcome';

/** A call's local calendar day of departure (its port's zone; UTC where the port has none). */
export const LOCAL_ETD_DAY = `(coalesce(c.etd_estimated, c.etd_planned) at time zone coalesce(nullif(p.time_zone, ''), 'UTC'))::date`;

/** A stored instant as ISO text; '' for none. */
export const instant = (v: unknown) => (v === null || v === undefined || v === '' ? '' : new Date(v as string).toISOString());

type PointToPointQuery = (typeof pointToPointCall.input)['static'];
/** The longest departure window one search may ask for. */
export const MAX_SEARCH_DAYS = 92;
const DAY_MS = 86_400_000;

const classified = (planned: unknown, estimated: unknown, actual: unknown) =>
  actual
    ? { DateTime: instant(actual), Classifier: 'ACT' as const }
    : estimated
      ? { DateTime: instant(estimated), Classifier: 'EST' as const }
      : { DateTime: instant(planned), Classifier: 'PLN' as const };

/**
 * Direct sailings from POL to POD (commercial.md §1.3 Schedule/PointToPoint): a call at the POL
 * departing in the window, and a later call of the same vessel and voyage at the POD (the first such,
 * when a loop calls twice); omitted and cancelled calls are not offered. Sorted by ETD.
 */
export async function pointToPoint(db: Db, q: PointToPointQuery): Promise<MasterOutcome<PointToPointRoute[]>> {
  const pol = normaliseCode(q.PlaceOfReceipt);
  const pod = normaliseCode(q.PlaceOfDelivery);
  const start = q.DepartureStartDate ?? todayInShanghai();
  const end = q.DepartureEndDate ?? (isCalendarDate(start) ? addDays(start, 28) : start);
  const errors: FieldError[] = [];
  for (const [path, value] of [
    ['/PlaceOfReceipt', pol],
    ['/PlaceOfDelivery', pod],
  ] as const)
    if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(value)) errors.push({ Path: path, Message: 'is no UN/LOCODE' });
  if (!errors.length && pol === pod) errors.push({ Path: '/PlaceOfDelivery', Message: 'is the place of receipt' });
  if (!isCalendarDate(start)) errors.push({ Path: '/DepartureStartDate', Message: 'is no calendar date' });
  if (!isCalendarDate(end)) errors.push({ Path: '/DepartureEndDate', Message: 'is no calendar date' });
  else if (isCalendarDate(start)) {
    if (end < start) errors.push({ Path: '/DepartureEndDate', Message: 'is before DepartureStartDate' });
    else if (Date.parse(end) - Date.parse(start) > MAX_SEARCH_DAYS * DAY_MS)
      errors.push(fieldSays('/DepartureEndDate', refdataCheckWords.tooFarAfterStart(MAX_SEARCH_DAYS)));
  }
  if (errors.length) return { ok: false, status: 400, code: 'INVALID', message: errors.map((e) => `${e.Path.slice(1)} ${e.Message}`).join('; '), errors };
  const carrier = normaliseCode(q.CarrierCode ?? '');
  const [from, to] = [await placesOf(db, pol), await placesOf(db, pod)];
  const direct = await db.query<LegRow>(
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
    [from, to, start, end, carrier],
  );
  const routes = direct.map((r) => routeOf([legOf(r)], r.cut_offs));
  if ((q.MaxTranshipment ?? 0) > 0) routes.push(...(await transhipped(db, from, to, start, end, carrier, q.MixCarriers ?? false)));
  return { ok: true, value: routes.sort((a, b) => Date.parse(a.Departure.Etd) - Date.parse(b.Departure.Etd) || a.TransitDays - b.TransitDays).slice(0, 200) };
}

/**
 * The ports a place stands for (R1.5): a city that names a port group (CNSZX 深圳) stands for every
 * port of its group (盐田, 蛇口, 赤湾, 大铲湾), since ships call at those, not at the city; any other
 * port stands for itself.
 */
export async function placesOf(db: Db, code: string): Promise<string[]> {
  const members = await db.query<{ code: string }>(
    `select m.code from ports p join port_groups g on g.code = p.port_group and g.name_zh = p.name_zh
       join ports m on m.port_group = g.code where p.code = $1 order by m.code`,
    [code],
  );
  return members.length ? members.map((m) => m.code) : [code];
}

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

interface LegRow {
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

const legOf = (r: LegRow): RouteLeg => {
  const departure = classified(r.etd_planned, r.etd_estimated, r.atd);
  const arrival = classified(r.eta_planned, r.eta_estimated, r.ata);
  return {
    Carrier: r.carrier_code,
    Service: r.service_code ?? '',
    Vessel: r.vessel,
    VesselImo: r.imo,
    Voyage: r.voyage,
    Departure: {
      Port: r.pol,
      PortName: r.pol_name,
      Terminal: r.pol_terminal,
      TerminalName: r.pol_terminal_name,
      TimeZone: r.pol_zone,
      ...departure,
      Etd: departure.DateTime,
    },
    Arrival: {
      Port: r.pod,
      PortName: r.pod_name,
      Terminal: r.pod_terminal,
      TerminalName: r.pod_terminal_name,
      TimeZone: r.pod_zone,
      ...arrival,
      Eta: arrival.DateTime,
    },
  };
};

function routeOf(legs: RouteLeg[], cutOffs: LegRow['cut_offs']): PointToPointRoute {
  const first = legs[0]!;
  const last = legs[legs.length - 1]!;
  return {
    Carrier: first.Carrier,
    Service: first.Service,
    Vessel: first.Vessel,
    VesselImo: first.VesselImo,
    Voyage: first.Voyage,
    Departure: first.Departure,
    Arrival: last.Arrival,
    TransitDays: Math.round((Date.parse(last.Arrival.Eta) - Date.parse(first.Departure.Etd)) / DAY_MS),
    CutOffTimes: (cutOffs ?? []).map((c) => ({ Code: c.Code, DateTime: instant(c.DateTime) })),
    Transhipments: legs.length - 1,
    Legs: legs,
  };
}

/**
 * Routes with one transhipment: a first vessel from the POL to a hub it calls later (not the POD:
 * that is a direct route), then another vessel, or the same one on another voyage, from the hub to
 * the POD, leaving at least MIN_CONNECTION_HOURS and at most MAX_CONNECTION_DAYS after the first
 * arrives. The second vessel is of the first one's carrier or of a carrier in its alliance (issue 32:
 * a route that hands a box from one carrier to another is not one booking) unless `mix` asks for
 * any. Per departure from the POL only the earliest arrival at the POD is offered.
 */
async function transhipped(db: Db, pol: string[], pod: string[], start: string, end: string, carrier: string, mix: boolean): Promise<PointToPointRoute[]> {
  const best = (prefix: string) => `coalesce(${prefix}.ata, ${prefix}.eta_estimated, ${prefix}.eta_planned)`;
  const rows = await db.query<{ first: LegRow; second: LegRow }>(
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
    [pol, pod, start, end, carrier, mix],
  );
  return rows.map((r) => routeOf([legOf(r.first), legOf(r.second)], r.first.cut_offs));
}
