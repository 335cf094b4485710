import { minorIn } from '../../../src/domain/money/amounts';
import { CHARGE_STATUS } from '../../../src/domain/billing/invoiceStates';
import type { Queryable } from '../../db/types';

/**
 * The real cost of jobs (the sales analysis' Cost, commercial.md §9.1, through public.ts): each
 * job's payable (AP) charges, estimated to settled, summed per currency in minor units — written-off
 * ones left out. A job with no payable charge is absent from the answer (its cost is not known
 * from billing).
 */
export async function payableCostsOfJobs(q: Queryable, cgoIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>();
  if (!cgoIds.length) return out;
  const rows = await q.query<{ cgo: string; currency: string; amount: string }>(
    `select c.chg_cgo_id as cgo, c.chg_currency as currency, sum(c.chg_amount)::text as amount
       from charges c
      where c.chg_cgo_id = any($1::text[]) and c.chg_side = 'AP' and c.chg_status <> $2
      group by 1, 2`,
    [cgoIds, CHARGE_STATUS.WRITTEN_OFF],
  );
  for (const r of rows) {
    const byCurrency = out.get(r.cgo) ?? new Map<string, number>();
    byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + (minorIn(r.amount, r.currency) ?? 0));
    out.set(r.cgo, byCurrency);
  }
  return out;
}
