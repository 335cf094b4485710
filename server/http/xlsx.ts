import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';

// Reading an import's workbook is bounded and off the event loop: sheetReader.ts.
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
