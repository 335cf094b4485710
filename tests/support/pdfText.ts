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
