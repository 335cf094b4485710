import { describe, expect, it } from 'vitest';
import type { PackingLine } from '../../../src/domain/packing/check';
import { LINE_COLUMNS, MAX_LINES, blankLine, numbered, type LineColumn } from '../../../src/features/packing/lineGrid';
import { parseCellNumber as parseNumber, pasteSheet, setSheetCell, sheetCellText as cellText } from '../../../src/ui/grid/sheet';

// the packing list's columns in the shared grid's rules (src/ui/grid/sheet.ts)
const setCell = (lines: readonly PackingLine[], at: number, c: LineColumn, raw: string) => setSheetCell(lines, at, c, raw);
const pasteBlock = (lines: readonly PackingLine[], text: string, row = 0, column = 0) => {
  const out = pasteSheet(LINE_COLUMNS, lines, text, blankLine, { row, column, max: MAX_LINES });
  return { ...out, lines: out.rows };
};

const col = (field: string) => LINE_COLUMNS.find((c) => c.field === field)!;
const line = (patch: Partial<PackingLine> = {}): PackingLine => ({ ...blankLine(), ...patch });

describe('the packing list goods-line grid', () => {
  it('reads numbers as people type them, and refuses what is not one', () => {
    expect(parseNumber('1,203.5')).toBe(1203.5);
    expect(parseNumber('')).toBe(0);
    expect(parseNumber('', true)).toBeNull();
    expect(parseNumber('-3')).toBeUndefined();
    expect(parseNumber('12kg')).toBeUndefined();
  });

  it('sets a cell: text upper-cased where the column says so, counts whole, net weight emptied to none', () => {
    const lines = [line()];
    expect((setCell(lines, 0, col('PKD_PACKAGE'), 'pl') as PackingLine[])[0]!.PKD_PACKAGE).toBe('PL');
    expect(setCell(lines, 0, col('PKD_NUM'), '2.5')).toEqual({ why: 'notAWholeNumber', value: '2.5' });
    expect(setCell(lines, 0, col('PKD_WEIGHT'), 'abc')).toEqual({ why: 'notANumber', value: 'abc' });
    const net = setCell([line({ PKD_NET_WEIGHT: 5 })], 0, col('PKD_NET_WEIGHT'), '') as PackingLine[];
    expect(net[0]!.PKD_NET_WEIGHT).toBeNull();
    // the same value again changes nothing (the same array comes back: no re-render, no save)
    expect(setCell(lines, 0, col('PKD_GOODS'), '')).toBe(lines);
    expect(cellText(net[0], col('PKD_NET_WEIGHT'))).toBe('');
  });

  it('makes a new line that follows the one before, and numbers the lines', () => {
    const first = line({ PKD_HSCODE: '620342', PKD_PACKAGE: 'PL', PKD_MARKS: 'ACME' });
    const two = [first, blankLine(first)];
    expect(two[1]).toMatchObject({ PKD_HSCODE: '620342', PKD_PACKAGE: 'PL', PKD_MARKS: 'ACME', PKD_NUM: 0, PKD_GOODS: '' });
    expect(numbered(two).map((l) => l.PKD_SEQ)).toEqual([1, 2]);
  });

  it('pastes rows from Excel from the first cell: header left out, lines added, bad cells named by sheet row', () => {
    const sheet = [
      'HS\tGoods\t中文品名\tMarks\tPkg\tPackages\tGross\tNet\tVolume',
      '620342\tCOTTON SHORTS\t棉短裤\tN/M\tct\t120\t1,850.5\t1800\t12.4',
      '610910\tT-SHIRTS\tT恤\tN/M\tCT\t80\tx\t\t8',
      '',
    ].join('\r\n');
    const out = pasteBlock([line()], sheet);
    expect(out.headerSkipped).toBe(true);
    expect(out.lines).toHaveLength(2);
    expect(out.lines[0]).toMatchObject({
      PKD_HSCODE: '620342',
      PKD_GOODS: 'COTTON SHORTS',
      PKD_PACKAGE: 'CT',
      PKD_NUM: 120,
      PKD_WEIGHT: 1850.5,
      PKD_NET_WEIGHT: 1800,
      PKD_VOLUME: 12.4,
    });
    expect(out.lines[1]).toMatchObject({ PKD_HSCODE: '610910', PKD_NUM: 80, PKD_WEIGHT: 0, PKD_NET_WEIGHT: null, PKD_VOLUME: 8 });
    expect(out.refused).toEqual([{ row: 3, column: 'PKD_WEIGHT', refusal: { why: 'notANumber', value: 'x' } }]);
    expect(out.cells).toBe(17);
  });

  it('pastes a block at the focused cell: the columns it covers only, the rest of the line kept', () => {
    const lines = [line({ PKD_GOODS: 'A', PKD_NUM: 1 }), line({ PKD_GOODS: 'B', PKD_NUM: 2 })];
    const numAt = LINE_COLUMNS.findIndex((c) => c.field === 'PKD_NUM');
    const out = pasteBlock(lines, '10\t100\n20\t200\n30\t300', 1, numAt);
    expect(out.headerSkipped).toBe(false);
    expect(out.lines.map((l) => [l.PKD_GOODS, l.PKD_NUM, l.PKD_WEIGHT])).toEqual([
      ['A', 1, 0],
      ['B', 10, 100],
      ['', 20, 200],
      ['', 30, 300],
    ]);
    // past the last column: ignored, not an error
    const last = pasteBlock(lines, 'X\tY\tZ', 0, LINE_COLUMNS.length - 1);
    expect(last.cells).toBe(1);
    expect(last.lines[0]!.PKD_IMO_CLASS).toBe('X');
  });

  it('stops at the most lines a container takes', () => {
    const rows = Array.from({ length: MAX_LINES + 5 }, (_, i) => `6203${String(i).padStart(2, '0')}\tGOODS`).join('\n');
    const out = pasteBlock([line()], rows);
    expect(out.lines).toHaveLength(MAX_LINES);
    expect(out.dropped).toBe(5);
  });
});
