/**
 * A grid of plain rows worked like a spreadsheet (pure, for SheetGrid and its tests: the manifest's
 * goods, containers and allocation, the packing list's goods lines): which field each column edits,
 * what a typed or pasted text becomes, and the block an Excel paste fills.
 */

export type SheetKind = 'text' | 'number' | 'optionalNumber';

export interface SheetColumn<R> {
  field: keyof R & string;
  kind: SheetKind;
  width: number;
  /** Typed in capitals (codes: package kinds, container numbers, IMDG classes). */
  upper?: boolean;
  /** Whole numbers only (package counts). */
  integer?: boolean;
  /** Edited in several lines (Enter confirms, Shift+Enter breaks the line). */
  multiline?: boolean;
}

/**
 * A number typed or pasted into a cell: thousands separators allowed ("1,203.5"). Empty is 0 for a
 * required number and null for an optional one; undefined when it is not a number of 0 or more.
 */
export function parseCellNumber(text: string, optional = false): number | null | undefined {
  const t = text.replace(/,/g, '').trim();
  if (t === '') return optional ? null : 0;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Why a cell's text was not taken: a code the screen puts into words. */
export type SheetRefusal = { why: 'notANumber' | 'notAWholeNumber'; value: string };

/** One cell's new text into the rows, or why it is not taken (the same array when nothing changed). */
export function setSheetCell<R>(rows: readonly R[], at: number, c: SheetColumn<R>, raw: string): R[] | SheetRefusal {
  let value: string | number | null;
  if (c.kind === 'text') value = (c.upper ? raw.toUpperCase() : raw).replace(/\s+$/, '');
  else {
    const n = parseCellNumber(raw, c.kind === 'optionalNumber');
    if (n === undefined) return { why: 'notANumber', value: raw };
    if (c.integer && n !== null && !Number.isInteger(n)) return { why: 'notAWholeNumber', value: raw };
    value = n;
  }
  const current = rows[at];
  if (!current) return [...rows];
  const before = (current as Record<string, unknown>)[c.field] ?? (c.kind === 'text' ? '' : null);
  if (before === value) return rows as R[];
  return rows.map((r, i) => (i === at ? { ...r, [c.field]: value } : r));
}

/** What a cell holds, as text (what Ctrl+C copies and the cell shows). */
export function sheetCellText<R>(row: R | undefined, c: SheetColumn<R>): string {
  const v = row ? (row as Record<string, unknown>)[c.field] : undefined;
  return v === undefined || v === null ? '' : String(v);
}

export interface SheetPaste<R> {
  rows: R[];
  /** Cells taken. */
  cells: number;
  /** Cells refused, by sheet row (1-based, as the person sees the rows they copied) and column. */
  refused: { row: number; column: string; refusal: SheetRefusal }[];
  /** A header row was recognised and left out. */
  headerSkipped: boolean;
  /** Rows that did not fit (over `max`). */
  dropped: number;
}

/**
 * Rows copied from Excel (tab-separated) pasted from the cell at (`row`, `column`) on: each copied
 * row fills a grid row (rows are added below with `blank` as needed), each cell the column it falls
 * on; cells beyond the last column or on a locked one are ignored, empty copied rows skipped. A first row whose number
 * columns hold words is a header and is left out.
 */
export function pasteSheet<R>(
  columns: readonly SheetColumn<R>[],
  rows: readonly R[],
  text: string,
  blank: (before: R | undefined) => R,
  { row = 0, column = 0, max = 500, locked }: { row?: number; column?: number; max?: number; locked?: ReadonlySet<string> } = {},
): SheetPaste<R> {
  const copied = text
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .map((r) => r.split('\t'));
  const isHeader = (cells: readonly string[]) =>
    cells.some((cell, dc) => {
      const c = columns[column + dc];
      return !!c && c.kind !== 'text' && cell.trim() !== '' && parseCellNumber(cell) === undefined;
    });
  let next = [...rows];
  let cells = 0;
  let dropped = 0;
  const refused: SheetPaste<R>['refused'] = [];
  const headerSkipped = copied.length > 1 && isHeader(copied[0]!);
  let at = row;
  copied.forEach((cellsOfRow, r) => {
    if (r === 0 && headerSkipped) return;
    if (cellsOfRow.every((c) => !c.trim())) return;
    if (at >= max) {
      dropped += 1;
      return;
    }
    while (next.length <= at) next = [...next, blank(next.at(-1))];
    cellsOfRow.forEach((raw, dc) => {
      const c = columns[column + dc];
      if (!c || locked?.has(c.field)) return;
      const out = setSheetCell(next, at, c, raw.trim());
      if (Array.isArray(out)) {
        next = out;
        cells += 1;
      } else refused.push({ row: r + 1, column: c.field, refusal: out });
    });
    at += 1;
  });
  return { rows: next, cells, refused, headerSkipped, dropped };
}
