import ExcelJS from 'exceljs';
import type { ImportLimits } from './importLimits';

export type { SheetData, SheetGrid } from './sheetShapes';
import type { SheetData, SheetGrid } from './sheetShapes';
import { isCompoundFile, parseXlsGrids, parseXlsSheet } from './xlsParse';
import { countSheetRows, ImportRefusal, inflateBounded } from './zipInflate';

/**
 * The rows of a workbook's first sheet as header → text, with their sheet row numbers. Sizes are
 * checked before the workbook reader runs (it holds the whole sheet in memory): the inflated
 * parts against the budget, then the rows counted in the raw sheet XML. Runs in the import
 * worker (sheetWorker.ts), never on the server's event loop.
 */
export async function parseSheet(body: Buffer, limits: SheetLimits): Promise<SheetData> {
  if (isCompoundFile(body)) return parseXlsSheet(body, limits); // an .xls (xlsParse.ts)
  const book = await loadBounded(body, limits);
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

type SheetLimits = Pick<ImportLimits, 'maxRows' | 'maxInflatedBytes' | 'maxParts'>;

/** The workbook, once its inflated size and its rows (every worksheet counts: the reader parses them all) are within the limits. */
async function loadBounded(body: Buffer, limits: SheetLimits): Promise<ExcelJS.Workbook> {
  const parts = inflateBounded(body, limits);
  // + 1: the header row
  if (countSheetRows(parts) > limits.maxRows + 1) throw new ImportRefusal('TOO_MANY_ROWS');
  parts.clear();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(body as unknown as ArrayBuffer);
  } catch {
    throw new ImportRefusal('NOT_XLSX');
  }
  return book;
}

/**
 * Every visible worksheet as a grid of text, for sheets whose header is not on the first line
 * (carriers' rate sheets: src/domain/pricing/rateSheet.ts). A merged cell's text is in every cell
 * it covers (the reader answers the master's value for each), so a group header spans its columns.
 */
export async function parseGrids(body: Buffer, limits: SheetLimits): Promise<SheetGrid[]> {
  if (isCompoundFile(body)) return parseXlsGrids(body, limits); // an .xls (xlsParse.ts)
  const book = await loadBounded(body, limits);
  const grids: SheetGrid[] = [];
  for (const ws of book.worksheets) {
    if (ws.state !== 'visible') continue;
    const lines: string[][] = [];
    ws.eachRow({ includeEmpty: false }, (r, n) => {
      const line: string[] = [];
      r.eachCell({ includeEmpty: true }, (cell, col) => {
        line[col - 1] = cellText(cell.value).trim();
      });
      lines[n - 1] = Array.from(line, (c) => c ?? '');
    });
    grids.push({ name: ws.name, lines: Array.from(lines, (l) => l ?? []) });
  }
  if (!grids.length) throw new ImportRefusal('NO_SHEET');
  return grids;
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
