import { isCalendarDate } from './exchangeRates';
import { localTimeToUtc } from './sailings';

/**
 * The one helper for times a person reads or types (commercial.md §1.1 VesselCall: ETA, ETD and
 * cut-offs are entered and shown in the port's own time zone, never the office's; issue 45 item 9):
 * every time is on a place's clock — the port's zone, else the office's (Asia/Shanghai) — and, where
 * it is read in words, with its offset, so a reader in another zone is never off by hours.
 */

/** Where the office works (commercial.md §0.1): the zone of a place that names none. */
export const OFFICE_ZONE = 'Asia/Shanghai';

/** The place's zone, or the office's when the place names none. */
export const zoneOr = (zone?: string | null): string => zone || OFFICE_ZONE;

/** "2026-12-01 12:00" (or 2026-12-01T12:00) in `zone` → the instant (ISO); undefined when it is no such time. */
export function parseLocalDateTime(text: string, zone: string): string | undefined {
  const m = /^\s*(\d{4}-\d{2}-\d{2})[ T](\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!m || !isCalendarDate(m[1]!)) return undefined;
  const hour = Number(m[2]);
  const minute = Number(m[3]);
  if (hour > 23 || minute > 59) return undefined;
  return localTimeToUtc(m[1]!, hour, minute, zone).toISOString();
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** The wall clock of `zone` at an instant, as its parts (year … minute, two digits each). */
function wallClock(at: Date, zone: string): Record<string, string> {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, f);
  }
  return Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
}

/** An instant as "2026-12-01 12:00" on the port's clock ('' for none), the form parseLocalDateTime reads. */
export function localDateTime(iso: string, zone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const p = wallClock(at, zone || 'UTC');
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** `+08:00` for 480 minutes east of UTC. */
export function offsetText(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/** Minutes east of UTC that `zone`'s clock reads at an instant (Amsterdam in summer: 120). */
export function zoneOffsetAt(iso: string, zone: string): number {
  const at = Date.parse(iso);
  const local = Date.parse(`${localDateTime(iso, zone).replace(' ', 'T')}:00Z`);
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/**
 * A time as a person reads it: on the place's clock (its zone, else the office's) with the offset
 * named — `2026-12-01 09:30 +08:00`. '' for no time or none that parses.
 */
export function placeTime(iso: string | null | undefined, zone?: string | null): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const z = zoneOr(zone);
  return `${localDateTime(iso, z)} ${offsetText(zoneOffsetAt(iso, z))}`;
}

/** The calendar day (YYYY-MM-DD) on the place's clock at an instant: a date field's default is today there, not in UTC. */
export function dayIn(zone?: string | null, now: Date = new Date()): string {
  return localDateTime(now.toISOString(), zoneOr(zone)).slice(0, 10);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/**
 * A message's values as its words read them: each instant among them on the place's clock (the
 * `zone` among the values, else the office's) with its offset — "装箱时间 2026-12-01 09:30 +08:00",
 * never "2026-12-01T01:30:00.000Z". The values themselves (kept with a problem) stay instants.
 */
export function timesInWords<P extends Readonly<Record<string, string | number>>>(params: P): P {
  const zone = typeof params.zone === 'string' ? params.zone : undefined;
  let out: Record<string, string | number> | undefined;
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string' || !INSTANT.test(v) || !Number.isFinite(Date.parse(v))) continue;
    out = out ?? { ...params };
    out[k] = placeTime(v, zone);
  }
  return (out ?? params) as P;
}
