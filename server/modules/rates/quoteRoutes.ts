import type { FastifyInstance } from 'fastify';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import { quoteCalls as C, QuoteRowSchema, type QuoteRow, QUOTE_STATUSES } from '../../../src/contract/rates/quoteCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { refusal } from '../../platform/auth/authHook';
import { decideQuote, getQuote, saveQuote, sendQuote } from './quoteService';
import { quoteListSql } from './quoteRepository';
import { quoteStatusWords } from '../../../src/contract/rates/words';
import { statusText } from '../../../src/contract/words';
import { PRICE_CLASSES } from './lists';
import { route } from '../../http/route';

/** One option of a quote as its export line shows it (the list's query gives them only to the export). */
interface QuoteOptionLine {
  N: number;
  CarrierCode: string;
  RateNo: string;
  Totals: string;
  Currency: string;
  Classes: Record<string, string>;
}
type QuoteExportRow = QuoteRow & { OptionLines?: QuoteOptionLine[]; Option?: QuoteOptionLine };

/** Quote/Save, Send, Decide, Get and the list with its export (commercial.md §2.3). */
export function quoteRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);

  route(fastify, C.save, async ({ actor, input, request: q }, r) => {
    const canOverride = !(await refusal(db, actor, A.quoteOverride));
    return sendOutcome(r, await saveQuote(db, actor, input, { today: todayInShanghai(), lang: lang(q.headers), canOverride }));
  });
  route(fastify, C.send, async ({ actor, input }, r) => sendOutcome(r, await sendQuote(db, hub, actor, input, todayInShanghai())));
  route(fastify, C.decide, async ({ actor, input }, r) => sendOutcome(r, await decideQuote(db, hub, actor, input, todayInShanghai())));
  route(fastify, C.get, async ({ actor, input }, r) => sendOutcome(r, await getQuote(db, actor, input.Id, todayInShanghai())));

  type Row = Omit<QuoteExportRow, 'CreatedAt'> & { CreatedAt: unknown };
  defineList<Row, QuoteExportRow>(fastify, db, {
    path: P.quoteList,
    item: QuoteRowSchema,
    access: A.quoteRead,
    exportAccess: A.quoteRead,
    title: 'quotes',
    base: (actor) => ({
      sql: quoteListSql,
      params: [actor.companyId, todayInShanghai()],
    }),
    columns: [
      { key: 'QuoteNo', filter: 'text', sortable: true, notNull: true },
      { key: 'Status', filter: 'exact', values: QUOTE_STATUSES, notNull: true },
      { key: 'CustomerName', filter: 'text', sortable: true, notNull: true },
      { key: 'PolCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PodCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'ValidUntil', sortable: true, notNull: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."CreatedAt" desc, t."Id" desc',
    present: (row) => ({ ...row, CreatedAt: new Date(row.CreatedAt as string).toISOString() }),
    // the export prices every option of the quote, not only the cheapest (issue 32): a line each
    exportRows: (row) => (row.OptionLines?.length ? row.OptionLines.map((Option) => ({ ...row, Option })) : [row]),
    sheet: [
      { header: '报价单号 Quote no.', value: (r) => r.QuoteNo, width: 16 },
      { header: '状态 Status', value: (r, lang) => statusText(quoteStatusWords, r.Status, lang), width: 10 },
      { header: '客户 Customer', value: (r) => r.CustomerName, width: 24 },
      { header: '销售 Sales', value: (r) => r.SalesName, width: 10 },
      { header: '起运港 POL', value: (r) => r.PolCode, width: 8 },
      { header: '目的港 POD', value: (r) => r.PodCode, width: 8 },
      { header: '箱量 Containers', value: (r) => r.Containers, width: 16 },
      { header: '方案数 Options', value: (r) => r.Options, width: 8 },
      // one line per option (exportRows): its number, carrier, rate, totals, and its price per container as a number per class
      { header: '方案 Option', value: (r) => r.Option?.N ?? null, width: 8 },
      { header: '船公司 Carrier', value: (r) => r.Option?.CarrierCode ?? '', width: 8 },
      { header: '运价编号 Rate no.', value: (r) => r.Option?.RateNo ?? '', width: 16 },
      { header: '总价 Totals', value: (r) => r.Option?.Totals ?? '', width: 24 },
      { header: '币种 Currency', value: (r) => r.Option?.Currency ?? '', width: 8 },
      ...PRICE_CLASSES.map((c) => ({
        header: `${c} 单价 Sell`,
        value: (r: QuoteExportRow) => (r.Option?.Classes[c] === undefined ? null : Number(r.Option.Classes[c])),
        width: 10,
      })),
      { header: '有效期至 Valid until', value: (r) => r.ValidUntil, width: 12 },
      { header: '创建时间 Created', value: (r) => r.CreatedAt, width: 20 },
    ],
  });
}
