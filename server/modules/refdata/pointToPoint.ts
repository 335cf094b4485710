import type { pointToPointCall, PointToPointRoute, RouteLeg } from '../../../src/contract/refdata/calls';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db } from '../../db/types';
import type { MasterOutcome } from './masterOutcome';
import { directLegs, type LegRow, portsOfGroup, transhippedLegs } from './pointToPointRepository';

export { LOCAL_ETD_DAY, MAX_CONNECTION_DAYS, MIN_CONNECTION_HOURS } from './pointToPointRepository';

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
  const direct = await directLegs(db, { from, to, start, end, carrier });
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
  const members = await portsOfGroup(db, code);
  return members.length ? members : [code];
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
  const rows = await transhippedLegs(db, { pol, pod, start, end, carrier, mix });
  return rows.map((r) => routeOf([legOf(r.first), legOf(r.second)], r.first.cut_offs));
}
