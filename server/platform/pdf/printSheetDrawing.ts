import bwipjs from 'bwip-js/node';
import type { PrintSheet } from '../../../src/contract/packingReports/calls';
import { printWords } from '../../../src/contract/packingReports/words';
import type { Bilingual } from '../../../src/i18n/bilingual';
import { A4, a4Document } from './document';
import { pdfDrawing } from './drawing';

/**
 * A print sheet (src/domain/packingReports/printSheet.ts) drawn as an A4 PDF: the PKL_NO as a Code 128
 * barcode, the voyage and cut-offs, the container, the lines with their totals, three signature
 * boxes. Chinese and English both, in the shared document's CJK font (server/platform/pdf/document.ts).
 * Shared: the packing list's print and the manifest's (which lays its own sheet out) both draw with it.
 */

const M = 36;
const WIDTH = A4.width - 2 * M;
const both = (w: Bilingual) => `${w.zh} ${w.en}`;

/** The PKL_NO as a Code 128 barcode (PNG, drawn at a fixed width so it scans from paper). */
export function barcodePng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: 'code128', text, scale: 3, height: 12 });
}

export async function renderPdf(sheet: PrintSheet): Promise<Buffer> {
  const barcode = sheet.PKL_NO ? await barcodePng(sheet.PKL_NO) : undefined;
  const { doc, bytes } = await a4Document({ margin: M, title: `${sheet.Title.zh} ${sheet.PKL_NO}`, subject: sheet.PKL_NO });

  // title, company and the barcode
  doc.fontSize(16).text(sheet.Title.zh, M, M, { width: WIDTH - 200 });
  doc.fontSize(10).text(sheet.Title.en, { width: WIDTH - 200 });
  doc
    .fontSize(9)
    .fillColor('#444')
    .text(sheet.CompanyName, { width: WIDTH - 200 });
  doc.fillColor('black');
  if (barcode) doc.image(barcode, A4.width - M - 190, M, { fit: [190, 48], align: 'right' });
  doc.fontSize(11).text(sheet.PKL_NO, A4.width - M - 190, M + 52, { width: 190, align: 'center', characterSpacing: 1 });

  let y = M + 80;
  y = grid(doc, sheet.Voyage, y, 2);
  if (sheet.CutOffs.length) {
    doc
      .fontSize(8)
      .fillColor('#444')
      .text(both(sheet.Clock), M, y + 4, { width: WIDTH });
    doc.fillColor('black');
    y = grid(doc, sheet.CutOffs, doc.y + 2, 3);
  }
  y = grid(doc, sheet.Container, y + 6, 3);
  y = table(doc, sheet, y + 8);
  // the signature boxes and the printed-at line stay on the page they start on
  if (y + 16 + 70 > A4.height - M - 16) {
    doc.addPage();
    y = M - 16;
  }
  signatures(doc, sheet.Signatures, y + 16);
  // the last line, right-aligned by hand above the bottom margin: a width would hand it to the line
  // wrapper, which starts a new page for a line reaching into the margin
  const printed = both(sheet.PrintedAt);
  doc.fontSize(7).fillColor('#666');
  doc.text(printed, A4.width - M - doc.widthOfString(printed), A4.height - M - 14, { lineBreak: false });
  doc.end();
  return bytes;
}

/** The print sheet as the PDF worker draws it (server/platform/pdf/print.ts). */
export const packingSheetDrawing = pdfDrawing<PrintSheet>('packingSheet', renderPdf);

/** Labelled values in `cols` columns, each cell boxed; answers the y under the grid. */
function grid(doc: PDFKit.PDFDocument, cells: PrintSheet['Voyage'], top: number, cols: number): number {
  const w = WIDTH / cols;
  const h = 30;
  cells.forEach((c, i) => {
    const x = M + (i % cols) * w;
    const y = top + Math.floor(i / cols) * h;
    doc.rect(x, y, w, h).lineWidth(0.5).stroke('#999');
    doc
      .fontSize(6.5)
      .fillColor('#555')
      .text(both(c.Label), x + 3, y + 2, { width: w - 6, height: 10, lineBreak: false, ellipsis: true });
    doc
      .fontSize(9)
      .fillColor('black')
      .text(c.Value || ' ', x + 3, y + 13, { width: w - 6, height: 15, lineBreak: false, ellipsis: true });
  });
  return top + Math.ceil(cells.length / cols) * h;
}

const COLUMN_SHARE = [0.06, 0.16, 0.3, 0.11, 0.13, 0.12, 0.12];
/**
 * A line's cell shows at most this many lines of text and each of its paragraphs (the Chinese and
 * the English description) this many characters, ending in "…" where cut: a row stays a row on one
 * page, however long a word someone typed (issue 45: 2,000-character words made an 817-page list).
 * The record keeps every character; the paper says where it is cut.
 */
const CELL_LINES = 12;
const PARAGRAPH_CHARS = 300;
const clip = (text: string) =>
  text
    .split('\n')
    .map((p) => (p.length > PARAGRAPH_CHARS ? `${p.slice(0, PARAGRAPH_CHARS)}…` : p))
    .join('\n');

function table(doc: PDFKit.PDFDocument, sheet: PrintSheet, top: number): number {
  const widths = COLUMN_SHARE.map((s) => s * WIDTH);
  const xs = widths.map((_, i) => M + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const bottom = A4.height - M;
  const measure = (cells: string[], size: number) => {
    doc.fontSize(size);
    const most = doc.currentLineHeight(true) * CELL_LINES;
    const texts = cells.map(clip);
    const heights = texts.map((c, i) => Math.min(most, doc.heightOfString(c || ' ', { width: widths[i]! - 6 })));
    return { texts, h: Math.max(...heights) + 6, most };
  };
  type Measured = ReturnType<typeof measure>;
  const paint = ({ texts, h, most }: Measured, y: number, size: number, shade?: boolean) => {
    if (shade) doc.rect(M, y, WIDTH, h).fill('#eeeeee').fillColor('black');
    texts.forEach((c, i) => {
      doc.rect(xs[i]!, y, widths[i]!, h).lineWidth(0.5).stroke('#999');
      const right = i >= 4;
      doc
        .fontSize(size)
        .fillColor('black')
        .text(c, xs[i]! + 3, y + 3, { width: widths[i]! - 6, height: most, ellipsis: true, align: right ? 'right' : 'left' });
    });
    return y + h;
  };
  const header = measure(
    sheet.Columns.map((c) => `${c.zh}\n${c.en}`),
    7,
  );
  let y = paint(header, top, 7, true);
  // a line that does not fit goes whole to the next page, under the columns' names again
  const row = (cells: string[], shade?: boolean) => {
    const m = measure(cells, 8);
    if (y + m.h > bottom) {
      doc.addPage();
      y = paint(header, M, 7, true);
    }
    y = paint(m, y, 8, shade);
  };
  for (const line of sheet.Lines) row(line);
  const [packages, weight, volume] = sheet.Totals;
  row([both(printWords.totals), '', '', '', packages ?? '', weight ?? '', volume ?? ''], true);
  return y;
}

function signatures(doc: PDFKit.PDFDocument, boxes: readonly Bilingual[], top: number) {
  const w = (WIDTH - 2 * 12) / boxes.length;
  boxes.forEach((b, i) => {
    const x = M + i * (w + 12);
    doc.rect(x, top, w, 70).lineWidth(0.5).stroke('#999');
    doc
      .fontSize(8)
      .fillColor('black')
      .text(b.zh, x + 4, top + 4, { width: w - 8 });
    doc
      .fontSize(7)
      .fillColor('#555')
      .text(b.en, x + 4, top + 15, { width: w - 8 });
    doc
      .fontSize(7)
      .fillColor('#555')
      .text('____ / ____ / ______', x + 4, top + 54, { width: w - 8, align: 'right' });
  });
  doc.fillColor('black');
}
