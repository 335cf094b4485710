import type { Queryable } from '../../db/types';
import { type QuoteAsBooked, quoteAsBooked } from '../rates/public';

/** The booking price's SQL (price.ts holds the rules; the rates themselves are the rates module's, through its public.ts). */

/** A quote as a booking naming it is checked: its customer, lane, status, validity and options (its rates). */
export type StoredQuote = QuoteAsBooked;

/** The quote: rates' (issue 46). */
export const quoteById = (q: Queryable, quoteId: number): Promise<StoredQuote | undefined> => quoteAsBooked(q, quoteId);
