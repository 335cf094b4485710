import type { SiBox, SiBoxDetail } from '../../contract/si';
import type { WordsIn } from '../../i18n/words';
import { parseCellNumber, patchBox, patchLine, type GridRow } from './boxGrid';
import type { GridColumn } from './siGridColumns';
import type { siWords } from './words';

type SiWords = WordsIn<typeof siWords>;

/** One cell's new text into the boxes, or why it is not taken (a number that is not one). */
export function setCell(all: SiBox[], row: GridRow, c: GridColumn, raw: string, w: SiWords): SiBox[] | string {
  const spec = row.kind === 'box' ? c.box : c.line;
  if (!spec || spec.kind === 'readonly' || spec.kind === 'check') return all;
  let value: string | number;
  if (spec.kind === 'number') {
    const n = parseCellNumber(raw);
    if (n === undefined) return w.notANumber(raw);
    if (spec.integer && !Number.isInteger(n)) return w.notAWholeNumber(raw);
    value = n;
  } else value = (spec.upper ? raw.toUpperCase() : raw).replace(/\s+$/, '');
  const current = row.kind === 'box' ? all[row.box]?.[spec.field as keyof SiBox] : all[row.box]?.Details[row.line]?.[spec.field as keyof SiBoxDetail];
  if (current === value) return all;
  if (row.kind === 'box') return patchBox(all, row.box, { [spec.field]: value });
  return patchLine(all, row.box, row.line, { [spec.field]: value });
}
