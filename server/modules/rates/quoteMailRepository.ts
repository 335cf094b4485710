import { isMailAddress } from '../../../src/domain/mail/address';
import type { Queryable } from '../../db/types';

/** Who a quote's or a rate card's e-mail goes to: read through the published directory views (085). */

/** The customer company's contact address and name, and the salesperson's own address (the reply goes to them). */
export async function contactsOf(q: Queryable, customerId: string, salesId: string) {
  const [row] = await q.query<{ email: string; name: string; sales_email: string; sales_name: string }>(
    `select c.email, c.name_zh as name, coalesce(e.email, '') as sales_email, coalesce(e.name, '') as sales_name
       from company_directory c left join employee_directory e on e.id = $2 where c.id = $1`,
    [customerId, salesId],
  );
  return row;
}

/** The customer company's contact address when it is one a server would take. */
export async function customerMailAddress(q: Queryable, customerId: string): Promise<string | null> {
  const [row] = await q.query<{ email: string }>('select email from company_directory where id = $1', [customerId]);
  return row && isMailAddress(row.email) ? row.email : null;
}
