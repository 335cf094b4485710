/**
 * THE table of the sales analysis' metric definitions (commercial.md §9.1, issue 51): each metric's
 * SQL over the module's own daily roll-ups (`sales_daily` as `s`, migration 110), used by every page
 * (server/modules/analytics/salesRepository.ts builds its one query from here) and each tested
 * against a brute-force computation over random rows (tests/unit/analytics/metrics.test.ts).
 *
 * What the roll-ups hold (built by server/modules/analytics/rollup.ts): the booking orders that
 * reached RELEASED, by their ETD day in Asia/Shanghai; cancelled, rejected and declined ones never
 * are. A booking is one volume row (currency '', bookings 1, its TEU) and one money row per currency
 * (revenue and cost in minor units), so counts never double and currencies are never added.
 */
import { addDays } from '../refdata/public';

export interface MetricDefinition {
  zh: string;
  en: string;
  /** An aggregate over `s` (sales_daily). */
  sql: string;
  /** Amounts in minor units, kept per currency (the query groups by s.currency). */
  perCurrency: boolean;
  /** Needs "view cost" (R9.2): absent from the answer without it. */
  cost: boolean;
}

export const METRICS = {
  BOOKINGS: { zh: '订舱票数', en: 'Bookings', sql: 'coalesce(sum(s.bookings), 0)::int', perCurrency: false, cost: false },
  TEU: { zh: '箱量（TEU）', en: 'TEU', sql: 'coalesce(sum(s.teu), 0)::float8', perCurrency: false, cost: false },
  REVENUE: { zh: '收入', en: 'Revenue', sql: 'coalesce(sum(s.revenue_minor), 0)::bigint', perCurrency: true, cost: false },
  COST: { zh: '成本', en: 'Cost', sql: 'coalesce(sum(s.cost_minor), 0)::bigint', perCurrency: true, cost: true },
  GP: { zh: '毛利', en: 'GP', sql: 'coalesce(sum(s.revenue_minor - s.cost_minor), 0)::bigint', perCurrency: true, cost: true },
  COST_BILLED: {
    zh: '成本取自账单的票数',
    en: 'Bookings costed from billing',
    sql: 'coalesce(sum(s.cost_billed), 0)::int',
    perCurrency: false,
    cost: true,
  },
  ACTIVE_CUSTOMERS: {
    zh: '活跃客户',
    en: 'Active customers',
    sql: 'count(distinct s.customer_company_id) filter (where s.bookings > 0)::int',
    perCurrency: false,
    cost: false,
  },
} as const satisfies Record<string, MetricDefinition>;
export type MetricKey = keyof typeof METRICS;

/**
 * The ratio metrics (§9.1), computed over other modules' rows for the period (./conversion.ts, not
 * SQL over the roll-ups): each a numerator ÷ a denominator, "—" when the denominator is zero.
 */
export const RATIO_METRICS = {
  QUOTE_CONVERSION: { zh: '报价转化率', en: 'Quote conversion', of: 'quotes booked ÷ quotes sent in the period, per salesperson' },
  SEARCH_CONVERSION: { zh: '查询转化率', en: 'Search conversion', of: 'companies that booked a lane ÷ companies that searched it, per lane' },
  WIN_RATE: { zh: '商机赢率', en: 'Win rate', of: 'opportunities won ÷ (won + lost) closed in the period, per salesperson' },
} as const satisfies Record<string, { zh: string; en: string; of: string }>;

/** The counts the ratio metrics are made of, by their field in a table's row (the page's and the export's columns). */
export const RATIO_COUNTS = {
  QuotesSent: { zh: '已发报价', en: 'Quotes sent' },
  QuotesBooked: { zh: '已订舱报价', en: 'Quotes booked' },
  OpportunitiesWon: { zh: '赢单商机', en: 'Opportunities won' },
  OpportunitiesLost: { zh: '输单商机', en: 'Opportunities lost' },
  CompaniesSearched: { zh: '查询客户数', en: 'Companies searched' },
  CompaniesBooked: { zh: '订舱客户数', en: 'Companies booked' },
} as const satisfies Record<string, { zh: string; en: string }>;

/** Dormant: a customer with a booking in the 180 days up to the period's end and none in its last 60. */
export const DORMANT_DAYS = { window: 180, quiet: 60 } as const;

/**
 * The dormant customers as of a day among the rows `where` keeps: the customers with a booking in
 * the 180 days up to it (`older`: its days 180 to 61 back; `recent`: its last 60) and none in its
 * last 60. `older` and `recent` are `from` items aliased `s` (the roll-ups answering those days),
 * `where(part)` the filter of each, written into the statement where it stands.
 */
export const dormantSql = (older: string, recent: string, where: (part: 'older' | 'recent') => string) =>
  `select id from (select s.customer_company_id as id, false as recent from ${older} where s.bookings > 0 and ${where('older')}
                   union all
                   select s.customer_company_id, true from ${recent} where s.bookings > 0 and ${where('recent')}) b
    group by id having not bool_or(recent)`;

/** The two ranges of days of the dormant rule as of `day`: [180 days back + 1, 60 back] and the last 60. */
export function dormantRanges(day: string): { older: { from: string; to: string }; recent: { from: string; to: string } } {
  return {
    older: { from: addDays(day, -(DORMANT_DAYS.window - 1)), to: addDays(day, -DORMANT_DAYS.quiet) },
    recent: { from: addDays(day, -(DORMANT_DAYS.quiet - 1)), to: day },
  };
}

/** A period's first day as the SQL groups it: the day, its week's Monday, its month (`2026-11`). */
export const PERIOD_SQL = {
  DAY: `to_char(s.day, 'YYYY-MM-DD')`,
  WEEK: `to_char(date_trunc('week', s.day::timestamp), 'YYYY-MM-DD')`,
  MONTH: `to_char(s.day, 'YYYY-MM')`,
} as const;

/** The same in TypeScript (the brute force and the series' empty periods): `day` is `YYYY-MM-DD`, a calendar day already. */
export function periodOf(day: string, granularity: keyof typeof PERIOD_SQL): string {
  if (granularity === 'MONTH') return day.slice(0, 7);
  if (granularity === 'DAY') return day;
  // Monday–Sunday weeks: back to the Monday (getUTCDay of a calendar day: 0 Sunday … 6 Saturday)
  return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

/** Every period from `from` to `to` in order (a series shows the quiet ones as zero). */
export function periodsBetween(from: string, to: string, granularity: keyof typeof PERIOD_SQL): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 1200; d = addDays(d, 1)) {
    const p = periodOf(d, granularity);
    if (out[out.length - 1] !== p) out.push(p);
  }
  return out;
}

/** The month of an ETD day (`2026-11`): the book rate its amounts convert at (R9.3). */
export const monthOf = (day: string) => day.slice(0, 7);

/** `dormantSql` for one customer's booking days (`YYYY-MM-DD`): dormant on `day` (the CRM's analysis counts it so). */
export function dormantOn(days: readonly string[], day: string): boolean {
  const recent = days.filter((d) => d > addDays(day, -DORMANT_DAYS.window) && d <= day);
  return recent.length > 0 && recent.every((d) => d <= addDays(day, -DORMANT_DAYS.quiet));
}
