import type { Queryable } from '../../db/types';

/** An opportunity closed WON or LOST: its owner (the salesperson) and its customer's platform company, if linked. */
export interface ClosedOpportunity {
  salesperson: string;
  customer: string | null;
  stage: 'WON' | 'LOST';
}

/** The opportunities closed between two days, both included (their actual close day): the sales analysis' win rate (commercial.md §9.1). */
export function opportunitiesClosedBetween(q: Queryable, from: string, to: string): Promise<ClosedOpportunity[]> {
  return q.query<ClosedOpportunity>(
    `select o.owner_employee_id::text as salesperson, c.linked_company_id::text as customer, o.stage_code as stage
       from crm_opportunities o join crm_customers c on c.id = o.customer_id
      where o.deleted_at is null and o.stage_code in ('WON', 'LOST') and o.actual_close_on between $1::date and $2::date`,
    [from, to],
  );
}
