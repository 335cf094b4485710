import { a4Document } from '../../platform/pdf/document';
import type { Invoice } from '../../../src/contract/billing/calls';
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from '../../../src/contract/billing/words';

/**
 * An invoice as an A4 PDF: its kind, number, party, dates, the lines with their original currency and
 * the invoiced amount, tax per line, the totals, and the conversion as inv.rate prints it ("1 USD =
 * 7.1234 CNY, monthly rate 2026-11"). Noto Sans SC from `@embedpdf/fonts-sc` (installed with the
 * project), embedded as a subset: the shared A4 document (server/platform/pdf/document.ts).
 */

const M = 40;
const COLS = [
  { h: '费用 Charge', w: 170 },
  { h: '原币 Orig.', w: 90 },
  { h: '税码 Tax code', w: 100 },
  { h: '税额 Tax', w: 60 },
  { h: '金额 Amount', w: 95 },
];

export async function invoicePdf(inv: Invoice): Promise<Buffer> {
  const { doc, bytes } = await a4Document({ margin: M, title: inv.INV_NO });
  const kind = INVOICE_KIND_WORDS[inv.INV_KIND]!;
  const state = INVOICE_STATUS_WORDS[inv.INV_STATUS]!;
  doc.fontSize(16).text(`${kind.zh} ${kind.en}`);
  doc.fontSize(10).text(`${inv.INV_NO}    ${state.zh} ${state.en}`);
  doc.moveDown(0.5);
  doc.text(`结算对象 Party: ${inv.PartyName}`);
  doc.text(`业务编号 Job: ${inv.CGO_ID}`);
  doc.text(`开账日期 Date: ${inv.IssueDate}    到期日 Due: ${inv.DueDate}`);
  if (inv.BuyerTaxId) doc.text(`购方 Buyer: ${inv.BuyerName}  税号 Tax id: ${inv.BuyerTaxId}`);
  if (inv.TaxNo) doc.text(`发票号码 Tax invoice no.: ${inv.TaxNo} (${inv.TaxDate ?? ''})`);
  if (inv.VoidReason) doc.text(`作废原因 Void reason: ${inv.VoidReason}`);
  doc.moveDown(0.8);
  let y = doc.y;
  const row = (cells: string[], bold = false) => {
    let x = M;
    doc.fontSize(bold ? 9.5 : 9);
    for (const [i, c] of cells.entries()) {
      doc.text(c, x, y, { width: COLS[i]!.w - 6, align: i >= 3 ? 'right' : 'left' });
      x += COLS[i]!.w;
    }
    y += 16;
    doc
      .moveTo(M, y - 3)
      .lineTo(M + 515, y - 3)
      .strokeColor('#ccc')
      .stroke();
  };
  row(
    COLS.map((c) => c.h),
    true,
  );
  for (const l of inv.Lines)
    row([`${l.CHG_CODE} ${l.CHG_NAME}`, `${l.CHG_CURRENCY} ${l.CHG_AMOUNT}`, `${l.TaxCode} ${l.TaxRate}`, l.Tax, `${inv.INV_CURRENCY} ${l.Amount}`]);
  y += 6;
  doc.fontSize(11).text(`合计 Total: ${inv.INV_CURRENCY} ${inv.Total}   其中税额 of which tax: ${inv.Tax}`, M, y);
  doc.text(`已收 Paid: ${inv.Paid}   未收 Outstanding: ${inv.Outstanding}`);
  if (inv.ExRateText) doc.fontSize(9).text(`汇率 Rate: ${inv.ExRateText}`);
  doc.end();
  return bytes;
}
