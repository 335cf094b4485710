import type { FastifyInstance } from 'fastify';
import { PUBLIC_TRACK_ACCESS as A, PUBLIC_TRACK_PATHS as P } from '../../../src/contract/publicTrack/module';
import { SEARCH_CHANNELS, type TrackSearchRow, TrackSearchRowSchema } from '../../../src/contract/publicTrack/calls';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { searchLogFilter } from './searchLogRepository';

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/**
 * The tracking search log (operations.md §8.3 SearchLog + /Export, §8.4 UserSearchLog): who searched
 * which number, from which channel and site, found or not, how fast. Platform staff only. A visitor
 * is the first digits of the salted address hash: enough to see one address's searches together.
 */
export function searchLogList(app: FastifyInstance, db: Db): void {
  defineList<Omit<TrackSearchRow, 'At'> & { At: unknown }, TrackSearchRow>(app, db, {
    path: P.trackSearchLog,
    item: TrackSearchRowSchema,
    access: A.trackSearchLogRead,
    exportAccess: A.trackSearchLogRead,
    title: 'tracking-searches',
    extraQuery: { From: DAY, To: DAY },
    base: (_actor, request) => {
      const params: unknown[] = [];
      const where = searchLogFilter(request.query as { From?: string; To?: string }, params);
      return {
        sql: `select l.id::int as "Id", l.usl_at as "At", l.usl_channel as "Channel", coalesce(c.name_zh, '') as "SiteName",
                coalesce(e.name, u.account, '') as "PersonName", left(l.usl_ip_hash, 12) as "Visitor", l.usl_query_type as "QueryType",
                l.usl_query as "Query", l.usl_found as "Found", l.usl_results as "Results", l.usl_ms as "Ms"
                from search_logs l left join company_directory c on c.id = l.usl_site_company_id
                left join employee_directory e on e.id = l.usl_employee_id left join user_directory u on u.id = l.usl_user_id
               where ${where}`,
        params,
      };
    },
    columns: [
      { key: 'Channel', filter: 'exact', values: SEARCH_CHANNELS },
      { key: 'Found', filter: 'exact', values: ['true', 'false'] },
      { key: 'Query', filter: 'text', sortable: true, notNull: true },
      { key: 'Ms', sortable: true, notNull: true },
      { key: 'At', sortable: true, notNull: true },
    ],
    order: 't."At" desc, t."Id" desc',
    present: (row) => ({ ...row, At: new Date(row.At as string).toISOString() }),
    sheet: [
      { header: '时间 At', value: (r) => r.At, width: 20 },
      { header: '渠道 Channel', value: (r) => r.Channel, width: 16 },
      { header: '站点 Site', value: (r) => r.SiteName, width: 24 },
      { header: '查询人 Person', value: (r) => r.PersonName, width: 12 },
      { header: '访客 Visitor', value: (r) => r.Visitor, width: 14 },
      { header: '类型 Type', value: (r) => r.QueryType, width: 10 },
      { header: '号码 Number', value: (r) => r.Query, width: 20 },
      { header: '查到 Found', value: (r) => (r.Found ? '是 yes' : '否 no'), width: 8 },
      { header: '结果数 Results', value: (r) => r.Results, width: 8 },
      { header: '耗时 ms', value: (r) => r.Ms, width: 8 },
    ],
  });
}
