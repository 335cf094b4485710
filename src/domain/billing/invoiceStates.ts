/**
 * The invoice's states (operations.md §10.2 INV_STATUS, §10.3): one table of moves, pure, read by the
 * server (which refuses a move the table has not) and the screen (which offers only those).
 *   1 draft → confirm → 2 confirmed/sent (lines locked)
 *   2 → taxIssued → 3 tax issued (a tax-invoice request, when the tax platform issues it)
 *   2, 3, 4 → pay → 4 partly paid | 5 paid (by the amount still open)
 *   1, 2, 3 → void → 6 void (with a reason; a confirmed one gets a credit note, a tax-issued one a red-letter reversal)
 * Nothing leaves 5 or 6; a paid or partly paid invoice is corrected by a credit note, never voided.
 */
export const INVOICE_STATUS = { DRAFT: 1, CONFIRMED: 2, TAX_ISSUED: 3, PARTLY_PAID: 4, PAID: 5, VOID: 6 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUSES = Object.values(INVOICE_STATUS) as InvoiceStatus[];

export const INVOICE_KIND = { DEBIT_NOTE: 1, CREDIT_NOTE: 2, TAX_INVOICE_REQUEST: 3, PAYABLE_STATEMENT: 4 } as const;
export type InvoiceKind = (typeof INVOICE_KIND)[keyof typeof INVOICE_KIND];
export const INVOICE_KINDS = Object.values(INVOICE_KIND) as InvoiceKind[];

export const INVOICE_MOVES = ['confirm', 'taxIssued', 'payPart', 'payFull', 'void'] as const;
export type InvoiceMove = (typeof INVOICE_MOVES)[number];

const TABLE: Record<InvoiceMove, { from: readonly InvoiceStatus[]; to: InvoiceStatus; kinds?: readonly InvoiceKind[] }> = {
  confirm: { from: [1], to: 2 },
  // only a tax-invoice request is issued by the tax platform
  taxIssued: { from: [2], to: 3, kinds: [3] },
  // a credit note is not paid: it reduces what is owed
  payPart: { from: [2, 3, 4], to: 4, kinds: [1, 3, 4] },
  payFull: { from: [2, 3, 4], to: 5, kinds: [1, 3, 4] },
  void: { from: [1, 2, 3], to: 6 },
};

/** Where `move` takes an invoice of `kind` in `status`, or undefined when the table has no such move. */
export function invoiceMove(status: InvoiceStatus, move: InvoiceMove, kind: InvoiceKind): { to: InvoiceStatus } | undefined {
  const row = TABLE[move];
  if (!row.from.includes(status)) return undefined;
  if (row.kinds && !row.kinds.includes(kind)) return undefined;
  return { to: row.to };
}

/** The moves open to an invoice now (what the screen offers). */
export const movesOf = (status: InvoiceStatus, kind: InvoiceKind): InvoiceMove[] => INVOICE_MOVES.filter((m) => invoiceMove(status, m, kind));

/** A charge's status (§10.2 CHG_STATUS). */
export const CHARGE_STATUS = { ESTIMATED: 1, CONFIRMED: 2, BILLED: 3, SETTLED: 4, WRITTEN_OFF: 5 } as const;

/** Invoice-number prefix per kind (one series each): debit note DN, credit note CN, tax-invoice request TI, payable statement PS. */
export const INVOICE_PREFIX: Record<InvoiceKind, string> = { 1: 'DN', 2: 'CN', 3: 'TI', 4: 'PS' };

/** Which side a kind bills: a payable statement is our cost (AP); the rest are receivable. */
export const sideOfKind = (kind: InvoiceKind): 'AR' | 'AP' => (kind === 4 ? 'AP' : 'AR');
