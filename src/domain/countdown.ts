/** How far a time is from now: whole days, then the clock beyond them ("5:03:10"), and whether it has passed. */
export interface Span {
  past: boolean;
  days: number;
  clock: string;
}

const clockOf = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/** Hours, minutes and seconds until a time ("1:59:30"), or undefined once it has come: a hold's countdown. */
export function clockLeft(at: string, now = Date.now()): string | undefined {
  const ms = Date.parse(at) - now;
  if (ms <= 0) return undefined;
  return clockOf(Math.floor(ms / 1000));
}

/** The span between now and a time, either way: a validity's days left, an SLA's time overdue. */
export function spanTo(at: string, now = Date.now()): Span {
  const ms = Date.parse(at) - now;
  const s = Math.floor(Math.abs(ms) / 1000);
  return { past: ms <= 0, days: Math.floor(s / 86400), clock: clockOf(s % 86400) };
}
