import type { PackingLine } from '../../domain/packing/check';

/**
 * The goods lines of one packing list as a grid (pure, for the editor and its tests): which field
 * each column edits, what a typed or pasted text becomes, and the block an Excel paste fills.
 */

export type LineField = Exclude<keyof PackingLine, 'PKD_SEQ'>;
export type LineKind = 'text' | 'number' | 'optionalNumber';

export interface LineColumn {
  field: LineField;
  kind: LineKind;
  width: number;
  /** Edited in several lines (Enter confirms, Shift+Enter breaks the line). */
  multiline?: boolean;
  upper?: boolean;
  /** Whole numbers only (package counts). */
  integer?: boolean;
}

/**
 * The columns, in the order an Excel sheet of goods lines usually has them (and the order a paste
 * fills): HS, goods in English, goods in Chinese, marks, package, count, gross, net, volume, UN, class.
 */
export const LINE_COLUMNS: readonly LineColumn[] = [
  { field: 'PKD_HSCODE', kind: 'text', width: 100 },
  { field: 'PKD_GOODS', kind: 'text', width: 200, multiline: true },
  { field: 'PKD_CNGOODS', kind: 'text', width: 130 },
  { field: 'PKD_MARKS', kind: 'text', width: 110, multiline: true },
  { field: 'PKD_PACKAGE', kind: 'text', width: 110, upper: true },
  { field: 'PKD_NUM', kind: 'number', width: 100, integer: true },
  { field: 'PKD_WEIGHT', kind: 'number', width: 130 },
  { field: 'PKD_NET_WEIGHT', kind: 'optionalNumber', width: 130 },
  { field: 'PKD_VOLUME', kind: 'number', width: 110 },
  { field: 'PKD_UNNO', kind: 'text', width: 100 },
  { field: 'PKD_IMO_CLASS', kind: 'text', width: 100, upper: true },
];

/** The most goods lines one container takes in the editor. */
export const MAX_LINES = 200;

/** A new goods line: package, marks and HS follow the line before it (a container is often one commodity). */
export function blankLine(before?: PackingLine): PackingLine {
  return {
    PKD_HSCODE: before?.PKD_HSCODE ?? '',
    PKD_GOODS: '',
    PKD_CNGOODS: '',
    PKD_MARKS: before?.PKD_MARKS ?? 'N/M',
    PKD_PACKAGE: before?.PKD_PACKAGE ?? 'CT',
    PKD_NUM: 0,
    PKD_WEIGHT: 0,
    PKD_NET_WEIGHT: null,
    PKD_VOLUME: 0,
    PKD_UNNO: '',
    PKD_IMO_CLASS: '',
  };
}

/** A line added after line `after` (at the end when not given). */
export function addLine(lines: readonly PackingLine[], after?: number): PackingLine[] {
  if (lines.length >= MAX_LINES) return [...lines];
  const at = after === undefined ? lines.length : after + 1;
  return [...lines.slice(0, at), blankLine(lines[at - 1] ?? lines.at(-1)), ...lines.slice(at)];
}

/** A line removed; the editor keeps at least one (an empty container is not a packing list). */
export function removeLine(lines: readonly PackingLine[], k: number): PackingLine[] {
  return lines.length <= 1 ? [...lines] : lines.filter((_, i) => i !== k);
}

/**
 * A number typed or pasted into a cell: thousands separators allowed ("1,203.5"). Empty is 0 for a
 * required number and null for an optional one; undefined when it is not a number of 0 or more.
 */
export function parseNumber(text: string, optional = false): number | null | undefined {
  const t = text.replace(/,/g, '').trim();
  if (t === '') return optional ? null : 0;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Why a cell's text was not taken: a code the screen puts into words. */
export type CellRefusal = { why: 'notANumber' | 'notAWholeNumber'; value: string };

/** One cell's new text into the lines, or why it is not taken. */
export function setCell(lines: readonly PackingLine[], line: number, c: LineColumn, raw: string): PackingLine[] | CellRefusal {
  let value: string | number | null;
  if (c.kind === 'text') value = (c.upper ? raw.toUpperCase() : raw).replace(/\s+$/, '');
  else {
    const n = parseNumber(raw, c.kind === 'optionalNumber');
    if (n === undefined) return { why: 'notANumber', value: raw };
    if (c.integer && n !== null && !Number.isInteger(n)) return { why: 'notAWholeNumber', value: raw };
    value = n;
  }
  const current = lines[line];
  if (!current) return [...lines];
  if ((current[c.field] ?? (c.kind === 'text' ? '' : null)) === value) return lines as PackingLine[];
  return lines.map((l, i) => (i === line ? { ...l, [c.field]: value } : l));
}

/** What a cell holds, as text (what Ctrl+C copies and the cell shows). */
export function cellText(line: PackingLine | undefined, c: LineColumn): string {
  const v = line?.[c.field];
  return v === undefined || v === null ? '' : String(v);
}

/** A first pasted row that names columns rather than holding values: a number column holds words. */
function isHeader(cells: readonly string[], from: number): boolean {
  return cells.some((cell, dc) => {
    const c = LINE_COLUMNS[from + dc];
    return !!c && c.kind !== 'text' && cell.trim() !== '' && parseNumber(cell) === undefined;
  });
}

export interface PasteResult {
  lines: PackingLine[];
  /** Cells taken. */
  cells: number;
  /** Cells refused, by sheet row (1-based, as the person sees the rows they copied) and column. */
  refused: { row: number; column: LineField; refusal: CellRefusal }[];
  /** A header row was recognised and left out. */
  headerSkipped: boolean;
  /** Rows that did not fit (over MAX_LINES). */
  dropped: number;
}

/**
 * Rows copied from Excel (tab-separated) pasted from the cell at (`line`, `column`) on: each row
 * fills a goods line (lines are added below as needed, following the line before), each cell the
 * column it falls on; cells beyond the last column are ignored. A header row is left out.
 */
export function pasteBlock(lines: readonly PackingLine[], text: string, line = 0, column = 0): PasteResult {
  const rows = text
    .replace(/\r?\n$/, '')
    .split(/\r?\n/)
    .map((r) => r.split('\t'));
  let next = [...lines];
  let cells = 0;
  let dropped = 0;
  const refused: PasteResult['refused'] = [];
  const headerSkipped = rows.length > 1 && isHeader(rows[0]!, column);
  rows.forEach((cellsOfRow, r) => {
    if (r === 0 && headerSkipped) return;
    if (cellsOfRow.every((c) => !c.trim())) return;
    const at = line + r - (headerSkipped ? 1 : 0);
    if (at >= MAX_LINES) {
      dropped += 1;
      return;
    }
    while (next.length <= at) next = addLine(next);
    cellsOfRow.forEach((raw, dc) => {
      const c = LINE_COLUMNS[column + dc];
      if (!c) return;
      const out = setCell(next, at, c, raw.trim());
      if (Array.isArray(out)) {
        if (out !== next) next = out;
        cells += 1;
      } else refused.push({ row: r + 1, column: c.field, refusal: out });
    });
  });
  return { lines: next, cells, refused, headerSkipped, dropped };
}

/** A goods line as SaveData takes it: numbered, the texts it requires present (empty when not typed). */
export type WireLine = PackingLine & { PKD_SEQ: number; PKD_GOODS: string; PKD_HSCODE: string; PKD_PACKAGE: string };

/** The lines as the server stores them: numbered 1… in order. */
export const numbered = (lines: readonly PackingLine[]): WireLine[] =>
  lines.map((l, i) => ({ ...l, PKD_SEQ: i + 1, PKD_GOODS: l.PKD_GOODS ?? '', PKD_HSCODE: l.PKD_HSCODE ?? '', PKD_PACKAGE: l.PKD_PACKAGE ?? '' }));
