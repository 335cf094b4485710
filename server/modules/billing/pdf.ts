import type { Invoice } from '../../../src/contract/billing/calls';
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS, TAX_CODE_WORDS } from '../../../src/contract/billing/words';
import { A4, a4Document } from '../../platform/pdf/document';
import { pdfDrawing } from '../../platform/pdf/drawing';
import type { CompanyIssuer } from '../companies/public';

/**
 * An invoice as an A4 PDF: who issues it (name, address, tax number), its kind, number, party,
 * dates, the lines with their original currency, tax treatment in words and the invoiced amount,
 * the totals, the conversion as inv.rate prints it, and the bank account it is paid into. Each row
 * is as tall as its tallest cell (measured), so no cell runs into the next row (issue 45: "EXEMPT_
 * INTL_AGENCY 0.0000" overprinted the line below). Noto Sans SC from `@embedpdf/fonts-sc`,
 * embedded as a subset: the shared A4 document (server/platform/pdf/document.ts).
 */

export interface InvoicePrint {
  Invoice: Invoice;
  /** The company issuing it (the company of the employee who made it); null when it has none on record. */
  Issuer: CompanyIssuer | null;
}

const M = 40;
const WIDTH = A4.width - 2 * M;
const COLS = [
  { h: '费用 Charge', w: 150 },
  { h: '原币 Orig.', w: 85 },
  { h: '税务处理 Tax treatment', w: 125 },
  { h: '税额 Tax', w: 65 },
  { h: '金额 Amount', w: WIDTH - 150 - 85 - 125 - 65 },
];

/** A line's tax in words: the treatment, and the rate only where one applies (never "EXEMPT_INTL_AGENCY 0.0000"). */
function taxTreatment(code: string, rate: string): string {
  const w = TAX_CODE_WORDS[code];
  if (w) return `${w.zh}\n${w.en}`;
  const pct = Number(rate) * 100;
  return pct > 0 ? `${pct.toLocaleString('en-US', { maximumFractionDigits: 2 })}%` : '';
}

/** The issuer's name, address and tax number at the head of the page. */
function issuerHead(doc: PDFKit.PDFDocument, issuer: CompanyIssuer | null) {
  if (!issuer) return;
  doc.fontSize(13).text(issuer.NameZh, M, M, { width: WIDTH });
  doc.fontSize(9).fillColor('#333');
  if (issuer.NameEn) doc.text(issuer.NameEn, { width: WIDTH });
  for (const a of [issuer.AddressZh, issuer.AddressEn].filter(Boolean)) doc.text(a, { width: WIDTH });
  if (issuer.TaxNo) doc.text(`纳税人识别号 Tax no.: ${issuer.TaxNo}`, { width: WIDTH });
  doc.fillColor('black');
  const y = doc.y + 4;
  doc
    .moveTo(M, y)
    .lineTo(M + WIDTH, y)
    .strokeColor('#999')
    .stroke();
  doc.y = y + 8;
}

/** Where the money goes: the issuer's bank account (a receivable is paid into it). */
function bankBlock(doc: PDFKit.PDFDocument, issuer: CompanyIssuer | null) {
  if (!issuer?.BankAccountNo) return;
  doc.moveDown(0.8);
  doc.fontSize(10).text('收款账户 Remit to', M, doc.y, { width: WIDTH });
  doc.fontSize(9);
  doc.text(`开户行 Bank: ${issuer.BankName}`, { width: WIDTH });
  doc.text(`户名 Account name: ${issuer.BankAccountName || issuer.NameEn || issuer.NameZh}`, { width: WIDTH });
  doc.text(`账号 Account no.: ${issuer.BankAccountNo}`, { width: WIDTH });
  if (issuer.BankSwift) doc.text(`SWIFT: ${issuer.BankSwift}`, { width: WIDTH });
}

export async function invoicePdf({ Invoice: inv, Issuer: issuer }: InvoicePrint): Promise<Buffer> {
  const { doc, bytes } = await a4Document({ margin: M, title: inv.INV_NO });
  const kind = INVOICE_KIND_WORDS[inv.INV_KIND]!;
  const state = INVOICE_STATUS_WORDS[inv.INV_STATUS]!;
  issuerHead(doc, issuer);
  doc.fontSize(16).text(`${kind.zh} ${kind.en}`, M, doc.y, { width: WIDTH });
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
  const bottom = A4.height - M;
  const row = (cells: string[], bold = false) => {
    doc.fontSize(bold ? 9.5 : 9);
    // as tall as its tallest cell: a long name or a two-line tax treatment pushes the next row down
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: COLS[i]!.w - 6 }))) + 6;
    if (y + h > bottom) {
      doc.addPage();
      y = M;
    }
    let x = M;
    for (const [i, c] of cells.entries()) {
      doc.text(c, x, y + 2, { width: COLS[i]!.w - 6, align: i >= 3 ? 'right' : 'left' });
      x += COLS[i]!.w;
    }
    y += h;
    doc
      .moveTo(M, y - 2)
      .lineTo(M + WIDTH, y - 2)
      .strokeColor('#ccc')
      .stroke();
  };
  row(
    COLS.map((c) => c.h),
    true,
  );
  for (const l of inv.Lines)
    row([`${l.CHG_CODE} ${l.CHG_NAME}`, `${l.CHG_CURRENCY} ${l.CHG_AMOUNT}`, taxTreatment(l.TaxCode, l.TaxRate), l.Tax, `${inv.INV_CURRENCY} ${l.Amount}`]);
  y += 6;
  if (y + 60 > bottom) {
    doc.addPage();
    y = M;
  }
  doc.fontSize(11).text(`合计 Total: ${inv.INV_CURRENCY} ${inv.Total}   其中税额 of which tax: ${inv.Tax}`, M, y, { width: WIDTH });
  doc.text(`已收 Paid: ${inv.Paid}   未收 Outstanding: ${inv.Outstanding}`, { width: WIDTH });
  if (inv.ExRateText) doc.fontSize(9).text(`汇率 Rate: ${inv.ExRateText}`, { width: WIDTH });
  bankBlock(doc, issuer);
  doc.end();
  return bytes;
}

/** The invoice as the PDF worker draws it (server/platform/pdf/print.ts). */
export const invoiceDrawing = pdfDrawing<InvoicePrint>('invoice', (p) => invoicePdf(p));
