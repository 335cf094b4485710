import type { InvoiceRowDb } from './invoiceRepository';

/** The tax platform's channel (operations.md §10.8, §17): 数电发票 issued through a tax-platform provider. */
export const TAX_INVOICE_CHANNEL = 'TAX_INVOICE';

export interface TaxInvoicePayload {
  messageRef: string;
  invoiceNo: string;
  /** 普通发票 for the VAT-exempt international freight agency (full amount), else 专用/普通 at the line's rate. */
  buyerName: string;
  buyerTaxId: string;
  currency: string;
  total: string;
  taxTotal: string;
  lines: { name: string; amount: string; tax: string; taxCode: string; taxRate: string }[];
}

/** The message's reference: the invoice and its version ("TI42V3"): a receipt names it. */
export const messageRefOf = (id: number, version: number) => `TI${id}V${version}`;
export const invoiceIdOfRef = (ref: string): number | undefined => {
  const m = /^TI(\d+)V\d+$/.exec(ref);
  return m ? Number(m[1]) : undefined;
};

export function taxInvoicePayload(
  inv: InvoiceRowDb,
  lines: readonly { chg_name: string; line_amount: string; line_tax: string; tax_code: string; tax_rate: string }[],
): TaxInvoicePayload {
  return {
    messageRef: messageRefOf(inv.id, inv.version),
    invoiceNo: inv.inv_no,
    buyerName: inv.inv_buyer_name,
    buyerTaxId: inv.inv_buyer_tax_id,
    currency: inv.inv_currency,
    total: inv.inv_total,
    taxTotal: inv.inv_tax_total,
    lines: lines.map((l) => ({ name: l.chg_name, amount: l.line_amount, tax: l.line_tax, taxCode: l.tax_code, taxRate: l.tax_rate })),
  };
}
