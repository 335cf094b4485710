/**
 * A `YYYY-MM-DD` naming a day of the calendar (2026-02-30 and 8793-78-61 do not; nor year 0, which
 * PostgreSQL's date has not): what a filter may hand a database's `::date` cast. Its own file, free
 * of dayjs (src/domain/dates.ts loads dayjs's locales, which the compiled server does not carry).
 */
export function isCalendarDay(d: unknown): d is string {
  if (typeof d !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(d) || d < '0001') return false;
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
}
