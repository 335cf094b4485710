import type { Intent } from '@blueprintjs/core';
import type { FocusedCellCoordinates } from '@blueprintjs/table';
import { useWords } from '../../i18n/words';
import { pasteSheet, type SheetColumn, type SheetRefusal } from './sheet';
import { sheetWords } from './words';

export const TYPING = /^(INPUT|TEXTAREA)$/;
const printable = (e: React.KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/** What the grid's keys and pastes work on. */
export interface SheetKeysContext<R> {
  rows: readonly R[];
  columns: readonly SheetColumn<R>[];
  readOnly?: boolean;
  focused: FocusedCellCoordinates | undefined;
  setFocused(cell: FocusedCellCoordinates): void;
  onChange(rows: R[]): void;
  /** The rows with a new one after `after` (none past the most). */
  add(after: number): R[];
  /** The rows without the one at `at` (none below the fewest). */
  remove(at: number): R[];
  confirm(value: string, rowIndex?: number, columnIndex?: number): void;
  blank(before: R | undefined): R;
  max: number;
  locked?: ReadonlySet<string>;
  title(field: string): string;
  refusalText(r: SheetRefusal): string;
  setNote(note: { intent: Intent; text: string }): void;
}

/**
 * The grid's keys, as in a spreadsheet: Tab on along the row and to the next, Delete empties a cell,
 * Ctrl+Enter adds a row, Ctrl+Delete removes one (even from a cell being edited), a printable key
 * edits the cell (not a page's shortcut), an input method's first key opens the cell (as F2).
 */
export function useSheetKeys<R>(x: SheetKeysContext<R>) {
  const { focused, setFocused, columns, rows, readOnly, onChange, add, remove, confirm } = x;
  // Tab and Shift+Tab move along the row and on to the next, as in a spreadsheet; from the grid's
  // last cell (or before its first) Tab leaves the grid as usual
  const tabTo = (e: React.KeyboardEvent) => {
    if (!focused) return false;
    const at = focused.row * columns.length + focused.col + (e.shiftKey ? -1 : 1);
    if (at < 0 || at >= rows.length * columns.length) return false;
    e.preventDefault();
    const input = e.target as HTMLElement;
    if (TYPING.test(input.tagName)) input.blur(); // leaving the input confirms it
    setFocused({ row: Math.floor(at / columns.length), col: at % columns.length, focusSelectionIndex: 0 });
    return true;
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (readOnly) return;
    if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey && tabTo(e)) return;
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' && focused && (e.ctrlKey || e.metaKey) && e.key === 'Delete') {
      // Ctrl+Delete removes the row even while one of its cells is open: the edit is cancelled first
      e.preventDefault();
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', keyCode: 27, which: 27, bubbles: true } as KeyboardEventInit));
      onChange(remove(focused.row));
      return;
    }
    if (TYPING.test(target.tagName)) return; // the cell being edited has the other keys
    if (focused && (e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      onChange(add(focused.row));
    } else if (focused && (e.ctrlKey || e.metaKey) && (e.key === 'Delete' || e.key === 'Backspace')) {
      e.preventDefault();
      onChange(remove(focused.row));
    } else if (focused && (e.key === 'Delete' || e.key === 'Backspace') && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
      e.preventDefault(); // as in a spreadsheet: the focused cell is emptied
      confirm('', focused.row, focused.col);
    } else if (printable(e)) {
      e.stopPropagation(); // a letter, "/" or "?" typed into a cell edits it; it is not a page's shortcut nor the palette
    } else if ((e.key === 'Process' || e.nativeEvent.keyCode === 229) && target.classList.contains('bp6-table-cell')) {
      // an input method (Chinese) sends no key presses: its first key opens the cell for editing (as F2)
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', code: 'F2', keyCode: 113, which: 113, bubbles: true } as KeyboardEventInit));
    }
  };
  return onKeyDown;
}

/** Rows copied from Excel paste from the focused cell on (the first when none is), adding rows as they need, with a note of what was taken and refused. */
export function useSheetPaste<R>(x: SheetKeysContext<R>) {
  const w = useWords(sheetWords);
  const { readOnly, columns, rows, blank, focused, max, locked, onChange, title, refusalText, setNote } = x;
  const onPaste = (e: React.ClipboardEvent) => {
    if (readOnly) return;
    const text = e.clipboardData.getData('text/plain');
    const typing = TYPING.test((e.target as HTMLElement).tagName);
    if (!text || (typing && !/[\t\n]/.test(text.trim()))) return; // one value into the cell being edited: as usual
    e.preventDefault();
    const out = pasteSheet(columns, rows, text, blank, { row: focused?.row ?? 0, column: focused?.col ?? 0, max, locked });
    if (out.cells) onChange(out.rows);
    const said = [
      w.cellsPasted(out.cells),
      ...(out.headerSkipped ? [w.headerLeftOut] : []),
      ...(out.dropped ? [w.rowsDropped(out.dropped)] : []),
      ...out.refused.map((r) => w.pastedCellRefused(r.row, title(r.column), refusalText(r.refusal))),
    ];
    setNote({ intent: out.refused.length || out.dropped ? 'warning' : 'primary', text: said.join(' · ') });
  };
  return onPaste;
}
