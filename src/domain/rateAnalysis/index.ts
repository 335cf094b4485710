import { addDays } from '../refdata/public';

/**
 * Rate analysis' pure rules (commercial.md §9.1), run by the browser and the server alike: the week a
 * day falls in (Monday–Sunday, calendar days read in Asia/Shanghai), and how much a weekly price moved.
 */

/** The Monday of the week `day` (`YYYY-MM-DD`) falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** A week's median of one series (one class and currency), decimal text. */
export interface WeekPoint {
  Week: string;
  Median: string | null;
}

/**
 * Each week's change of the median against the week just before, in percent with one decimal: null
 * for the first week, after a week with no rate, or where either median is missing. Points in week order.
 */
export function weeklyChanges(points: readonly WeekPoint[]): (number | null)[] {
  return points.map((p, i) => {
    const before = points[i - 1];
    if (!before || before.Week !== addDays(p.Week, -7) || before.Median === null || p.Median === null) return null;
    const a = Number(before.Median);
    const b = Number(p.Median);
    if (!(a > 0)) return null;
    return Math.round(((b - a) / a) * 1000) / 10;
  });
}

/** Volatility: the mean size of the weekly changes (percent, one decimal); null when no change could be measured. */
export function meanChange(changes: readonly (number | null)[]): number | null {
  const measured = changes.filter((c): c is number => c !== null);
  if (!measured.length) return null;
  return Math.round((measured.reduce((s, c) => s + Math.abs(c), 0) / measured.length) * 10) / 10;
}

/** The container classes a filter names (`20GP, 40hq` → `['20GP', '40HQ']`), each once. */
export const classesOf = (text: string | undefined): string[] => [
  ...new Set(
    (text ?? '')
      .split(',')
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  ),
];
