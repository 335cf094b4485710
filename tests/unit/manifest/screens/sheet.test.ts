import { describe, expect, it } from 'vitest';
import { ITEM_COLUMNS, blankItem, type ItemRow } from '../../../../src/features/manifest/editorModel';
import { pasteSheet, setSheetCell, sheetCellText } from '../../../../src/ui/grid/sheet';

const cols = ITEM_COLUMNS;
const pkgs = cols.find((c) => c.field === 'MFG_PKGS')!;
const cbm = cols.find((c) => c.field === 'MFG_CBM')!;

describe('the manifest grids as a spreadsheet', () => {
  it('takes numbers with thousands separators and refuses words and fractions of a package', () => {
    const rows = [blankItem()];
    const next = setSheetCell(rows, 0, pkgs, '1,200');
    expect(Array.isArray(next) && next[0]!.MFG_PKGS).toBe(1200);
    expect(setSheetCell(rows, 0, pkgs, 'ten')).toEqual({ why: 'notANumber', value: 'ten' });
    expect(setSheetCell(rows, 0, pkgs, '2.5')).toEqual({ why: 'notAWholeNumber', value: '2.5' });
    // an optional number left empty is no number, not 0
    const empty = setSheetCell(rows, 0, cbm, '');
    expect(Array.isArray(empty) && empty[0]!.MFG_CBM).toBeNull();
    // nothing changed: the same rows (the grid does not redraw)
    expect(setSheetCell(rows, 0, pkgs, '0')).toBe(rows);
  });

  it('pastes rows copied from Excel from the focused cell on, adding rows and leaving the header out', () => {
    const text = ['Description\tHS\tKind\tPackages\tKG', 'STEEL SCREWS\t731815\tct\t100\t1,250.5', 'COTTON TOWELS\t630260\tCT\t40\t300', ''].join('\r\n');
    const out = pasteSheet(cols, [blankItem()], text, blankItem);
    expect(out.headerSkipped).toBe(true);
    expect(out.rows).toHaveLength(2);
    expect(out.rows[0]).toMatchObject({ MFG_DESC: 'STEEL SCREWS', MFG_HSCODE: '731815', MFG_PACKAGE: 'CT', MFG_PKGS: 100, MFG_GROSS_KG: 1250.5 });
    expect(out.rows[1]!.MFG_DESC).toBe('COTTON TOWELS');
    expect(out.cells).toBe(10);
    expect(out.refused).toEqual([]);
  });

  it('says which copied cells it refused, keeps the rest, and drops rows over the limit', () => {
    const out = pasteSheet(cols, [], 'A\t1\tCT\t3\t5\nB\t2\tCT\tmany\t6\nC\t3\tCT\t4\t7', blankItem, { max: 2 });
    expect(out.refused).toEqual([{ row: 2, column: 'MFG_PKGS', refusal: { why: 'notANumber', value: 'many' } }]);
    expect(out.rows.map((r) => r.MFG_DESC)).toEqual(['A', 'B']);
    expect(out.dropped).toBe(1);
  });

  it('pastes into the middle of the grid and never into a locked column', () => {
    const rows: ItemRow[] = [{ ...blankItem(), MFG_DESC: 'X', MFG_HSCODE: '1111' }];
    const out = pasteSheet(cols, rows, '999999\tBX', blankItem, { row: 0, column: 1, locked: new Set(['MFG_HSCODE']) });
    expect(out.rows[0]).toMatchObject({ MFG_DESC: 'X', MFG_HSCODE: '1111', MFG_PACKAGE: 'BX' });
    expect(out.cells).toBe(1);
    expect(sheetCellText(out.rows[0], cols[2]!)).toBe('BX');
  });
});
