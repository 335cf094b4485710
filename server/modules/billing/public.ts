import { toCny } from '../../../src/domain/money/bills';
import { minorIn } from '../../../src/domain/money/amounts';
import type { Queryable } from '../../db/types';
import { openReceivableRows, overdueRows, unpaidRows } from './receivablesRepository';
import { rateFor } from './service';

/**
 * What other modules may use of billing (the only file of this folder they import). The B/L
 * application (orderApply, operations.md §11.3 R1_UNPAID, R3_OVERDUE) reads a booking's unpaid
 * receivables and a customer's overdue invoices. Amounts are integer minor units of their currency;
 * CNY figures are converted at the invoice's own rate (INV_EX_RATE, the rate of its invoice date), and
 * for charges not yet invoiced at the rate valid on `asOf` (the monthly book rate, else the daily
 * one; the charge's booked rate when reference data has none that day).
 */

/** A stored amount in minor units of its currency's ISO 4217 digits (JPY 12345 is 12345, not 1234500). */
const minor = (s: string | null, currency: string) => minorIn(s ?? '0', currency) ?? 0;

export interface UnpaidOfBooking {
  /** Currency → unpaid minor units, never added across currencies. */
  byCurrency: Record<string, number>;
  /** All of it in CNY minor units (invoiced: at the invoice's rate; not invoiced: at the rate valid on asOf). */
  cnyMinor: number;
  /** The booking's live receivable invoices with something still open. */
  invoices: Array<{ Id: number; INV_NO: string; currency: string; outstandingMinor: number; dueDate: string }>;
  /** The unpaid receivable charges' ids (a charge added or dropped changes the list; orderApply keeps it with an approval). */
  chargeIds: number[];
}

/** Unpaid AR of a booking of `companyId` (the customer): receivable charges not yet paid, invoiced or not. */
export async function unpaidOfBooking(db: Queryable, companyId: number, cgoId: string, asOf: string /* YYYY-MM-DD */): Promise<UnpaidOfBooking> {
  const rows = await unpaidRows(db, companyId, cgoId);
  const byCurrency: Record<string, number> = {};
  let cnyMinor = 0;
  const invoices = new Map<number, UnpaidOfBooking['invoices'][number]>();
  const rates = new Map<string, string | null>();
  const chargeIds: number[] = [];
  for (const r of rows) {
    chargeIds.push(Number(r.charge_id));
    if (r.invoice_id !== null) {
      if (invoices.has(r.invoice_id)) continue;
      const open = minor(r.inv_total, r.inv_currency!) - minor(r.inv_paid, r.inv_currency!);
      if (open <= 0) continue;
      invoices.set(r.invoice_id, { Id: r.invoice_id, INV_NO: r.inv_no!, currency: r.inv_currency!, outstandingMinor: open, dueDate: r.inv_due_date! });
      byCurrency[r.inv_currency!] = (byCurrency[r.inv_currency!] ?? 0) + open;
      cnyMinor += toCny(open, r.inv_currency!, r.inv_ex_rate);
      continue;
    }
    const amount = minor(r.chg_amount, r.chg_currency);
    byCurrency[r.chg_currency] = (byCurrency[r.chg_currency] ?? 0) + amount;
    if (!rates.has(r.chg_currency)) rates.set(r.chg_currency, (await rateFor(db, r.chg_currency, asOf))?.rate ?? null);
    cnyMinor += toCny(amount, r.chg_currency, rates.get(r.chg_currency) ?? r.chg_ex_rate);
  }
  return { byCurrency, cnyMinor, invoices: [...invoices.values()], chargeIds };
}

/** AR invoices of customer company `companyId` still open and past their due date by more than `days` on `asOf`. */
export async function overdueInvoicesOf(
  db: Queryable,
  companyId: number,
  asOf: string,
  days: number,
): Promise<Array<{ Id: number; INV_NO: string; currency: string; outstandingMinor: number; cnyMinor: number; dueDate: string; daysOverdue: number }>> {
  const rows = await overdueRows(db, companyId, asOf, days);
  return rows.map((r) => {
    const open = minor(r.inv_total, r.inv_currency) - minor(r.inv_paid, r.inv_currency);
    return {
      Id: r.id,
      INV_NO: r.inv_no,
      currency: r.inv_currency,
      outstandingMinor: open,
      cnyMinor: toCny(open, r.inv_currency, r.inv_ex_rate),
      dueDate: r.inv_due_date,
      daysOverdue: r.days_overdue,
    };
  });
}

/**
 * What a customer company (undefined: every customer) still has to pay on its AR invoices, per
 * currency and band of days past the due date on today's date in Shanghai: band n holds the invoices
 * at least `thresholds[n-1]` and under `thresholds[n]` days late (band 0: under the first). The facts
 * the dashboard's receivables by age are drawn from; amounts are decimal text, never added across currencies.
 */
export async function openReceivables(db: Queryable, companyId: number | undefined, thresholds: readonly number[]) {
  return openReceivableRows(db, companyId, thresholds);
}

/** A booking's charges (a customer's reader: only its AR side), for the entry order's data sheet and its close when every AR charge is settled (entryOrder, issue 48). */
export { type BookingCharge, chargesOfBooking } from './chargeFactsRepository';
export { payableCostsOfJobs } from './payableCostRepository';
