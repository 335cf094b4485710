/**
 * An approval holds only for the facts it was given (issue 45 item 2). The money facts of a risk
 * check — the B/L's unpaid receivable charges, its open invoices with what each still owes, the
 * customer's overdue invoices, and the guarantee's room when the application draws on it — are kept
 * with the application; Decide and Release gather them again and compare. Amounts are each
 * currency's own minor units: no exchange rate and no day count, so only a charge, an invoice or a
 * payment changes them, never the calendar.
 */
export interface MoneyFacts {
  /** Unpaid receivable charges' ids, ascending. */
  charges: number[];
  /** Currency → unpaid minor units. */
  unpaid: Record<string, number>;
  /** The B/L's open invoices: [number, still owed]. */
  invoices: [string, number][];
  /** The customer's overdue invoices: [number, still owed]. */
  overdue: [string, number][];
  /** Under the guarantee only: [available minor CNY, status, valid to]. */
  guarantee: null | [number, string, string];
}

const canonical = (m: MoneyFacts) => JSON.stringify([m.charges, Object.entries(m.unpaid).sort(), m.invoices, m.overdue, m.guarantee]);

/** The facts are the same (null before: not known, which never counts as the same). */
export const sameMoneyFacts = (before: MoneyFacts | null, now: MoneyFacts): boolean => before !== null && canonical(before) === canonical(now);

/** What changed, for the application's log (the words are rendered by the log: contract/orderApply/events.ts). */
export interface MoneyChange {
  ChargesAdded: number;
  ChargesGone: number;
  UnpaidBefore: Record<string, number> | null;
  UnpaidNow: Record<string, number>;
  /** Invoices new, gone, or whose amount owed moved (a payment). */
  Invoices: string[];
  OverdueChanged: boolean;
  GuaranteeChanged: boolean;
}

export function moneyChange(before: MoneyFacts | null, now: MoneyFacts): MoneyChange {
  const was = new Set(before?.charges ?? []);
  const is = new Set(now.charges);
  const owed = (l: [string, number][] | undefined) => new Map(l ?? []);
  const bi = owed(before?.invoices);
  const ni = owed(now.invoices);
  const invoices = [...new Set([...bi.keys(), ...ni.keys()])].filter((no) => bi.get(no) !== ni.get(no)).sort();
  return {
    ChargesAdded: now.charges.filter((c) => !was.has(c)).length,
    ChargesGone: before ? before.charges.filter((c) => !is.has(c)).length : 0,
    UnpaidBefore: before?.unpaid ?? null,
    UnpaidNow: now.unpaid,
    Invoices: invoices,
    OverdueChanged: !!before && JSON.stringify(before.overdue) !== JSON.stringify(now.overdue),
    GuaranteeChanged: !!before && JSON.stringify(before.guarantee) !== JSON.stringify(now.guarantee),
  };
}

/** "USD 1500.00 + CNY 8800.00", or none. */
export function unpaidWords(byCurrency: Record<string, number> | null): { zh: string; en: string } {
  if (!byCurrency) return { zh: '未知', en: 'not known' };
  const parts = Object.entries(byCurrency)
    .filter(([, m]) => m > 0)
    .map(([c, m]) => `${c} ${(m / 100).toFixed(2)}`)
    .join(' + ');
  return parts ? { zh: parts, en: parts } : { zh: '无', en: 'none' };
}
