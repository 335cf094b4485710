import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Import bodies arrive as the raw workbook (the same body limit as JSON). */
export function acceptXlsxBodies(app: FastifyInstance): void {
  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

export interface SheetColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
  width?: number;
}

/** One sheet with a bold header row; the answer is a download named like the list. */
export async function sendWorkbook<T>(reply: FastifyReply, fileName: string, sheet: string, columns: SheetColumn<T>[], rows: T[]) {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length * 2) }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(columns.map((c) => c.value(r)));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(buffer);
}

/**
 * The rows of a workbook's first sheet as header → text, with their sheet row numbers.
 * Throws an Error with a plain message when the file is not a workbook.
 */
export async function readSheet(body: Buffer): Promise<{ headers: string[]; rows: { row: number; cells: Record<string, string> }[] }> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new Error('The file is not an Excel workbook (.xlsx).');
  }
  const ws = book.worksheets[0];
  if (!ws || ws.rowCount < 1) throw new Error('The workbook has no sheet with a header row.');
  const headers: string[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell.value).trim();
  });
  const rows: { row: number; cells: Record<string, string> }[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1) return;
    const cells: Record<string, string> = {};
    let any = false;
    headers.forEach((h, i) => {
      const text = cellText(r.getCell(i + 1).value).trim();
      if (h) cells[h] = text;
      if (text) any = true;
    });
    if (any) rows.push({ row: n, cells });
  });
  return { headers, rows };
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if (v instanceof Date) return v.toISOString();
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return String(v.result ?? '');
    return '';
  }
  return String(v);
}
