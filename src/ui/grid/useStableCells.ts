import type { Intent } from '@blueprintjs/core';
import { useCallback, useRef } from 'react';
import { useWords } from '../../i18n/words';
import { setSheetCell, type SheetColumn, type SheetRefusal } from './sheet';
import { sheetWords } from './words';

/**
 * The cells' props kept stable (callbacks through a ref, input attributes cached): a cell being
 * edited keeps what is typed in it when the screen around it renders again. `confirm` writes a
 * cell's value (a refused value is a note, a locked column is left alone).
 */
export function useStableCells<R>(o: {
  rows: readonly R[];
  onChange(rows: R[]): void;
  columns: readonly SheetColumn<R>[];
  locked?: ReadonlySet<string>;
  title(field: string): string;
  refusalText(r: SheetRefusal): string;
  setNote(note: { intent: Intent; text: string }): void;
}) {
  const w = useWords(sheetWords);
  const { rows, onChange, columns, locked, title, refusalText, setNote } = o;
  const latest = useRef({ rows, onChange, columns });
  latest.current = { rows, onChange, columns };
  const attrs = useRef(new Map<string, object>());
  const inputProps = (label: string, multiline: boolean) => {
    const key = `${label}|${multiline}`;
    if (!attrs.current.has(key)) attrs.current.set(key, { customInputAttributes: { 'aria-label': label }, multiline, confirmOnEnterKey: multiline });
    return attrs.current.get(key)!;
  };
  const confirm = useCallback(
    (value: string, rowIndex?: number, columnIndex?: number) => {
      const { rows: all, onChange: commit, columns: cols } = latest.current;
      const col = cols[columnIndex ?? -1];
      if (rowIndex === undefined || !col || locked?.has(col.field)) return;
      const next = setSheetCell(all, rowIndex, col, value);
      if (!Array.isArray(next)) return setNote({ intent: 'danger', text: `${w.rowNo(rowIndex + 1)} ${title(col.field)}：${refusalText(next)}` });
      if (next !== all) commit(next);
    },
    [locked, refusalText, title, w, setNote],
  );
  return { inputProps, confirm };
}
