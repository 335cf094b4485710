import type { SiBox, SiBoxDetail } from '../../contract/si';
import type { GridRow } from './boxGrid';
import { siWords } from './words';

type Kind = 'text' | 'number' | 'readonly' | 'check';
export interface FieldSpec<F> {
  field: F;
  kind: Kind;
  /** Edited in several lines (Enter confirms, Shift+Enter breaks the line). */
  multiline?: boolean;
  upper?: boolean;
  /** Whole numbers only (package counts). */
  integer?: boolean;
}
export interface GridColumn {
  key: string;
  word: { zh: string; en: string };
  width: number;
  box?: FieldSpec<keyof SiBox>;
  line?: FieldSpec<keyof SiBoxDetail>;
}

/** The grid's columns: a box row edits the box, a line row its goods line; totals follow the lines. */
export const COLUMNS: GridColumn[] = [
  { key: 'cnno', word: siWords.container, width: 130, box: { field: 'TBX_CNNO', kind: 'text', upper: true } },
  { key: 'type', word: siWords.type, width: 60, box: { field: 'TBX_TYPE', kind: 'readonly' } },
  { key: 'nonIso', word: siWords.nonIsoBox, width: 70, box: { field: 'TBX_NON_ISO', kind: 'check' } },
  { key: 'seal', word: siWords.seal, width: 110, box: { field: 'TBX_SEALNO', kind: 'text', upper: true } },
  { key: 'hs', word: siWords.hs, width: 90, line: { field: 'TBD_HSCODE', kind: 'text' } },
  { key: 'goods', word: siWords.goodsEnglish, width: 180, line: { field: 'TBD_GOODS', kind: 'text', multiline: true } },
  { key: 'num', word: siWords.packages, width: 70, box: { field: 'TBX_NUM', kind: 'readonly' }, line: { field: 'TBD_NUM', kind: 'number', integer: true } },
  { key: 'weight', word: siWords.weight, width: 90, box: { field: 'TBX_WEIGHT', kind: 'readonly' }, line: { field: 'TBD_WEIGHT', kind: 'number' } },
  { key: 'volume', word: siWords.volume, width: 80, box: { field: 'TBX_VOLUME', kind: 'readonly' }, line: { field: 'TBD_VOLUME', kind: 'number' } },
  {
    key: 'package',
    word: siWords.package,
    width: 64,
    box: { field: 'TBX_PACKAGE', kind: 'text', upper: true },
    line: { field: 'TBD_PACKAGE', kind: 'text', upper: true },
  },
  { key: 'cngoods', word: siWords.chineseGoodsName, width: 120, line: { field: 'TBD_CNGOODS', kind: 'text' } },
  { key: 'marks', word: siWords.marks, width: 100, line: { field: 'TBD_MARKS', kind: 'text', multiline: true } },
];

/** What a cell holds: the box's field on a box row, its goods line's field on a line row. */
export function cellValue(box: SiBox, row: GridRow, field: string): unknown {
  return row.kind === 'box' ? box[field as keyof SiBox] : box.Details[row.line]![field as keyof SiBoxDetail];
}

/** What Ctrl+C copies from a cell ('' where the row has no such field). */
export function cellText(boxes: readonly SiBox[], rows: readonly GridRow[], rowIndex: number, columnIndex: number): string {
  const row = rows[rowIndex];
  const c = COLUMNS[columnIndex];
  const spec = row && c ? (row.kind === 'box' ? c.box : c.line) : undefined;
  if (!row || !spec) return '';
  return String(cellValue(boxes[row.box]!, row, spec.field) ?? '');
}
