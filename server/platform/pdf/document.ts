/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { PDF_LIMITS } from './limits';

/**
 * What every printed document shares (the packing list's sheet, the house bill): an A4 pdfkit
 * document in Noto Sans SC from the `@embedpdf/fonts-sc` package (installed with the project, never
 * fetched at run time), embedded as a subset of the glyphs used, so a page is tens of kilobytes, not
 * the font's 8 MB; and its bytes when it ends.
 */

const FONT_FILE = 'NotoSansHans-Regular.otf';
let parsedFont: unknown;

/**
 * PDFKit and fontkit, loaded on the first PDF, not when the server starts: loading them was 0.4 s of
 * CPU of every start of build/server/main.js (most servers the tests start print nothing).
 */
let pdfKit: Promise<[typeof PDFKitDocument, typeof import('fontkit')]> | undefined;
const loadPdfKit = () => (pdfKit ??= Promise.all([import('pdfkit').then((m) => m.default), import('fontkit')]));

/**
 * The font, read and parsed once per process (the package keeps its fonts beside its `dist`): parsing
 * its 8 MB is most of a PDF's time, so every document embeds a subset of this one parsed font.
 */
function cjkFont(fontkit: typeof import('fontkit')): unknown {
  if (!parsedFont) {
    const entry = createRequire(import.meta.url).resolve('@embedpdf/fonts-sc');
    parsedFont = fontkit.create(readFileSync(join(dirname(entry), '..', 'fonts', FONT_FILE)));
  }
  return parsedFont;
}

export const A4 = { width: 595.28, height: 841.89 } as const;

/** A document that would run past PDF_LIMITS.maxPages: thrown from the page that is one too many, so drawing stops there. */
export class PdfTooLong extends Error {
  constructor(readonly maxPages: number) {
    super(`the document runs over ${maxPages} pages`);
  }
}

/**
 * A new A4 document set in the CJK font (registered as 'cjk'), and its bytes once `doc.end()` is called.
 * Its pages are counted as they are added (by the drawing or by the text wrapper): the page past
 * `maxPages` throws PdfTooLong out of the drawing call that asked for it.
 */
export async function a4Document(o: {
  margin: number;
  title: string;
  subject?: string;
  maxPages?: number;
}): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  const [PDFDocument, fontkit] = await loadPdfKit();
  const doc = new PDFDocument({ size: 'A4', margin: o.margin, info: { Title: o.title, Subject: o.subject ?? '', Creator: 'freight-platform' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font as well as bytes (its types name only the bytes)
  const maxPages = o.maxPages ?? PDF_LIMITS.maxPages;
  let pages = 1;
  doc.on('pageAdded', () => {
    pages += 1;
    if (pages > maxPages) throw new PdfTooLong(maxPages);
  });
  doc.registerFont('cjk', cjkFont(fontkit) as Buffer);
  doc.font('cjk');
  return { doc, bytes };
}
