import type { Queryable } from '../../db/types';

/** What other modules read of billing (through public.ts): a booking's unpaid charges, the overdue invoices, the open receivables by band of days late. */

/** For the orderApply module: a booking's receivable charges not paid (their invoice's figures when invoiced). */
export function unpaidRows(q: Queryable, companyId: number, cgoId: string) {
  return q.query<{
    charge_id: number;
    chg_currency: string;
    chg_amount: string;
    chg_ex_rate: string | null;
    invoice_id: number | null;
    inv_no: string | null;
    inv_currency: string | null;
    inv_total: string | null;
    inv_paid: string | null;
    inv_ex_rate: string | null;
    inv_due_date: string | null;
    inv_status: number | null;
  }>(
    `select c.id::int as charge_id, c.chg_currency, c.chg_amount::text, c.chg_ex_rate::text, i.id::int as invoice_id, i.inv_no, i.inv_currency, i.inv_total::text, i.inv_paid::text,
            i.inv_ex_rate::text, i.inv_due_date::text, i.inv_status
       from charges c left join invoices i on i.id = c.chg_invoice_id
      where c.company_id = $1 and c.chg_cgo_id = $2 and c.chg_side = 'AR' and c.chg_status not in (4, 5)
        and (i.id is null or i.inv_status <> 6)
      order by c.id`,
    [companyId, cgoId],
  );
}

/** AR invoices of a customer company open past their due date by more than `days` on `asOf`. */
export function overdueRows(q: Queryable, companyId: number, asOf: string, days: number) {
  return q.query<{
    id: number;
    inv_no: string;
    inv_currency: string;
    inv_total: string;
    inv_paid: string;
    inv_ex_rate: string | null;
    inv_due_date: string;
    days_overdue: number;
  }>(
    `select i.id::int, i.inv_no, i.inv_currency, i.inv_total::text, i.inv_paid::text, i.inv_ex_rate::text, i.inv_due_date::text, ($2::date - i.inv_due_date)::int as days_overdue
       from invoices i
      where i.company_id = $1 and i.inv_side = 'AR' and i.inv_kind in (1, 3) and i.inv_status in (2, 3, 4)
        and i.inv_paid < i.inv_total and ($2::date - i.inv_due_date) > $3
      order by i.inv_due_date, i.id`,
    [companyId, asOf, days],
  );
}
/**
 * Open AR invoices (confirmed, tax-issued or part paid: something still to collect) per currency and
 * band of days past their due date on today's date in Shanghai: band n holds those at least
 * `thresholds[n-1]` and under `thresholds[n]` days late (band 0: under the first). `companyId`
 * undefined: every customer's. Amounts are decimal text, summed per currency only.
 */
export function openReceivableRows(q: Queryable, companyId: number | undefined, thresholds: readonly number[]) {
  return q.query<{ band: number; currency: string; invoices: number; amount: string }>(
    `select width_bucket(((now() at time zone 'Asia/Shanghai')::date - i.inv_due_date)::int, $2::int[]) as band,
            i.inv_currency as currency, count(*)::int as invoices, sum(i.inv_total - i.inv_paid)::text as amount
       from invoices i
      where ($1::bigint is null or i.company_id = $1) and i.inv_side = 'AR' and i.inv_kind in (1, 3)
        and i.inv_status in (2, 3, 4) and i.inv_paid < i.inv_total
      group by 1, 2 order by 1, 2`,
    [companyId ?? null, thresholds],
  );
}
