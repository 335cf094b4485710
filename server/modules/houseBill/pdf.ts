import { hblPrintWords as W } from '../../../src/contract/houseBill/words';
import type { BillSheet } from '../../../src/domain/houseBill/sheet';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { A4, a4Document } from '../../platform/pdf/document';
import { pdfDrawing } from '../../platform/pdf/drawing';

/**
 * A house bill sheet (src/domain/houseBill/sheet.ts) drawn as an A4 PDF in the shared document's CJK
 * font: the copy's mark (ORIGINAL, COPY NON-NEGOTIABLE, DRAFT), AMENDED when amended, the party
 * blocks and the goods in 35-character B/L lines (a monospaced width is not needed: each line is a
 * line). A draft carries a diagonal watermark on every page.
 */
const M = 32;
const WIDTH = A4.width - 2 * M;
const both = (w: Bilingual) => `${w.zh} ${w.en}`;

/** The bill sheet as the PDF worker draws it (server/platform/pdf/print.ts). */
export const houseBillDrawing = pdfDrawing<BillSheet>('houseBill', (sheet) => renderBillPdf(sheet));

export async function renderBillPdf(sheet: BillSheet): Promise<Buffer> {
  const { doc, bytes } = await a4Document({ margin: M, title: `${sheet.Title.zh} ${sheet.No}`, subject: sheet.No });
  const watermark = () => {
    if (sheet.Copy !== 'DRAFT') return;
    doc.save();
    doc.rotate(-35, { origin: [A4.width / 2, A4.height / 2] });
    doc.fontSize(64).fillColor('#d9534f').opacity(0.15);
    doc.text(both(sheet.Mark), 40, A4.height / 2 - 40, { width: A4.width - 80, align: 'center', lineBreak: false });
    doc.restore();
    doc.opacity(1).fillColor('black');
  };
  watermark();
  doc.on('pageAdded', watermark);

  doc
    .fontSize(15)
    .fillColor('black')
    .text(`${sheet.Title.zh}  ${sheet.Title.en}`, M, M, { width: WIDTH - 170 });
  doc.fontSize(11).text(`B/L No. ${sheet.No}`, A4.width - M - 170, M, { width: 170, align: 'right' });
  // the marks right-aligned by hand on one line each (a width would hand them to the line wrapper)
  doc.fontSize(10).fillColor('#b00');
  for (const [i, w] of [sheet.Mark, ...(sheet.Amended ? [sheet.Amended] : [])].entries()) {
    const t = both(w);
    doc.text(t, A4.width - M - doc.widthOfString(t), M + 16 + i * 14, { lineBreak: false });
  }
  doc.fillColor('black');

  let y = M + 50;
  const half = WIDTH / 2;
  for (const b of sheet.Blocks) {
    const h = 14 + Math.max(1, b.Lines.length) * 11 + 4;
    doc.rect(M, y, half, h).lineWidth(0.5).stroke('#999');
    doc
      .fontSize(7)
      .fillColor('#555')
      .text(both(b.Label), M + 3, y + 2, { width: half - 6, lineBreak: false });
    doc.fontSize(9).fillColor('black');
    for (const [i, l] of b.Lines.entries()) doc.text(l, M + 3, y + 13 + i * 11, { width: half - 6, lineBreak: false });
    y += h;
  }
  // the cells beside the parties, two columns
  const cellTop = M + 50;
  const cw = half / 2;
  sheet.Cells.forEach((c, i) => {
    const x = M + half + (i % 2) * cw;
    const cy = cellTop + Math.floor(i / 2) * 28;
    doc.rect(x, cy, cw, 28).lineWidth(0.5).stroke('#999');
    doc
      .fontSize(6.5)
      .fillColor('#555')
      .text(both(c.Label), x + 3, cy + 2, { width: cw - 6, lineBreak: false });
    doc
      .fontSize(8.5)
      .fillColor('black')
      .text(c.Value || ' ', x + 3, cy + 13, { width: cw - 6, lineBreak: false });
  });
  y = Math.max(y, cellTop + Math.ceil(sheet.Cells.length / 2) * 28) + 8;

  // marks | goods, line by line; then the containers
  const mw = WIDTH * 0.35;
  doc.fontSize(7).fillColor('#555').text('MARKS & NOS. 唛头', M, y, { width: mw });
  doc.text('DESCRIPTION OF GOODS 货物描述', M + mw, y, { width: WIDTH - mw });
  y += 12;
  doc.fontSize(8.5).fillColor('black');
  const rows = Math.max(sheet.Marks.length, sheet.Goods.length);
  for (let i = 0; i < rows; i++) {
    if (y > A4.height - M - 40) {
      doc.addPage();
      y = M;
    }
    if (sheet.Marks[i]) doc.text(sheet.Marks[i]!, M, y, { width: mw, lineBreak: false });
    if (sheet.Goods[i]) doc.text(sheet.Goods[i]!, M + mw, y, { width: WIDTH - mw, lineBreak: false });
    y += 11;
  }
  y += 6;
  doc.fontSize(7).fillColor('#555').text('CONTAINER / SEAL / TYPE 箱号 / 封号 / 箱型', M, y, { width: WIDTH });
  y += 12;
  doc.fontSize(8.5).fillColor('black');
  for (const c of sheet.Containers) {
    if (y > A4.height - M - 20) {
      doc.addPage();
      y = M;
    }
    doc.text(c, M, y, { width: WIDTH, lineBreak: false });
    y += 11;
  }
  if (sheet.Signature) signatureBlock(doc, sheet.Signature, y + 12);
  doc.end();
  return bytes;
}

/**
 * The foot every bill is signed at: who issues it and in what capacity, where and when, and the
 * line the issuer signs "for and on behalf of" (kept whole on one page).
 */
function signatureBlock(doc: PDFKit.PDFDocument, s: NonNullable<BillSheet['Signature']>, top: number) {
  const h = 96;
  let y = top;
  if (y + h > A4.height - M) {
    doc.addPage();
    y = M;
  }
  const w = WIDTH / 2;
  const x = M + w;
  doc.rect(x, y, w, h).lineWidth(0.5).stroke('#999');
  const label = (text: string, at: number) =>
    doc
      .fontSize(6.5)
      .fillColor('#555')
      .text(text, x + 4, at, { width: w - 8, lineBreak: false });
  const value = (text: string, at: number) =>
    doc
      .fontSize(8.5)
      .fillColor('black')
      .text(text, x + 4, at, { width: w - 8, height: 22, ellipsis: true });
  label(both(W.issuedBy), y + 3);
  value(s.IssuedBy, y + 13);
  label(both(W.placeDate), y + 33);
  value(s.PlaceDate || ' ', y + 43);
  doc
    .moveTo(x + 4, y + 74)
    .lineTo(x + w - 4, y + 74)
    .strokeColor('#333')
    .stroke();
  doc
    .fontSize(7)
    .fillColor('black')
    .text(s.OnBehalf, x + 4, y + 76, { width: w - 8, height: 10, ellipsis: true });
  label(both(W.signature), y + 86);
  doc.fillColor('black');
}
