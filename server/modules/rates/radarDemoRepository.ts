import type { Queryable } from '../../db/types';

/**
 * The radar's demo, laid down by rates (which owns the rows): a customer's three searches of one lane
 * today (a published lane of ours, so the radar's draft quote prices it), an opening of its latest rate
 * card, and a quote sent below the floor with the override reason (commercial.md §9.5).
 */
export async function seedRadarDemoRates(tx: Queryable, a: { ownerCompanyId: string; customerCompanyId: string; salesEmployeeId: string }): Promise<void> {
  const [lane] = await tx.query<{ pol: string; pod: string }>(
    `select pol_code as pol, pod_code as pod from fcl_rates where owner_company_id = $1 and status = 'PUBLISHED' and valid_to >= current_date + 7 order by id limit 1`,
    [a.ownerCompanyId],
  );
  if (!lane) return;
  const searches = await tx.query<{ id: number }>(
    `insert into rate_search_log (at, owner_company_id, company_id, source, pol_code, pod_code, lines, day, results)
     select now() - make_interval(mins => n * 7), $1, $2, 'CUSTOMER', $3, $4, '{"Lines":[{"ContainerClass":"40HQ","Qty":2}],"GrossKg":null}', current_date, 3
       from generate_series(1, 3) n returning id::int`,
    [a.ownerCompanyId, a.customerCompanyId, lane.pol, lane.pod],
  );
  await tx.query(
    `insert into rate_card_views (card_id, viewed_at, visitor_key)
     select id, now() - interval '25 minutes', 'radar-demo' from rate_cards where customer_company_id = $1 order by id desc limit 1`,
    [a.customerCompanyId],
  );
  const option = {
    RateNo: 'FCL-DEMO-FLOOR',
    Currency: 'USD',
    Classes: [{ ContainerClass: '40HQ', Qty: 2, Sell: '1180.00', Cost: '1150.00', Margin: '30.00', Floor: '1230.00', BelowFloor: true }],
    Totals: [{ Currency: 'USD', Amount: '2360.00' }],
    CostTotals: [{ Currency: 'USD', Amount: '2300.00' }],
  };
  await tx.query(
    `insert into quotes (quote_no, owner_company_id, customer_company_id, sales_employee_id, status, search_id, pol_code, pod_code, lines, day, options,
                         valid_until, override_reason, sent_at)
     values ('QT' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('quote_no_seq')::text, 6, '0'), $1, $2, $3, 'SENT', $4, $5, $6,
             '{"Lines":[{"ContainerClass":"40HQ","Qty":2}],"GrossKg":null}', current_date, $7, current_date + 7, '年度合约客户，按合约价放行 Annual contract price', now() - interval '2 hours')`,
    [a.ownerCompanyId, a.customerCompanyId, a.salesEmployeeId, searches[0]!.id, lane.pol, lane.pod, JSON.stringify([option])],
  );
}
