import type { PackingLine } from '../../domain/packing/check';
import type { SheetColumn } from '../../ui/grid/sheet';

/**
 * The goods lines of one packing list as a grid (pure, for the editor and its tests): its columns,
 * a new line, the most lines. What a typed or pasted text becomes is the shared grid's
 * (src/ui/grid/sheet.ts).
 */

export type LineField = Exclude<keyof PackingLine, 'PKD_SEQ'>;
export type LineColumn = SheetColumn<PackingLine> & { field: LineField };

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

/** A goods line as SaveData takes it: numbered, the texts it requires present (empty when not typed). */
export type WireLine = PackingLine & { PKD_SEQ: number; PKD_GOODS: string; PKD_HSCODE: string; PKD_PACKAGE: string };

/** The lines as the server stores them: numbered 1… in order. */
export const numbered = (lines: readonly PackingLine[]): WireLine[] =>
  lines.map((l, i) => ({ ...l, PKD_SEQ: i + 1, PKD_GOODS: l.PKD_GOODS ?? '', PKD_HSCODE: l.PKD_HSCODE ?? '', PKD_PACKAGE: l.PKD_PACKAGE ?? '' }));
