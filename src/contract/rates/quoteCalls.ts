import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { RATES_ACCESS as A, RATES_PATHS as P } from './module';
import { SearchRowSchema } from './searchCalls';

/**
 * Quotes (commercial.md §2.1 Quote, §2.2, R2.6, R2.12): a salesperson ticks rows of a price search
 * made for one customer and the server makes a quote of them, each option rebuilt from the rate
 * version and rule versions the search showed. The customer gets the sell shape only (R2.7); staff
 * also see cost, margin and the trace. EXPIRED is derived from ValidUntil.
 */

export const QUOTE_STATUSES = ['DRAFT', 'SENT', 'ACCEPTED', 'REJECTED', 'SUPERSEDED', 'EXPIRED'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** A quote can still be sent, decided or revised. */
export const OPEN_QUOTE_STATUSES: readonly QuoteStatus[] = ['DRAFT', 'SENT', 'EXPIRED'];

const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const quoteSaveInput = strict({
  /** The staff search, made for this customer, whose rows are quoted. */
  SearchId: id,
  RateIds: Type.Array(id, { minItems: 1, maxItems: 10 }),
  /** Today + 7 days by default, never after the last day of a quoted rate (R2.12). */
  ValidUntil: Type.Optional(nullable(date)),
  Terms: Type.Optional(text(2000)),
  /** Needed (with the override button) when an option sells below its floor margin (R2.6). */
  OverrideReason: Type.Optional(nullable(text(500))),
  /** The quote this one revises: it becomes SUPERSEDED. */
  RevisionOf: Type.Optional(nullable(id)),
});
export type QuoteSaveInput = Static<typeof quoteSaveInput>;

export const QuoteSchema = Type.Object({
  Id: Type.Integer(),
  QuoteNo: Type.String(),
  Status: textOf(QUOTE_STATUSES),
  CustomerCompanyId: Type.Integer(),
  CustomerName: Type.String(),
  SalesName: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Containers: Type.String(),
  Day: Type.String(),
  LevelName: Type.String(),
  Options: Type.Array(SearchRowSchema),
  ValidUntil: Type.String(),
  Terms: Type.String(),
  RevisionOf: Type.Union([Type.String(), Type.Null()]),
  RevisedBy: Type.Union([Type.String(), Type.Null()]),
  /** Staff only: why an option is below its floor. */
  OverrideReason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  SentAt: Type.Union([Type.String(), Type.Null()]),
  DecidedAt: Type.Union([Type.String(), Type.Null()]),
  DecisionReason: Type.Union([Type.String(), Type.Null()]),
  CreatedAt: Type.String(),
  Revision: Type.Integer(),
  /** Staff only: what happened to the quote, oldest first. */
  Events: Type.Optional(Type.Array(Type.Object({ At: Type.String(), Type: Type.String(), By: Type.String(), Detail: Type.String() }))),
});
export type Quote = Static<typeof QuoteSchema>;

export const QuoteRowSchema = Type.Object({
  Id: Type.Integer(),
  QuoteNo: Type.String(),
  Status: textOf(QUOTE_STATUSES),
  CustomerName: Type.String(),
  SalesName: Type.String(),
  PolCode: Type.String(),
  PodCode: Type.String(),
  Containers: Type.String(),
  Options: Type.Integer(),
  /** The cheapest option's totals, per currency. */
  FromTotals: Type.String(),
  ValidUntil: Type.String(),
  CreatedAt: Type.String(),
});
export type QuoteRow = Static<typeof QuoteRowSchema>;

const revised = Type.Object({ Id: Type.Integer(), QuoteNo: Type.String(), Revision: Type.Integer() });
const moved = Type.Object({ Status: textOf(QUOTE_STATUSES), Revision: Type.Integer() });
/** The quote's revision read: a change to a quote someone changed first answers 400 STALE. */
const read = { Id: id, Revision: Type.Integer({ minimum: 1 }) };

export const quoteCalls = {
  save: defineCall({ method: 'POST', path: P.quoteSave, input: quoteSaveInput, answer: revised, access: A.quoteMake }),
  send: defineCall({ method: 'POST', path: P.quoteSend, input: strict(read), answer: moved, access: A.quoteSend }),
  decide: defineCall({
    method: 'POST',
    path: P.quoteDecide,
    input: strict({ ...read, Decision: textOf(['ACCEPT', 'REJECT'] as const), Reason: Type.Optional(nullable(text(500))) }),
    answer: moved,
    access: A.quoteDecide,
  }),
  get: defineCall({ method: 'GET', path: P.quoteGet, input: strict({ Id: id }), answer: QuoteSchema, access: A.quoteRead }),
} as const;
