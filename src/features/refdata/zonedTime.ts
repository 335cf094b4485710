import { placeTime } from '../../domain/refdata/localTimes';

/**
 * An instant as a port's clock shows it, with the offset (`2026-03-10 12:00 +08:00`,
 * `2026-04-19 12:00 +02:00`): ETA, ETD and cut-offs are read in the port's own time zone
 * (commercial.md §1.1 VesselCall). Empty for no time; the office's clock (Asia/Shanghai) where the
 * port has no zone. The one time helper's (issue 45 item 9), under the name these screens know.
 */
export const zonedTime = (iso: string, timeZone: string): string => placeTime(iso, timeZone);
