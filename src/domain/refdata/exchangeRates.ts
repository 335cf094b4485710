/**
 * Exchange-rate windows (commercial.md §1.1, R1.4): a rate holds from its first to its last day,
 * both included (calendar dates, YYYY-MM-DD); two rates of one pair and kind never overlap, so
 * "the rate on a day" has one answer.
 */
export interface RateWindow {
  validFrom: string;
  validTo: string;
}

/** Whether two windows share a day (dates as YYYY-MM-DD compare as text). */
export const windowsOverlap = (a: RateWindow, b: RateWindow) => a.validFrom <= b.validTo && b.validFrom <= a.validTo;

/** The window of `rates` holding on `day`, if any. */
export const rateOn = <R extends RateWindow>(rates: readonly R[], day: string): R | undefined => rates.find((r) => r.validFrom <= day && day <= r.validTo);

/** A rate as typed: a positive decimal of at most 12 integer and 6 fraction digits (numeric(18,6)); the problem, or undefined. */
export function rateProblem(rate: string): string | undefined {
  const fault = rateFault(rate);
  return fault === 'shape' ? 'is a positive number with at most 6 decimals' : fault ? 'must be more than 0' : undefined;
}

/** Which rule a rate as typed breaks: its shape, or being more than 0; undefined when it is a rate. */
export function rateFault(rate: string): 'shape' | 'notPositive' | undefined {
  const t = rate.trim();
  if (!/^\d{1,12}(\.\d{1,6})?$/.test(t)) return 'shape';
  return Number(t) <= 0 ? 'notPositive' : undefined;
}

/** A calendar date that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

// made once: building a time-zone formatter costs far more than formatting with it, and every price
// search asks for today (issue 47)
const shanghaiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date where validity is read (commercial.md §0.1: Asia/Shanghai), as YYYY-MM-DD. */
export const todayInShanghai = (now: Date = new Date()) => shanghaiDay.format(now);
