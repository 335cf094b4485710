import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import { type Quote, quoteCalls as C, QuoteRowSchema, type QuoteRow, QUOTE_STATUSES } from '../../../src/contract/rates/quoteCalls';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { containerText } from '../../../src/domain/pricing/containerLines';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { requestLanguage } from '../../http/language';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { containersSql } from './containersSql';
import { decideQuote, saveQuote, sendQuote } from './quotes';
import { rowAsSeen, seesCost } from './costView';
import { quoteStatusWords } from '../../../src/contract/rates/words';
import { statusText } from '../../../src/contract/words';
import { PRICE_CLASSES } from './lists';
import { missing } from '../../platform/refusal';

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

/** EXPIRED is derived: an open quote past its last day (commercial.md §2.2). */
const STATUS_SQL = `case when q.status in ('DRAFT', 'SENT') and q.valid_until < $TODAY::date then 'EXPIRED' else q.status end`;
/** The owner's staff see every quote of their company; a customer's employees the ones sent to them. */
const SCOPE_SQL = `(q.owner_company_id = $1 or (q.customer_company_id = $1 and q.status <> 'DRAFT'))`;

async function readQuote(db: Db, actor: Actor, id: number, today: string): Promise<Quote | undefined> {
  const [q] = await db.query<
    Omit<Quote, 'Options' | 'Containers' | 'Events'> & { Options: RateSearchRow[]; Lines: { Lines: { ContainerClass: string; Qty: number }[] } }
  >(
    `select q.id::int as "Id", q.quote_no as "QuoteNo", ${STATUS_SQL.replace('$TODAY', '$3')} as "Status",
            q.customer_company_id::int as "CustomerCompanyId", c.name_zh as "CustomerName", e.name as "SalesName",
            q.pol_code as "PolCode", q.pod_code as "PodCode", q.lines as "Lines", q.day::text as "Day", q.level_name as "LevelName",
            q.options as "Options", q.valid_until::text as "ValidUntil", q.terms as "Terms",
            o.quote_no as "RevisionOf", (select n.quote_no from quotes n where n.revision_of = q.id order by n.id desc limit 1) as "RevisedBy",
            q.override_reason as "OverrideReason", q.sent_at as "SentAt", q.decided_at as "DecidedAt", q.decision_reason as "DecisionReason",
            q.created_at as "CreatedAt", q.revision as "Revision"
       from quotes q join companies c on c.id = q.customer_company_id join employees e on e.id = q.sales_employee_id
       left join quotes o on o.id = q.revision_of
      where q.id = $2 and ${SCOPE_SQL}`,
    [actor.companyId, id, today],
  );
  if (!q) return undefined;
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  const staff = String(actor.companyId) !== String(q.CustomerCompanyId);
  // R2.7, one rule (costView.ts): the options' cost, margin, floor and trace only with "view cost"
  const sees = staff && (await seesCost(db, actor));
  const { Lines, ...rest } = q;
  const quote: Quote = {
    ...rest,
    Containers: containerText(Lines.Lines),
    SentAt: iso(q.SentAt),
    DecidedAt: iso(q.DecidedAt),
    CreatedAt: iso(q.CreatedAt)!,
    // the override's reason stays with the staff
    Options: q.Options.map((o) => rowAsSeen(o, sees)),
  };
  if (!staff) {
    delete quote.OverrideReason;
    return quote;
  }
  const events = await db.query<{ At: unknown; Type: string; By: string; Detail: Record<string, unknown> }>(
    `select ev.at as "At", ev.type as "Type", coalesce(e.name, '') as "By", ev.detail as "Detail"
       from quote_events ev left join employees e on e.id = ev.actor_id where ev.quote_id = $1 order by ev.at, ev.id`,
    [id],
  );
  // which classes went below the floor is a cost fact too
  const detail = (d: Record<string, unknown>) => {
    if (sees) return d;
    const { BelowFloor: _floor, ...rest } = d;
    return rest;
  };
  return {
    ...quote,
    Events: events.map((e) => ({ ...e, At: new Date(e.At as string).toISOString(), Detail: JSON.stringify(detail(e.Detail)) })),
  };
}

/** Quote/Save, Send, Decide, Get and the list with its export (commercial.md §2.3). */
export function quoteRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const lang = (headers: { 'accept-language'?: string | string[] }) => requestLanguage(headers['accept-language']);

  app.post(C.save.path, routeOf(C.save), async (q, r) => {
    const canOverride = !(await refusal(db, q.actor!, A.quoteOverride));
    return sendOutcome(r, await saveQuote(db, q.actor!, q.body as CallInput<typeof C.save>, { today: todayInShanghai(), lang: lang(q.headers), canOverride }));
  });
  app.post(C.send.path, routeOf(C.send), async (q, r) =>
    sendOutcome(r, await sendQuote(db, hub, q.actor!, q.body as CallInput<typeof C.send>, todayInShanghai())),
  );
  app.post(C.decide.path, routeOf(C.decide), async (q, r) =>
    sendOutcome(r, await decideQuote(db, hub, q.actor!, q.body as CallInput<typeof C.decide>, todayInShanghai())),
  );
  app.get(C.get.path, routeOf(C.get), async (q, r) => {
    const quote = await readQuote(db, q.actor!, (q.query as CallInput<typeof C.get>).Id, todayInShanghai());
    return sendOutcome(r, quote ? { ok: true, value: quote } : missing('No such quote.', '没有这份报价。'));
  });

  type Row = Omit<QuoteExportRow, 'CreatedAt'> & { CreatedAt: unknown };
  defineList<Row, QuoteExportRow>(app, db, {
    path: P.quoteList,
    item: QuoteRowSchema,
    access: A.quoteRead,
    exportAccess: A.quoteRead,
    title: 'quotes',
    base: (actor) => ({
      sql: `select q.id::int as "Id", q.quote_no as "QuoteNo", ${STATUS_SQL.replace('$TODAY', '$2')} as "Status", c.name_zh as "CustomerName",
                   e.name as "SalesName", q.pol_code as "PolCode", q.pod_code as "PodCode",
                   ${containersSql('q.lines')} as "Containers",
                   jsonb_array_length(q.options)::int as "Options",
                   -- options are stored cheapest first (the search's order): the first is the "from" price, per currency
                   (select string_agg((x.v ->> 'Currency') || ' ' || (x.v ->> 'Amount'), ' + ' order by x.n)
                      from jsonb_array_elements(q.options -> 0 -> 'Totals') with ordinality x(v, n)) as "FromTotals",
                   -- the export's lines: every option, its carrier, totals, currency and sell per class (not in a page: QuoteRowSchema)
                   (select coalesce(jsonb_agg(jsonb_build_object(
                             'N', o.n, 'CarrierCode', coalesce(o.v ->> 'CarrierCode', ''), 'RateNo', coalesce(o.v ->> 'RateNo', ''),
                             'Totals', coalesce((select string_agg((x.v ->> 'Currency') || ' ' || (x.v ->> 'Amount'), ' + ' order by x.n)
                                                   from jsonb_array_elements(o.v -> 'Totals') with ordinality x(v, n)), ''),
                             'Currency', coalesce(o.v ->> 'Currency', ''),
                             'Classes', coalesce((select jsonb_object_agg(c.v ->> 'ContainerClass', c.v ->> 'Sell')
                                                    from jsonb_array_elements(coalesce(o.v -> 'Classes', '[]')) c(v)), '{}')) order by o.n), '[]')
                      from jsonb_array_elements(q.options) with ordinality o(v, n)) as "OptionLines",
                   q.valid_until::text as "ValidUntil", q.created_at as "CreatedAt"
              from quotes q join companies c on c.id = q.customer_company_id join employees e on e.id = q.sales_employee_id
             where ${SCOPE_SQL}`,
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
