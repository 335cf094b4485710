import { useCallback, useRef } from 'react';
import type { SiBox } from '../../contract/si';
import type { Language } from '../../i18n/language';
import type { WordsIn } from '../../i18n/words';
import type { GridRow } from './boxGrid';
import { setCell } from './gridEdit';
import type { GridNote } from './siGridPaste';
import { COLUMNS, type GridColumn } from './siGridColumns';
import type { siWords } from './words';

/**
 * The box grid's cells get stable props (callbacks through a ref, input attributes cached): a cell
 * being edited keeps what is typed in it when the screen around it renders again. Returns the
 * confirm every editable cell calls and the input attributes of a cell by its label.
 */
export function useCellConfirm(
  boxes: SiBox[],
  rows: GridRow[],
  onChange: (boxes: SiBox[]) => void,
  w: WordsIn<typeof siWords>,
  setNote: (note: GridNote) => void,
) {
  const latest = useRef({ boxes, rows, onChange, w });
  latest.current = { boxes, rows, onChange, w };
  const attrs = useRef(new Map<string, object>());
  const inputProps = (label: string, multiline: boolean) => {
    const key = `${label}|${multiline}`;
    if (!attrs.current.has(key)) attrs.current.set(key, { customInputAttributes: { 'aria-label': label }, multiline, confirmOnEnterKey: multiline });
    return attrs.current.get(key)!;
  };

  const confirm = useCallback(
    (value: string, rowIndex?: number, columnIndex?: number) => {
      const { boxes: all, rows: rs, onChange: commit, w: say } = latest.current;
      const row = rs[rowIndex ?? -1];
      const c = COLUMNS[columnIndex ?? -1];
      if (!row || !c) return;
      const next = setCell(all, row, c, value, say);
      if (typeof next === 'string') return setNote({ intent: 'danger', text: next });
      if (next !== all) commit(next);
    },
    [setNote],
  );

  return { confirm, inputProps };
}

/** A box's name on screen (its container, else "box n"), and a cell's label from it (the box, the line, the column). */
export function useCellLabels(boxes: SiBox[], w: WordsIn<typeof siWords>, lang: Language) {
  const boxName = useCallback((i: number) => boxes[i]?.TBX_CNNO || w.boxNo(i + 1), [boxes, w]);
  const labelOf = useCallback(
    (row: GridRow, c: GridColumn) =>
      row.kind === 'box' ? `${boxName(row.box)} ${c.word[lang]}` : `${boxName(row.box)} ${w.lineNo(row.line + 1)} ${c.word[lang]}`,
    [boxName, lang, w],
  );
  return { boxName, labelOf };
}
