/**
 * An instant as a port's clock shows it, with the zone's abbreviation (`2026-03-10 12:00 GMT+8`,
 * `2026-04-19 12:00 GMT+2`): ETA, ETD and cut-offs are read in the port's own time zone
 * (commercial.md §1.1 VesselCall). Empty for no time; UTC where the port has no zone.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function zonedTime(iso: string, timeZone: string): string {
  if (!iso) return '';
  const zone = timeZone || 'UTC';
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formats.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute} ${p.timeZoneName ?? ''}`.trim();
}
