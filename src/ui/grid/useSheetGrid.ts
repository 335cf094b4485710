import type { Intent } from '@blueprintjs/core';
import type { FocusedCellCoordinates } from '@blueprintjs/table';
import { useCallback, useState } from 'react';
import { useWords } from '../../i18n/words';
import type { SheetRefusal } from './sheet';
import { type SheetKeysContext, useSheetKeys, useSheetPaste } from './sheetKeys';
import type { SheetGridProps } from './sheetGridProps';
import { useStableCells } from './useStableCells';
import { sheetWords } from './words';

/** The sheet grid's working state: the focused cell, the paste note, adding and removing rows, the keys and the paste. */
export function useSheetGrid<R>({
  rows,
  columns,
  title,
  onChange,
  blank,
  readOnly,
  locked,
  max,
  minRows,
}: Pick<SheetGridProps<R>, 'rows' | 'columns' | 'title' | 'onChange' | 'blank' | 'readOnly' | 'locked'> & { max: number; minRows: number }) {
  const w = useWords(sheetWords);
  const [focused, setFocused] = useState<FocusedCellCoordinates>();
  const [hasFocus, setHasFocus] = useState(false);
  const [note, setNote] = useState<{ intent: Intent; text: string }>();
  const refusalText = useCallback((r: SheetRefusal) => (r.why === 'notANumber' ? w.notANumber(r.value) : w.notAWholeNumber(r.value)), [w]);

  const { inputProps, confirm } = useStableCells({ rows, onChange, columns, locked, title, refusalText, setNote });
  const add = (after: number): R[] => (rows.length >= max ? [...rows] : [...rows.slice(0, after + 1), blank(rows[after]), ...rows.slice(after + 1)]);
  const remove = (at: number): R[] => (rows.length <= minRows ? [...rows] : rows.filter((_, i) => i !== at));

  const ctx: SheetKeysContext<R> = {
    rows,
    columns,
    readOnly,
    focused,
    setFocused,
    onChange,
    add,
    remove,
    confirm,
    blank,
    max,
    locked,
    title,
    refusalText,
    setNote,
  };
  const onKeyDown = useSheetKeys(ctx);
  const onPaste = useSheetPaste(ctx);
  return { focused, setFocused, hasFocus, setHasFocus, note, inputProps, confirm, add, remove, onKeyDown, onPaste };
}
