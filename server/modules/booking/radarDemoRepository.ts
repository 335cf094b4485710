import type { Queryable } from '../../db/types';

/** The radar's demo, laid down by booking (which owns the orders): a released booking of a customer that sailed 100 days ago, so it reads as dormant. */
export async function seedDormantDemoOrder(tx: Queryable, companyId: string): Promise<void> {
  await tx.query(
    `insert into booking_orders (booking_no, company_id, source, body, carrier_code, pol_code, pod_code, expected_etd, status, released_at, created_at, updated_at)
     values ('BK' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('booking_no_seq')::text, 6, '0'), $1, 'ONLINE', '{}', '', 'CNSHA', 'DEHAM',
             current_date - 100, 'RELEASED', now() - interval '110 days', now() - interval '112 days', now() - interval '110 days')`,
    [companyId],
  );
}
