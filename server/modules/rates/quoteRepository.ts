import type { Quote, QuoteStatus } from '../../../src/contract/rates/quoteCalls';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import type { Queryable } from '../../db/types';
import { containersSql } from './containersSql';

/**
 * The quotes' SQL (commercial.md §2.2; the rules are in quoteService.ts): a quote read as its reader
 * may see it, locked for a move of its status, written, its events appended and read.
 */

/** EXPIRED is derived: an open quote past its last day (commercial.md §2.2). */
const STATUS_SQL = `case when q.status in ('DRAFT', 'SENT') and q.valid_until < $TODAY::date then 'EXPIRED' else q.status end`;
/** The owner's staff see every quote of their company; a customer's employees the ones sent to them. */
const SCOPE_SQL = `(q.owner_company_id = $1 or (q.customer_company_id = $1 and q.status <> 'DRAFT'))`;

/** The quote list's base query ($1 the reader's company, $2 today), with the export's option lines. */
export const quoteListSql = `select q.id::int as "Id", q.quote_no as "QuoteNo", ${STATUS_SQL.replace('$TODAY', '$2')} as "Status", c.name_zh as "CustomerName",
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
              from quotes q join company_directory c on c.id = q.customer_company_id join employee_directory e on e.id = q.sales_employee_id
             where ${SCOPE_SQL}`;

/** A quote as stored: its options in the staff shape, its lines as saved, its moments as the driver gives them. */
export type StoredQuote = Omit<Quote, 'Options' | 'Containers' | 'Events'> & {
  Options: RateSearchRow[];
  Lines: { Lines: { ContainerClass: string; Qty: number }[] };
};

/** One quote the reader's company may see (the owner's staff, or the customer's once sent), its status as of `today`. */
export async function readQuoteRow(q: Queryable, companyId: string, id: number, today: string): Promise<StoredQuote | undefined> {
  const [row] = await q.query<StoredQuote>(
    `select q.id::int as "Id", q.quote_no as "QuoteNo", ${STATUS_SQL.replace('$TODAY', '$3')} as "Status",
            q.customer_company_id::int as "CustomerCompanyId", c.name_zh as "CustomerName", e.name as "SalesName",
            q.pol_code as "PolCode", q.pod_code as "PodCode", q.lines as "Lines", q.day::text as "Day", q.level_name as "LevelName",
            q.options as "Options", q.valid_until::text as "ValidUntil", q.terms as "Terms",
            o.quote_no as "RevisionOf", (select n.quote_no from quotes n where n.revision_of = q.id order by n.id desc limit 1) as "RevisedBy",
            q.override_reason as "OverrideReason", q.sent_at as "SentAt", q.decided_at as "DecidedAt", q.decision_reason as "DecisionReason",
            q.created_at as "CreatedAt", q.revision as "Revision"
       from quotes q join company_directory c on c.id = q.customer_company_id join employee_directory e on e.id = q.sales_employee_id
       left join quotes o on o.id = q.revision_of
      where q.id = $2 and ${SCOPE_SQL}`,
    [companyId, id, today],
  );
  return row;
}

/** A quote's history, oldest first, with who did each step. */
export function readQuoteEvents(q: Queryable, quoteId: number) {
  return q.query<{ At: unknown; Type: string; By: string; Detail: Record<string, unknown> }>(
    `select ev.at as "At", ev.type as "Type", coalesce(e.name, '') as "By", ev.detail as "Detail"
       from quote_events ev left join employee_directory e on e.id = ev.actor_id where ev.quote_id = $1 order by ev.at, ev.id`,
    [quoteId],
  );
}

/** Appends one step to a quote's history. */
export async function appendQuoteEvent(q: Queryable, quoteId: number, actorId: number | string, type: string, detail: Record<string, unknown> = {}) {
  await q.query('insert into quote_events (quote_id, actor_id, type, detail) values ($1, $2, $3, $4)', [quoteId, actorId, type, JSON.stringify(detail)]);
}

/** The owner's quote a revision replaces, locked: its status and its customer. */
export async function lockRevisedQuote(q: Queryable, ownerCompanyId: string, id: number) {
  const [old] = await q.query<{ status: QuoteStatus; customer: string }>(
    'select status, customer_company_id::text as customer from quotes where id = $1 and owner_company_id = $2 for update',
    [id, ownerCompanyId],
  );
  return old;
}

export async function markSuperseded(q: Queryable, id: number): Promise<void> {
  await q.query(`update quotes set status = 'SUPERSEDED', revision = revision + 1 where id = $1`, [id]);
}

/** What a new quote stores (a draft): the search's lane, lines and day, the options it showed as priced. */
export interface NewQuote {
  ownerCompanyId: string;
  customerCompanyId: string | null;
  salesEmployeeId: number | string;
  searchId: number;
  polCode: string;
  podCode: string;
  lines: string;
  day: string;
  levelName: string;
  options: string;
  validUntil: string;
  terms: string;
  revisionOf: number | null;
  overrideReason: string | null;
}

/** Writes a draft quote under the next number (QT + year and month in Shanghai + a sequence). */
export async function insertQuote(q: Queryable, n: NewQuote): Promise<{ id: number; quote_no: string }> {
  const [made] = await q.query<{ id: number; quote_no: string }>(
    `insert into quotes (quote_no, owner_company_id, customer_company_id, sales_employee_id, status, search_id, pol_code, pod_code, lines, day,
                         level_name, options, valid_until, terms, revision_of, override_reason)
     values ('QT' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('quote_no_seq')::text, 6, '0'),
             $1, $2, $3, 'DRAFT', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     returning id::int, quote_no`,
    [
      n.ownerCompanyId,
      n.customerCompanyId,
      n.salesEmployeeId,
      n.searchId,
      n.polCode,
      n.podCode,
      n.lines,
      n.day,
      n.levelName,
      n.options,
      n.validUntil,
      n.terms,
      n.revisionOf,
      n.overrideReason,
    ],
  );
  return made!;
}

/** A quote as a status move reads it, locked. */
export interface LockedQuote {
  id: number;
  quote_no: string;
  status: QuoteStatus;
  revision: number;
  valid_until: string;
  owner: string;
  customer: string;
  sales: string;
  /** The options as quoted and the terms (what the quote's e-mail says). */
  options: RateSearchRow[];
  terms: string;
}

/** The quote as the caller's company may touch it (the owner's staff, or the customer's employees once sent), locked. */
export async function lockQuote(q: Queryable, companyId: string, id: number): Promise<LockedQuote | undefined> {
  const [row] = await q.query<LockedQuote>(
    `select id::int, quote_no, status, revision, valid_until::text, owner_company_id::text as owner, customer_company_id::text as customer,
            sales_employee_id::text as sales, options, terms
       from quotes where id = $1 and (owner_company_id = $2 or (customer_company_id = $2 and status <> 'DRAFT')) for update`,
    [id, companyId],
  );
  return row;
}

export async function markSent(q: Queryable, id: number): Promise<void> {
  await q.query(`update quotes set status = 'SENT', sent_at = now(), revision = revision + 1 where id = $1`, [id]);
}

export async function markDecided(q: Queryable, id: number, status: 'ACCEPTED' | 'REJECTED', actorId: number | string, reason: string | null): Promise<void> {
  await q.query(`update quotes set status = $2, decided_at = now(), decided_by = $3, decision_reason = $4, revision = revision + 1 where id = $1`, [
    id,
    status,
    actorId,
    reason,
  ]);
}

/** A quote as a booking naming it checks it (booking reads it here, issue 46): its customer, lane, status, validity and options (its rates). */
export interface QuoteAsBooked {
  quote_no: string;
  status: string;
  valid_until: string;
  customer: string;
  pol: string;
  pod: string;
  search_id: number;
  options: { RateId: number; CarrierCode: string }[];
}

export async function quoteAsBooked(q: Queryable, quoteId: number): Promise<QuoteAsBooked | undefined> {
  const [quote] = await q.query<QuoteAsBooked>(
    `select quote_no, status, valid_until::text, customer_company_id::text as customer, pol_code as pol, pod_code as pod, search_id::int, options
       from quotes where id = $1`,
    [quoteId],
  );
  return quote;
}
