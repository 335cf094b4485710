import type { Access } from '../../../src/contract/accessRow';
import type { OpenException } from '../../../src/contract/controlTower/calls';
import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Queryable } from '../../db/types';

/**
 * What the modules' control-tower rules share (operations.md §12.1). Every rule's query is bounded by
 * a look-back (and by an index on the instant it reads), so the tower's cost follows the work in
 * flight, not the years of shipments behind it: a cut-off passed more than CUTOFF_LOOKBACK_DAYS ago
 * is history — the vessel has sailed (so is a box gated in that long ago: SHUT_OUT); what is still
 * wrong after that is the manifest's, the VGM's or the tracking's, which look back LOOKBACK_DAYS.
 */
export const LOOKBACK_DAYS = 30;
export const CUTOFF_LOOKBACK_DAYS = 7;

/**
 * Whose exceptions a rule computes: one company's (a customer's own), or every company's (null: the
 * platform's staff). `side` picks the page the action opens (the workbench's or the staff's).
 */
export interface ExceptionScope {
  companyId: string | null;
  side: 'internal' | 'external';
}

/** The scope's company as a query parameter: null reads every company (the platform's staff). */
export const scopeParam = (scope: ExceptionScope) => scope.companyId;

/** The page an exception's action opens, on the reader's side (the workbench's or the staff's). */
export interface ActionPages {
  internal: string;
  external: string;
}

/** One row a rule's query answers: the document, its company, a number, when it falls due, and the words. */
export interface RuleRow {
  company_id: string;
  doc_type: string;
  doc_id: string;
  ref: string;
  due_at: string | null;
}

/** Rows of a rule's query as open exceptions: what each says (in both languages) and its action, made from each row. */
export function openExceptions<R extends RuleRow>(
  rows: readonly R[],
  scope: ExceptionScope,
  pages: ActionPages | ((r: R) => ActionPages),
  query: (r: R) => Record<string, string>,
  say: (r: R) => Bilingual,
): OpenException[] {
  return rows.map((r) => ({
    CompanyId: String(r.company_id),
    DocType: r.doc_type,
    DocId: String(r.doc_id),
    Ref: r.ref,
    DueAt: r.due_at ? new Date(r.due_at).toISOString() : null,
    Message: say(r),
    Action: { Path: (typeof pages === 'function' ? pages(r) : pages)[scope.side], Query: query(r) },
  }));
}

/** A rule's rows read by one query with the scope's company as $1. */
export const ruleQuery = <R extends RuleRow>(q: Queryable, sql: string, scope: ExceptionScope, params: unknown[] = []) =>
  q.query<R>(sql, [scopeParam(scope), ...params]);

/** The access of a rule whose action opens one of these pages (either side's). */
export const pagesAccess = (pages: ActionPages, also: readonly string[] = []): Access => ({ menus: [...new Set([pages.internal, pages.external, ...also])] });

/**
 * The rules read a cut-off's booking as `cross join lateral (select * from bookings x where x.cgo_id =
 * k.cgo_id offset 0) b`: `offset 0` keeps it one lookup by the key per cut-off in the window, where
 * the planner would otherwise hash every booking to join the few hundred cut-offs due.
 */

/** A booking (`b`) still under way: no order of it cancelled, completed, rejected or declined (as the container events' lists read it). */
export const BOOKING_LIVE = (b: string) =>
  `not exists (select 1 from booking_orders o where o.cgo_id = ${b}.cgo_id and o.status in ('CANCELLED', 'COMPLETED', 'REJECTED', 'DECLINED'))`;

/** A queue's count and oldest from one `select count(*)::int as n, min(<instant>) as oldest` row. */
export function queueFigures(rows: readonly { n: number; oldest: string | Date | null }[]): { Count: number; Oldest: string | null } {
  const r = rows[0];
  return { Count: r?.n ?? 0, Oldest: r?.oldest ? new Date(r.oldest).toISOString() : null };
}
