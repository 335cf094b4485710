import { isCalendarDate } from './exchangeRates';
import { localTimeToUtc } from './sailings';

/**
 * Times as a port's clock shows them, typed and read back (commercial.md §1.1 VesselCall: ETA, ETD
 * and cut-offs are entered and shown in the port's own time zone, never the office's).
 */

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
/** An instant as "2026-12-01 12:00" on the port's clock ('' for none), the form parseLocalDateTime reads. */
export function localDateTime(iso: string, zone: string): string {
  if (!iso) return '';
  const z = zone || 'UTC';
  let f = formats.get(z);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: z,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(z, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
