import type { Queryable } from '../../db/types';

/** A quote sent to a customer: who sent it, to which company. */
export interface SentQuote {
  id: number;
  salesperson: string;
  customer: string;
}

/**
 * The quotes sent in [from, to) (the sales analysis' quote conversion, commercial.md §9.1), every owner
 * company's: drafts never reached a customer, and a superseded one was replaced by the quote that
 * counts instead (counting both would count one offer twice).
 */
export function quotesSentBetween(q: Queryable, a: { from: Date; to: Date }): Promise<SentQuote[]> {
  return q.query<SentQuote>(
    `select id::int, sales_employee_id::text as salesperson, customer_company_id::text as customer
       from quotes where sent_at >= $1 and sent_at < $2 and status not in ('DRAFT', 'SUPERSEDED') order by id`,
    [a.from, a.to],
  );
}
