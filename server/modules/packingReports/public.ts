/**
 * What other modules may use of the packing-list reports (the only file of this folder they import):
 * the PDF drawing of a print sheet (printed through server/platform/pdf/print.ts) (A4, the CJK font, a Code 128 barcode of the number) — the
 * manifest's print lays its own sheet out and renders it here.
 */
export { packingSheetDrawing } from './pdf';
