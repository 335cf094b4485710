import type { Queryable } from '../../db/types';

/** The booking price's SQL (price.ts holds the rules; the rates themselves are the rates module's, through its public.ts). */

/** A quote as a booking naming it is checked: its customer, lane, status, validity and options (its rates). */
export interface StoredQuote {
  quote_no: string;
  status: string;
  valid_until: string;
  customer: string;
  pol: string;
  pod: string;
  search_id: number;
  options: { RateId: number; CarrierCode: string }[];
}

export async function quoteById(q: Queryable, quoteId: number): Promise<StoredQuote | undefined> {
  const [quote] = await q.query<StoredQuote>(
    `select quote_no, status, valid_until::text, customer_company_id::text as customer, pol_code as pol, pod_code as pod, search_id::int, options
       from quotes where id = $1`,
    [quoteId],
  );
  return quote;
}
