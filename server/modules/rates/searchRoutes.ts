import type { FastifyInstance } from 'fastify';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import { publicSearchCall, SearchLogRowSchema, type SearchLogRow, searchCalls as C } from '../../../src/contract/rates/searchCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { containerText } from '../../../src/domain/pricing/containerLines';
import { totalsText } from '../../../src/domain/money/amounts';
import { seesCost } from './costView';
import { explain, searchRates } from './searchService';
import { searchReferences } from './searchReferences';
import { visitorKey } from '../../http/visitorKey';
import { route } from '../../http/route';

/** The price search (staff, customers), the public search (visitors), the explain and the search log (commercial.md §2.3). */
export function searchRoutes(fastify: FastifyInstance, db: Db): void {
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);
  // the reference data every search reads, kept in the answer cache until it changes (issue 47)
  const refs = searchReferences(db, fastify.answerCache);

  route(fastify, C.search, async ({ actor, input, request: q }, r) => {
    const asker =
      actor.companyKind === 'platform' ? { kind: 'STAFF' as const, actor, viewCost: await seesCost(db, actor) } : { kind: 'CUSTOMER' as const, actor };
    return sendOutcome(r, await searchRates(db, asker, input, todayInShanghai(), lang(q.headers), refs));
  });

  route(fastify, publicSearchCall, { preHandler: limitPerAddress(ADDRESS_LIMITS.rateSearch) }, async ({ input, request: q }, r) => {
    const today = todayInShanghai();
    return sendOutcome(r, await searchRates(db, { kind: 'PUBLIC', visitorKey: visitorKey(q.ip, today) }, input, today, lang(q.headers), refs));
  });

  route(fastify, C.explain, async ({ actor, input, request: q }, r) => {
    return sendOutcome(r, await explain(db, actor, input.SearchId, input.RateId, lang(q.headers), await seesCost(db, actor)));
  });

  type Row = Omit<SearchLogRow, 'At' | 'Lines' | 'MinTotals'> & {
    At: unknown;
    Lines: { Lines: { ContainerClass: string; Qty: number }[] };
    MinTotals: { Currency: string; Amount: string }[];
  };
  defineList<Row, SearchLogRow>(fastify, db, {
    path: P.searchLogList,
    item: SearchLogRowSchema,
    access: A.searchLogRead,
    exportAccess: A.searchLogRead,
    title: 'rate-searches',
    base: (actor) => ({
      sql: `select l.id::int as "Id", l.at as "At", l.source as "Source", coalesce(c.name_zh, '') as "CompanyName", c.name_zh as "CompanyNameBare", coalesce(e.name, '') as "EmployeeName",
              l.pol_code as "PolCode", l.pod_code as "PodCode", l.lines as "Lines", l.day::text as "Day", l.results as "Results", l.min_totals as "MinTotals"
              from rate_search_log l left join company_directory c on c.id = l.company_id left join employee_directory e on e.id = l.employee_id
             where l.owner_company_id = $1`,
      params: [actor.companyId],
    }),
    columns: [
      { key: 'Source', filter: 'exact', values: ['STAFF', 'CUSTOMER', 'PUBLIC'] },
      { key: 'CompanyName', filter: 'text', sortable: true, notNull: true, filterColumn: 'CompanyNameBare' },
      { key: 'PolCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PodCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'Results', sortable: true, notNull: true },
      { key: 'At', sortable: true, notNull: true },
    ],
    order: 't."At" desc, t."Id" desc',
    present: (row) => ({
      ...row,
      At: new Date(row.At as string).toISOString(),
      Lines: containerText(row.Lines.Lines),
      // the cheapest row's totals, per currency, never added across currencies
      MinTotals: totalsText(row.MinTotals),
    }),
    sheet: [
      { header: '时间 At', value: (r) => r.At, width: 20 },
      { header: '来源 Source', value: (r) => r.Source, width: 10 },
      { header: '公司 Company', value: (r) => r.CompanyName, width: 24 },
      { header: '员工 Employee', value: (r) => r.EmployeeName, width: 10 },
      { header: '起运港 POL', value: (r) => r.PolCode, width: 8 },
      { header: '目的港 POD', value: (r) => r.PodCode, width: 8 },
      { header: '箱量 Containers', value: (r) => r.Lines, width: 16 },
      { header: '船期 Date', value: (r) => r.Day, width: 12 },
      { header: '结果数 Results', value: (r) => r.Results, width: 8 },
      { header: '最低价 Lowest', value: (r) => r.MinTotals, width: 24 },
    ],
  });
}
