import ExcelJS from 'exceljs';
import type { ImportLimits } from './importLimits';
import { countSheetRows, ImportRefusal, inflateBounded } from './zipInflate';

export interface SheetData {
  headers: string[];
  rows: { row: number; cells: Record<string, string> }[];
}

/**
 * The rows of a workbook's first sheet as header → text, with their sheet row numbers. Sizes are
 * checked before the workbook reader runs (it holds the whole sheet in memory): the inflated
 * parts against the budget, then the rows counted in the raw sheet XML. Runs in the import
 * worker (sheetWorker.ts), never on the server's event loop.
 */
export async function parseSheet(body: Buffer, limits: Pick<ImportLimits, 'maxRows' | 'maxInflatedBytes' | 'maxParts'>): Promise<SheetData> {
  const parts = inflateBounded(body, limits);
  // + 1: the header row; every worksheet counts, as the reader parses them all
  if (countSheetRows(parts) > limits.maxRows + 1) throw new ImportRefusal('TOO_MANY_ROWS');
  parts.clear();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new ImportRefusal('NOT_XLSX');
  }
  const ws = book.worksheets[0];
  if (!ws || ws.rowCount < 1) throw new ImportRefusal('NO_SHEET');
  const headers: string[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    headers[col - 1] = cellText(cell.value).trim();
  });
  const rows: SheetData['rows'] = [];
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
  if (rows.length > limits.maxRows) throw new ImportRefusal('TOO_MANY_ROWS');
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
