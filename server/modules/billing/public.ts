import { toCny } from '../../../src/domain/billing/money';
import { toMinor } from '../../../src/domain/pricing/money';
import type { Queryable } from '../../db/types';
import { overdueRows, unpaidRows } from './repository';
import { rateFor } from './service';

/**
 * What other modules may use of billing (the only file of this folder they import). The B/L
 * application (orderApply, operations.md §11.3 R1_UNPAID, R3_OVERDUE) reads a booking's unpaid
 * receivables and a customer's overdue invoices. Amounts are integer minor units of their currency;
 * CNY figures are converted at the invoice's own rate (INV_EX_RATE, the rate of its invoice date), and
 * for charges not yet invoiced at the rate valid on `asOf` (the monthly book rate, else the daily
 * one; the charge's booked rate when reference data has none that day).
 */

const minor = (s: string | null) => toMinor(s ?? '0', 2) ?? 0;

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
      const open = minor(r.inv_total) - minor(r.inv_paid);
      if (open <= 0) continue;
      invoices.set(r.invoice_id, { Id: r.invoice_id, INV_NO: r.inv_no!, currency: r.inv_currency!, outstandingMinor: open, dueDate: r.inv_due_date! });
      byCurrency[r.inv_currency!] = (byCurrency[r.inv_currency!] ?? 0) + open;
      cnyMinor += toCny(open, r.inv_currency!, r.inv_ex_rate);
      continue;
    }
    const amount = minor(r.chg_amount);
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
    const open = minor(r.inv_total) - minor(r.inv_paid);
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
