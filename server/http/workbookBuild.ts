/** A sheet as plain data: what crosses to the export worker. */
export interface SheetData {
  sheet: string;
  columns: { header: string; width?: number }[];
  rows: (string | number | boolean | null)[][];
}

/** A workbook: its first sheet, and any further ones in order (a page of several tables, each its own sheet). */
export type WorkbookData = SheetData & { more?: SheetData[] };

/**
 * ExcelJS, loaded on the first workbook, not when the server starts: loading it was 0.6 s of CPU of
 * every start of build/server/main.js (most servers the tests start write no workbook).
 */
export const loadExcelJs = async () => (await import('exceljs')).default;

/** Each sheet with a bold header row, as .xlsx bytes. */
export async function buildWorkbook(data: WorkbookData): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  for (const sheet of [data, ...(data.more ?? [])]) {
    const ws = book.addWorksheet(sheet.sheet);
    ws.columns = sheet.columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length * 2) }));
    ws.getRow(1).font = { bold: true };
    for (const r of sheet.rows) ws.addRow(r);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
