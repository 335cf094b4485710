/**
 * The manifest deadline clock (operations.md §7.6 `mft.deadline`): counted in hours from the
 * deadline the server computed (loading time − the configuration's hours), never in whole days.
 * Pure, so the clock on the editor and the lists and its tests read the same figures.
 */

export type ClockTone = 'none' | 'ok' | 'soon' | 'late';

export interface Clock {
  /** Whole hours left (rounded down); negative once late (hours past, rounded up in size). */
  hours: number;
  /** The minutes past the whole hours, for the last hours (0–59). */
  minutes: number;
  late: boolean;
  tone: ClockTone;
}

/** Under this many hours the clock turns amber. */
export const SOON_HOURS = 6;

/** The clock at `now` for a deadline `at` (ISO); no deadline (no loading time yet) says so. */
export function deadlineClock(at: string | null | undefined, now: number): Clock {
  if (!at) return { hours: 0, minutes: 0, late: false, tone: 'none' };
  const ms = Date.parse(at) - now;
  if (!Number.isFinite(ms)) return { hours: 0, minutes: 0, late: false, tone: 'none' };
  const late = ms < 0;
  const whole = Math.floor(Math.abs(ms) / 60_000);
  const hours = Math.floor(whole / 60);
  return { hours: late ? -hours : hours, minutes: whole % 60, late, tone: late ? 'late' : hours < SOON_HOURS ? 'soon' : 'ok' };
}
