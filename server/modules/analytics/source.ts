import type { Granularity } from '../../../src/contract/analytics/calls';
import { addDays } from '../../../src/domain/refdata/public';

/**
 * Which roll-up answers a question (issue 51: < 300 ms over a million bookings): the coarsest that
 * answers its days exactly. The whole months of the days come from sales_monthly (its `day` the
 * month's first), the edge days from sales_daily; both have the same columns, so every metric's SQL
 * (src/domain/analytics/metrics.ts, over `s`) reads their union as it reads either. A question by
 * DAY or WEEK reads sales_daily only (a week is not made of whole months); one by MONTH or without
 * a period (the active and dormant customers) reads the months too.
 */

/** The ranges of days of a question: whole months, and the days before and after them. */
export interface Cover {
  /** First days of the first and last whole month (absent: no whole month in the range). */
  months?: { first: string; last: string };
  /** Day ranges read from sales_daily. */
  days: { from: string; to: string }[];
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string) =>
  addDays(`${monthStart(day)}`, 32)
    .slice(0, 7)
    .concat('-01');
const monthEnd = (day: string) => addDays(nextMonth(day), -1);

/** The cover of [from, to]: whole months where they fit (when `months` may be used), days elsewhere. */
export function coverOf(from: string, to: string, useMonths: boolean): Cover {
  if (!useMonths || from > to) return { days: from > to ? [] : [{ from, to }] };
  const first = from === monthStart(from) ? from : nextMonth(from);
  const lastEnd = to === monthEnd(to) ? to : addDays(monthStart(to), -1);
  if (first > lastEnd) return { days: [{ from, to }] };
  const days: Cover['days'] = [];
  if (from < first) days.push({ from, to: addDays(first, -1) });
  if (lastEnd < to) days.push({ from: addDays(lastEnd, 1), to });
  return { months: { first, last: monthStart(lastEnd) }, days };
}

/** The roll-ups' columns, in one order for both tables. */
export const ROLLUP_COLUMNS =
  'day, owner_company_id, customer_company_id, customer_employee_id, salesperson_id, pol, pod, carrier, currency, bookings, teu, revenue_minor, cost_minor, cost_billed';

/** Whether a question by this period may read whole months (its periods are whole months or none). */
export const monthsAnswer = (granularity: Granularity | undefined) => granularity === undefined || granularity === 'MONTH';

/**
 * The roll-up rows of the cover as one `from` item, aliased `s`, its day bounds appended to
 * `params`. Filters on `s` in the outer query reach each part (PostgreSQL pushes them into UNION ALL).
 */
export function sourceSql(cover: Cover, params: unknown[], bookedOnly = false): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const booked = bookedOnly ? ' and bookings > 0' : '';
  const parts: string[] = [];
  if (cover.months)
    parts.push(`select ${ROLLUP_COLUMNS} from sales_monthly where day between ${p(cover.months.first)}::date and ${p(cover.months.last)}::date${booked}`);
  for (const d of cover.days) parts.push(`select ${ROLLUP_COLUMNS} from sales_daily where day between ${p(d.from)}::date and ${p(d.to)}::date${booked}`);
  if (!parts.length) parts.push(`select ${ROLLUP_COLUMNS} from sales_daily where false`);
  return `(${parts.join(' union all ')}) s`;
}
