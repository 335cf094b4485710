import { createRequire } from 'node:module';
import type { CellObject, WorkBook, WorkSheet } from 'xlsx';
import type { ImportLimits } from './importLimits';
import type { SheetData, SheetGrid } from './sheetShapes';
import { ImportRefusal } from './zipInflate';

// the CommonJS build: its ESM one has no default export and leaves out the codepages old sheets use.
// Loaded on the first .xls read, not when the server starts: loading SheetJS and its codepages was
// 0.6 s of CPU of every server start (a cpu profile of build/server/main.js), most of them never
// reading an .xls — the kill tests alone start a server dozens of times a run.
let loaded: typeof import('xlsx') | undefined;
const xlsx = () => (loaded ??= createRequire(import.meta.url)('xlsx') as typeof import('xlsx'));

/** Loads the reader now: the import worker does so before it says it is ready (readyWorker.ts), as it loads ExcelJS. */
export const loadXlsReader = (): void => void xlsx();

/**
 * The older Excel workbook (.xls, BIFF8 in a compound file) that carriers still send, read with
 * SheetJS into the same shapes as an .xlsx (sheetParse.ts): the first sheet's rows by header, or
 * every visible sheet's lines. It is not compressed, so the body limit bounds it (no zip bomb), and
 * rows past the import's limit are not even parsed. Like every import it runs in the bounded worker
 * (sheetReader.ts), which also contains what a crafted file could do to the reader.
 */

type SheetLimits = Pick<ImportLimits, 'maxRows'>;
const COMPOUND = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A compound file (the container of .xls and .doc), told by its first eight bytes. */
export const isCompoundFile = (bytes: Uint8Array) => COMPOUND.every((b, i) => bytes[i] === b);

/** Excel's day 0 (1899-12-30) in Unix milliseconds; a 1904-based workbook counts from 1904-01-01. */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

function load(body: Buffer, limits: SheetLimits): WorkBook {
  let book: WorkBook;
  try {
    // + 2: the header row, and one more to tell "exactly the limit" from "over it"
    book = xlsx().read(body, { type: 'buffer', cellNF: true, cellDates: false, sheetRows: limits.maxRows + 2 });
  } catch (e) {
    throw new ImportRefusal(/password/i.test(String((e as Error)?.message)) ? 'ENCRYPTED' : 'NOT_XLSX');
  }
  if (!book.SheetNames.length) throw new ImportRefusal('NO_SHEET');
  return book;
}

/** A cell as the .xlsx reader gives it: numbers as written, dates as UTC ISO times, booleans as words. */
function cellText(cell: CellObject | undefined, epoch: number): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  if (cell.t === 'e') return '';
  if (cell.t === 'n' && cell.z && xlsx().SSF.is_date(cell.z)) return new Date(epoch + Math.round((cell.v as number) * DAY_MS)).toISOString();
  if (cell.v instanceof Date) return cell.v.toISOString();
  return String(cell.v);
}

/** A sheet's lines from row 1 and column A (a merged cell's text in every cell it covers, as the .xlsx reader does). */
function linesOf(ws: WorkSheet, epoch: number): string[][] {
  if (!ws['!ref']) return [];
  const range = xlsx().utils.decode_range(ws['!ref']);
  const lines: string[][] = [];
  for (let r = 0; r <= range.e.r; r++) {
    const line: string[] = [];
    for (let c = 0; c <= range.e.c; c++) line.push(cellText(ws[xlsx().utils.encode_cell({ r, c })], epoch).trim());
    lines.push(line);
  }
  for (const m of ws['!merges'] ?? []) {
    const text = lines[m.s.r]?.[m.s.c] ?? '';
    for (let r = m.s.r; r <= Math.min(m.e.r, lines.length - 1); r++) for (let c = m.s.c; c <= m.e.c; c++) if (lines[r]) lines[r]![c] = text;
  }
  return lines;
}

/** Rows beyond the limit were left unparsed: the sheet is refused as an .xlsx of that size is. */
function overLimit(ws: WorkSheet, limits: SheetLimits): boolean {
  const full = ws['!fullref'] ?? ws['!ref'];
  return !!full && xlsx().utils.decode_range(full).e.r + 1 > limits.maxRows + 1;
}

const epochOf = (book: WorkBook) => (book.Workbook?.WBProps?.date1904 ? EPOCH_1904 : EPOCH_1900);

/** The first sheet's rows as header → text, with their sheet row numbers (sheetParse.ts parseSheet, for .xls). */
export function parseXlsSheet(body: Buffer, limits: SheetLimits): SheetData {
  const book = load(body, limits);
  const ws = book.Sheets[book.SheetNames[0]!];
  if (!ws?.['!ref']) throw new ImportRefusal('NO_SHEET');
  if (overLimit(ws, limits)) throw new ImportRefusal('TOO_MANY_ROWS');
  const [head = [], ...rest] = linesOf(ws, epochOf(book));
  const headers = head;
  const rows: SheetData['rows'] = [];
  rest.forEach((line, i) => {
    if (!line.some((t) => t)) return;
    const cells: Record<string, string> = {};
    headers.forEach((h, c) => {
      if (h) cells[h] = line[c] ?? '';
    });
    rows.push({ row: i + 2, cells });
  });
  if (rows.length > limits.maxRows) throw new ImportRefusal('TOO_MANY_ROWS');
  return { headers, rows };
}

/** Every visible sheet as lines of text (sheetParse.ts parseGrids, for .xls). */
export function parseXlsGrids(body: Buffer, limits: SheetLimits): SheetGrid[] {
  const book = load(body, limits);
  const epoch = epochOf(book);
  const grids: SheetGrid[] = [];
  let lines = 0;
  book.SheetNames.forEach((name, i) => {
    if (book.Workbook?.Sheets?.[i]?.Hidden) return;
    const ws = book.Sheets[name]!;
    if (overLimit(ws, limits)) throw new ImportRefusal('TOO_MANY_ROWS');
    const grid = { name, lines: linesOf(ws, epoch) };
    lines += grid.lines.length;
    grids.push(grid);
  });
  if (lines > limits.maxRows + 1) throw new ImportRefusal('TOO_MANY_ROWS');
  if (!grids.length) throw new ImportRefusal('NO_SHEET');
  return grids;
}
