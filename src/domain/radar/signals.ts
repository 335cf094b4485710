import { addDays, OFFICE_ZONE, parseLocalDateTime } from '../refdata/public';

/**
 * The user radar's signals (commercial.md §9.3, R9.4): what a customer did that is a reason to call.
 * Each is derived on read from the owners' records; one signal per customer, kind and office day.
 * EDM opens and clicks come from the `edm` module's events, ready-space views from the readySpace module's view log.
 */
export const SIGNAL_KINDS = ['SEARCH_REPEAT', 'CARD_VIEW', 'DRAFT_LEFT', 'DORMANT', 'EDM', 'READY_SPACE_VIEW'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

export const RADAR_ACTIONS = ['PLAN', 'QUOTE', 'DISMISS'] as const;
export type RadarAction = (typeof RADAR_ACTIONS)[number];

/** A customer searched the same lane at least this many times in one office day. */
export const REPEAT_SEARCHES = 3;
/** A booking draft left unsubmitted for more than this many hours. */
export const DRAFT_LEFT_HOURS = 24;
/** Dormant: a booking in the DORMANT_BEFORE_DAYS before the last DORMANT_QUIET_DAYS, and none in those. */
export const DORMANT_QUIET_DAYS = 60;
export const DORMANT_BEFORE_DAYS = 180;

/** A day moved by whole days (calendar arithmetic on YYYY-MM-DD, no clock involved). */
export const plusDays = (day: string, days: number): string => addDays(day, days);

/** The instant an office day starts. */
export const officeDayStart = (day: string): Date => new Date(parseLocalDateTime(`${day} 00:00`, OFFICE_ZONE)!);

/** A signal's reference as a person's act names it: kind, customer company, office day. */
export const signalRef = (kind: SignalKind, companyId: string, day: string): string => `${kind}:${companyId}:${day}`;
export const SIGNAL_REF_PATTERN = `^(${SIGNAL_KINDS.join('|')}):[1-9][0-9]{0,15}:[0-9]{4}-[0-9]{2}-[0-9]{2}$`;

export function parseSignalRef(ref: string): { kind: SignalKind; companyId: string; day: string } | undefined {
  if (!new RegExp(SIGNAL_REF_PATTERN).test(ref)) return undefined;
  const [kind, companyId, day] = ref.split(':') as [SignalKind, string, string];
  return { kind, companyId, day };
}

/**
 * Dormancy on `today`: the sailing days of a company's released bookings, and whether it had one in
 * [today − 240, today − 60) and none in [today − 60, today].
 */
export function isDormant(etds: readonly string[], today: string): boolean {
  const quietFrom = plusDays(today, -DORMANT_QUIET_DAYS);
  const activeFrom = plusDays(quietFrom, -DORMANT_BEFORE_DAYS);
  const before = etds.some((d) => d >= activeFrom && d < quietFrom);
  const recent = etds.some((d) => d >= quietFrom && d <= today);
  return before && !recent;
}

/** One signal per customer, kind and day: the first of each (the caller orders the newest first). */
export function oncePerDay<T extends { Kind: SignalKind; CompanyId: string; Day: string }>(signals: readonly T[]): T[] {
  const seen = new Set<string>();
  return signals.filter((s) => {
    const key = signalRef(s.Kind, s.CompanyId, s.Day);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
