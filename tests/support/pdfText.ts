/**
 * The text of a PDF, page by page, as a reader extracts it (Mozilla's PDF.js, a test-only
 * dependency): what the print tests assert the PKL_NO and the Chinese goods are in — text, not
 * pictures of glyphs, so the font's ToUnicode map is right too.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

/** One run of text on a page, where PDF.js places it: its box in points, from the page's bottom left. */
export interface PlacedText {
  page: number;
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Every run of text with its box, page by page: what an overprint test compares. */
export async function pdfTextItems(bytes: Uint8Array): Promise<PlacedText[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const items: PlacedText[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      items.push({ page: i, str: item.str, x: item.transform[4], y: item.transform[5], width: item.width, height: item.height });
    }
  }
  await doc.destroy();
  return items;
}

/** Pairs of runs on one page whose boxes cross (a little slack for the font's side bearings): text printed over text. */
export function overprints(items: readonly PlacedText[], slack = 0.5): [string, string][] {
  const crossing: [string, string][] = [];
  for (const [i, a] of items.entries())
    for (const b of items.slice(i + 1)) {
      if (a.page !== b.page) continue;
      const apart = a.x + a.width - slack <= b.x || b.x + b.width - slack <= a.x || a.y + a.height - slack <= b.y || b.y + b.height - slack <= a.y;
      if (!apart) crossing.push([a.str, b.str]);
    }
  return crossing;
}
