import { isCalendarDay } from '../../../src/domain/calendarDay';
import type { Queryable } from '../../db/types';

/** The tracking search log's SQL (search_logs, migration 071): rows are appended, never changed. */

export interface SearchLogRow {
  channel: string;
  siteCompanyId: string | null;
  employeeId: string | null;
  userId: string | null;
  ipHash: string;
  queryType: string;
  query: string;
  found: boolean;
  results: number;
  ms: number;
}

export async function insertSearchLog(q: Queryable, r: SearchLogRow): Promise<void> {
  await q.query(
    `insert into search_logs (usl_channel, usl_site_company_id, usl_employee_id, usl_user_id, usl_ip_hash, usl_query_type, usl_query, usl_found, usl_results, usl_ms)
     values ($1, $2::bigint, $3::bigint, $4::bigint, $5, $6, $7, $8, $9, $10)`,
    [r.channel, r.siteCompanyId, r.employeeId, r.userId, r.ipHash, r.queryType, r.query, r.found, r.results, r.ms],
  );
}

/** The filters the list and the top queries share: `$1…` after `params`, as a where clause over `l` (search_logs). */
export function searchLogFilter(f: { Channel?: string; Found?: boolean | string; From?: string; To?: string }, params: unknown[]): string {
  const where: string[] = [];
  if (f.Channel) where.push(`l.usl_channel = $${params.push(f.Channel)}`);
  if (f.Found !== undefined && f.Found !== '') where.push(`l.usl_found = $${params.push(String(f.Found) === 'true')}::boolean`);
  // days on the office's clock: "to 27 November" includes the whole of that day in Shanghai
  if (isCalendarDay(f.From)) where.push(`l.usl_at >= ($${params.push(f.From)}::date::timestamp at time zone 'Asia/Shanghai')`);
  if (isCalendarDay(f.To)) where.push(`l.usl_at < (($${params.push(f.To)}::date + 1)::timestamp at time zone 'Asia/Shanghai')`);
  return where.length ? where.join(' and ') : 'true';
}

export interface QueryCount {
  Query: string;
  QueryType: string;
  Searches: number;
  Visitors: number;
  LastAt: string;
}

/** The most asked numbers, and the numbers asked more than once and never found (typos in a document, or scraping), under the filters. */
export async function topQueries(q: Queryable, f: Parameters<typeof searchLogFilter>[0], limit = 10): Promise<{ top: QueryCount[]; unknown: QueryCount[] }> {
  const params: unknown[] = [];
  const where = searchLogFilter(f, params);
  const rows = await q.query<QueryCount & { found: boolean; kind: string }>(
    `with g as (
       select l.usl_query as "Query", min(l.usl_query_type) as "QueryType", count(*)::int as "Searches", count(distinct l.usl_ip_hash)::int as "Visitors",
              to_char(max(l.usl_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "LastAt", bool_or(l.usl_found) as found
         from search_logs l where ${where} and l.usl_query <> '' group by l.usl_query
     )
     (select *, 'top' as kind from g order by "Searches" desc, "Query" limit ${limit})
     union all
     (select *, 'unknown' as kind from g where not found and "Searches" > 1 order by "Searches" desc, "Query" limit ${limit})`,
    params,
  );
  const strip = ({ found: _, kind: __, ...r }: QueryCount & { found: boolean; kind: string }) => r;
  return { top: rows.filter((r) => r.kind === 'top').map(strip), unknown: rows.filter((r) => r.kind === 'unknown').map(strip) };
}
