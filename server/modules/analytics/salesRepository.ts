import type { GroupBy, Granularity } from '../../../src/contract/analytics/calls';
import { dormantRanges, dormantSql, METRICS, PERIOD_SQL } from '../../../src/domain/analytics/metrics';
import type { Queryable } from '../../db/types';
import { coverOf, monthsAnswer, sourceSql } from './source';

/**
 * The sales figures' SQL: every one over this module's roll-ups (sales_monthly for whole months,
 * sales_daily for the rest: ./source.ts), with the metric definitions of
 * src/domain/analytics/metrics.ts — never another module's tables.
 */

/** What rows a question counts: ETD days, lane, carrier, one customer, salespeople, and the caller's scope (R9.1; undefined: every customer). */
export interface SalesFilter {
  from: string;
  to: string;
  carrier?: string;
  pol?: string;
  pod?: string;
  companyId?: string;
  employeeIds?: readonly string[];
  companies?: readonly string[];
}

export const GROUP_SQL: Record<GroupBy, string> = {
  OWNER_COMPANY: 's.owner_company_id::text',
  LANE: `s.pol || '-' || s.pod`,
  CARRIER: 's.carrier',
  SALESPERSON: 's.salesperson_id::text',
  CUSTOMER_COMPANY: 's.customer_company_id::text',
  CUSTOMER_EMPLOYEE: 's.customer_employee_id::text',
};

/** The columns a group is made of (summed first by these raw columns, then named: cheaper than naming each row). */
const GROUP_COLUMNS: Record<GroupBy, string> = {
  OWNER_COMPANY: 's.owner_company_id',
  LANE: 's.pol, s.pod',
  CARRIER: 's.carrier',
  SALESPERSON: 's.salesperson_id',
  CUSTOMER_COMPANY: 's.customer_company_id',
  CUSTOMER_EMPLOYEE: 's.customer_employee_id',
};

/** The filter as SQL over `s`, its values appended to `params` (numbered from params.length + 1). */
export function whereOf(f: Omit<SalesFilter, 'from' | 'to'>, params: unknown[]): string {
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts = ['true'];
  if (f.carrier) parts.push(`s.carrier = ${p(f.carrier)}`);
  if (f.pol) parts.push(`s.pol = ${p(f.pol)}`);
  if (f.pod) parts.push(`s.pod = ${p(f.pod)}`);
  if (f.companyId) parts.push(`s.customer_company_id = ${p(f.companyId)}::bigint`);
  if (f.employeeIds?.length) parts.push(`s.salesperson_id = any(${p(f.employeeIds)}::bigint[])`);
  if (f.companies) parts.push(`s.customer_company_id = any(${p(f.companies)}::bigint[])`);
  return parts.join(' and ');
}

/** One group's figures in one period, ETD month and currency ('' : the volume row's count and TEU). */
export interface FigureRow {
  period: string;
  grp: string;
  month: string;
  currency: string;
  bookings: number;
  teu: number;
  revenue: string;
  cost: string;
  /** Of the bookings counted, those whose cost came from billing (the rest: the frozen price's). */
  costBilled: number;
}

export async function figureRows(q: Queryable, f: SalesFilter, granularity: Granularity, groupBy: GroupBy): Promise<FigureRow[]> {
  const params: unknown[] = [];
  const source = sourceSql(coverOf(f.from, f.to, monthsAnswer(granularity)), params);
  const where = whereOf(f, params);
  return q.query<FigureRow>(
    `select ${PERIOD_SQL[granularity]} as period, ${GROUP_SQL[groupBy]} as grp, ${PERIOD_SQL.MONTH} as month, s.currency,
            ${METRICS.BOOKINGS.sql} as bookings, ${METRICS.TEU.sql} as teu, ${METRICS.REVENUE.sql}::text as revenue, ${METRICS.COST.sql}::text as cost,
            ${METRICS.COST_BILLED.sql} as "costBilled"
       from (select s.day, ${GROUP_COLUMNS[groupBy]}, s.currency, sum(s.bookings) as bookings, sum(s.teu) as teu, sum(s.revenue_minor) as revenue_minor,
                    sum(s.cost_minor) as cost_minor, sum(s.cost_billed) as cost_billed
               from ${source}
              where ${where}
              group by s.day, ${GROUP_COLUMNS[groupBy]}, s.currency) s
      group by 1, 2, 3, 4`,
    params,
  );
}

export async function activeCustomers(q: Queryable, f: SalesFilter): Promise<number> {
  const params: unknown[] = [];
  const source = sourceSql(coverOf(f.from, f.to, true), params, true);
  const where = whereOf(f, params);
  const [row] = await q.query<{ n: number }>(`select ${METRICS.ACTIVE_CUSTOMERS.sql} as n from ${source} where ${where}`, params);
  return row?.n ?? 0;
}

/** The customer companies with a booking of each lane (`POL-POD`) in the period (search conversion's numerator: only a lane's searchers count). */
export async function bookedLanes(q: Queryable, f: SalesFilter): Promise<{ company: string; lane: string }[]> {
  const params: unknown[] = [];
  const source = sourceSql(coverOf(f.from, f.to, true), params, true);
  const where = whereOf({ pol: f.pol, pod: f.pod, companyId: f.companyId, companies: f.companies }, params);
  return q.query<{ company: string; lane: string }>(
    `select s.customer_company_id::text as company, s.pol || '-' || s.pod as lane from ${source} where s.bookings > 0 and ${where} group by 1, 2`,
    params,
  );
}

/** The dormant customers as of the filter's last day, among the rows its other filters keep. */
export async function dormantCustomers(q: Queryable, f: SalesFilter): Promise<Set<string>> {
  const params: unknown[] = [];
  const ranges = dormantRanges(f.to);
  const older = sourceSql(coverOf(ranges.older.from, ranges.older.to, true), params, true);
  const recent = sourceSql(coverOf(ranges.recent.from, ranges.recent.to, true), params, true);
  const rows = await q.query<{ id: string }>(
    dormantSql(older, recent, () => whereOf(f, params)),
    params,
  );
  return new Set(rows.map((r) => String(r.id)));
}

/** Employees' names (the staff's published directory). */
export async function employeeNames(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id) => id !== '0');
  if (!wanted.length) return new Map();
  const rows = await q.query<{ id: string; name: string }>('select id::text, name from employee_directory where id = any($1::bigint[])', [wanted]);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The customer companies a salesperson is assigned to (the companies' published directory). */
export async function assignedCompanies(q: Queryable, employeeId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>('select company_id::text as id from salesperson_directory where employee_id = $1::bigint', [employeeId]);
  return rows.map((r) => r.id);
}
