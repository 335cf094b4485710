import type { Queryable } from '../../db/types';
import { type ExceptionScope, LOOKBACK_DAYS, type RuleRow, ruleQuery } from '../../platform/tower/rules';

export type UnpaidRow = RuleRow & { cgo_id: string; currencies: string };

/** Days after the actual arrival (ATA) by which receivables should be paid (§12.1). */
export const UNPAID_DAYS_AFTER_ATA = 3;

/**
 * UNPAID_AFTER_ARRIVAL (§12.1): a booking whose port of discharge has an actual arrival (ARRI ACT,
 * not retracted) more than 3 days ago, within the look-back, with receivable charges not yet paid
 * (invoiced or not; a voided invoice's charges count again). Due at ATA + 3 days.
 */
export function unpaidAfterArrivalRows(q: Queryable, scope: ExceptionScope): Promise<UnpaidRow[]> {
  return ruleQuery<UnpaidRow>(
    q,
    `select b.company_id::text as company_id, 'booking' as doc_type, b.cgo_id as doc_id, coalesce(nullif(b.mbl_no, ''), b.cgo_id) as ref,
            a.at + make_interval(days => ${UNPAID_DAYS_AFTER_ATA}) as due_at, b.cgo_id,
            (select string_agg(distinct c.chg_currency, ', ') from charges c where c.chg_cgo_id = b.cgo_id and c.chg_side = 'AR' and c.chg_status not in (4, 5)) as currencies
       from booking_facts b
       cross join lateral (select max(e.evt_at) as at from tracking_event_facts e
                            where e.evt_cgo_id = b.cgo_id and e.evt_code = 'ARRI' and e.evt_classifier = 'ACT' and e.evt_location = b.discharge_code
                              and not e.evt_retracted and e.evt_retracts is null) a
      where a.at is not null and a.at < now() - make_interval(days => ${UNPAID_DAYS_AFTER_ATA}) and a.at > now() - make_interval(days => ${LOOKBACK_DAYS})
        and ($1::bigint is null or b.company_id = $1)
        and exists (select 1 from charges c left join invoices i on i.id = c.chg_invoice_id
                     where c.chg_cgo_id = b.cgo_id and c.chg_side = 'AR' and c.chg_status not in (4, 5) and (i.id is null or i.inv_status <> 6))`,
    scope,
  );
}
