/**
 * Sailings generated from a weekly service (commercial.md §1.1 Service → VesselCall, §1.3
 * Service/Generate): one round voyage a week, each starting on a Monday at the rotation's first
 * call, with the planned arrival, departure and cut-offs of every call. Pure: the caller gives the
 * ports' IANA time zones; times are planned at local clock times of each port and answered as UTC
 * instants (ISO strings).
 *
 * Deterministic, so generating twice (or from another start date) names the same sailings and the
 * database keeps the ones it has (unique vessel, voyage, port, seq): the voyage number and the vessel
 * come from the week's number since WEEK_EPOCH, not from a counter of this run.
 */

export interface ServiceToSail {
  readonly carrierCode: string;
  readonly serviceCode: string;
  /** The calls of one round voyage; `dayOffset`: the arrival day counted from the first call (day 0). */
  readonly rotation: readonly { readonly portCode: string; readonly dayOffset: number }[];
  /** The vessels on the loop, taking the weekly sailings in turn. */
  readonly vesselImos: readonly string[];
}

export interface GeneratedCutOff {
  readonly code: string;
  readonly dateTime: string;
}

export interface GeneratedCall {
  readonly vesselImo: string;
  readonly voyage: string;
  readonly portCode: string;
  /** The call's place in the rotation, from 1 (a port called twice on a loop has two). */
  readonly seq: number;
  readonly etaPlanned: string;
  readonly etdPlanned: string;
  readonly cutOffs: readonly GeneratedCutOff[];
}

/** Week 0 of the voyage numbers: Monday 1 January 2024. */
export const WEEK_EPOCH = '2024-01-01';
/** Planned arrivals and departures are at noon, the port's local time. */
export const CALL_HOUR = 12;
/** A stay of one day at every call: the departure is the next day at the same local hour. */
export const STAY_DAYS = 1;

/**
 * The cut-offs planned at every call (each a possible port of loading), in the port's local time,
 * counted in days before the ETD's day (R1.8: all before ETD). Chinese practice (§6.5) closes the
 * documents first, then the VGM, then the terminal gate, all a few days before the ship sails:
 * - DCO 截单 (SI / documentation): 3 days before ETD, 12:00;
 * - VCO 截VGM: 2 days before ETD, 10:00 (before the gate closes: the terminal wants the VGM with the box);
 * - FCO 截港 (CY / port cut-off): 2 days before ETD, 12:00.
 * They are planned figures: a carrier's real cut-offs replace them (VesselCall import or edit).
 */
export const CUT_OFF_PLAN: readonly { readonly code: string; readonly daysBeforeEtd: number; readonly hour: number }[] = [
  { code: 'DCO', daysBeforeEtd: 3, hour: 12 },
  { code: 'VCO', daysBeforeEtd: 2, hour: 10 },
  { code: 'FCO', daysBeforeEtd: 2, hour: 12 },
];

const DAY_MS = 86_400_000;

/** A calendar date (YYYY-MM-DD) plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or after a calendar date. */
export function mondayOnOrAfter(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, (8 - weekday) % 7);
}

/** The weeks from WEEK_EPOCH to a Monday (negative before it). */
export const weekNumber = (monday: string) => Math.round((Date.parse(`${monday}T00:00:00Z`) - Date.parse(`${WEEK_EPOCH}T00:00:00Z`)) / (7 * DAY_MS));

/** The voyage of a week's sailing, as carriers write westbound Asia voyages: 3 digits and W (100W … 999W, then again). */
export const voyageOfWeek = (week: number) => `${100 + (((week % 900) + 900) % 900)}W`;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in milliseconds (Amsterdam in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return local - Math.floor(instant / 1000) * 1000;
}

/** The zone's offset from UTC at an instant, in minutes east (an event's offset is checked against its place's zone). */
export const zoneOffsetMinutes = (instant: number, timeZone: string): number => Math.round(offsetAt(instant, timeZone) / 60_000);

/**
 * The instant at which a port's clock shows `hour`:`minute` on `date` (an IANA zone; an empty one
 * is read as UTC). A local time that does not exist (skipped by a DST change) comes out an hour later.
 */
export function localTimeToUtc(date: string, hour: number, minute: number, timeZone: string): Date {
  const zone = timeZone || 'UTC';
  const wall = Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  const first = wall - offsetAt(wall, zone);
  const second = wall - offsetAt(first, zone);
  return new Date(second);
}

/**
 * The calls of `weeks` weekly sailings, the first starting (arriving at the rotation's first port)
 * on the Monday on or after `fromDate`. Week n's sailing takes voyage `voyageOfWeek(n)` and vessel
 * `vesselImos[n mod count]`. No vessels: no sailings.
 */
export function generateSailings(
  service: ServiceToSail,
  options: { fromDate: string; weeks: number; timeZones: Readonly<Record<string, string>> },
): GeneratedCall[] {
  if (!service.vesselImos.length || !service.rotation.length) return [];
  const first = mondayOnOrAfter(options.fromDate);
  const calls: GeneratedCall[] = [];
  for (let w = 0; w < options.weeks; w += 1) {
    const start = addDays(first, 7 * w);
    const week = weekNumber(start);
    const vesselImo = service.vesselImos[((week % service.vesselImos.length) + service.vesselImos.length) % service.vesselImos.length]!;
    const voyage = voyageOfWeek(week);
    service.rotation.forEach((stop, i) => {
      const zone = options.timeZones[stop.portCode] ?? '';
      const arrivalDay = addDays(start, stop.dayOffset);
      const departureDay = addDays(arrivalDay, STAY_DAYS);
      calls.push({
        vesselImo,
        voyage,
        portCode: stop.portCode,
        seq: i + 1,
        etaPlanned: localTimeToUtc(arrivalDay, CALL_HOUR, 0, zone).toISOString(),
        etdPlanned: localTimeToUtc(departureDay, CALL_HOUR, 0, zone).toISOString(),
        cutOffs: CUT_OFF_PLAN.map((c) => ({ code: c.code, dateTime: localTimeToUtc(addDays(departureDay, -c.daysBeforeEtd), c.hour, 0, zone).toISOString() })),
      });
    });
  }
  return calls;
}

/** R1.8: the cut-offs that are not earlier than the call's ETD (their codes). */
export function cutOffsNotBeforeEtd(etd: string, cutOffs: readonly { readonly code: string; readonly dateTime: string }[]): string[] {
  const sails = Date.parse(etd);
  return cutOffs.filter((c) => !(Date.parse(c.dateTime) < sails)).map((c) => c.code);
}
