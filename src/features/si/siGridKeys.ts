import type { FocusedCellCoordinates } from '@blueprintjs/table';
import type { SiBox } from '../../contract/si';
import { addLine, removeLine, type GridRow } from './boxGrid';
import { COLUMNS } from './siGridColumns';
import { isPrintable } from './SiGridCell';

/** What a key pressed in the box grid acts on: the focused cell, the rows, and the grid's own actions. */
export interface GridKeyContext {
  focused: FocusedCellCoordinates | undefined;
  rows: GridRow[];
  boxes: SiBox[];
  onChange(boxes: SiBox[]): void;
  setFocused(cell: FocusedCellCoordinates): void;
  confirm(value: string, rowIndex?: number, columnIndex?: number): void;
  toggleNonIso(box: number): void;
}

// Tab and Shift+Tab move along the row (and on to the next), as in a spreadsheet; from the
// grid's last cell (or before its first) Tab leaves the grid as usual
function tabTo(e: React.KeyboardEvent, { focused, rows, setFocused }: GridKeyContext) {
  if (!focused) return false;
  const at = focused.row * COLUMNS.length + focused.col + (e.shiftKey ? -1 : 1);
  if (at < 0 || at >= rows.length * COLUMNS.length) return false;
  e.preventDefault();
  const input = e.target as HTMLElement;
  if (/^(INPUT|TEXTAREA)$/.test(input.tagName)) input.blur(); // leaving the input confirms it
  setFocused({ row: Math.floor(at / COLUMNS.length), col: at % COLUMNS.length, focusSelectionIndex: 0 });
  return true;
}

/**
 * The grid worked from the keyboard: Tab moves, Ctrl+Enter adds a goods line, Ctrl+Delete removes
 * one, Delete empties the focused cell, Space ticks "non-ISO"; typing (or an input method) edits.
 */
export function onGridKeyDown(e: React.KeyboardEvent, ctx: GridKeyContext) {
  const { focused, rows, boxes, onChange, confirm, toggleNonIso } = ctx;
  if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey && tabTo(e, ctx)) return;
  const row = focused ? rows[focused.row] : undefined;
  const target = e.target as HTMLElement;
  if (target.tagName === 'INPUT' && row?.kind === 'line' && (e.ctrlKey || e.metaKey) && e.key === 'Delete') {
    // Ctrl+Delete removes the line even while one of its cells is open (a click on the focused
    // cell opens it): the edit is cancelled, as Escape would, and the line goes
    e.preventDefault();
    target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', keyCode: 27, which: 27, bubbles: true } as KeyboardEventInit));
    onChange(removeLine(boxes, row.box, row.line));
    return;
  }
  if (/^(INPUT|TEXTAREA)$/.test(target.tagName)) return; // the cell being edited has the other keys
  const col = focused ? COLUMNS[focused.col] : undefined;
  if (row && (e.ctrlKey || e.metaKey) && e.key === 'Enter') {
    e.preventDefault();
    onChange(addLine(boxes, row.box, row.kind === 'line' ? row.line : undefined));
  } else if (row?.kind === 'line' && (e.ctrlKey || e.metaKey) && (e.key === 'Delete' || e.key === 'Backspace')) {
    e.preventDefault();
    onChange(removeLine(boxes, row.box, row.line));
  } else if (focused && (e.key === 'Delete' || e.key === 'Backspace') && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
    e.preventDefault(); // as in a spreadsheet: the focused cell is emptied (a number becomes 0)
    confirm('', focused.row, focused.col);
  } else if (row?.kind === 'box' && col?.box?.kind === 'check' && e.key === ' ') {
    e.preventDefault();
    toggleNonIso(row.box);
  } else if (isPrintable(e)) {
    e.stopPropagation(); // "/" or "?" typed into a cell starts editing, it does not open the palette
  } else if ((e.key === 'Process' || e.nativeEvent.keyCode === 229) && (e.target as HTMLElement).classList.contains('bp6-table-cell')) {
    // an input method (Chinese) sends no key presses: its first key opens the cell for editing (as F2)
    e.target.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', code: 'F2', keyCode: 113, which: 113, bubbles: true } as KeyboardEventInit));
  }
}

// the keypress of the Enter that confirmed a cell reaches the cell again: it must not
// start a new (empty) edit there
export function stopConfirmingEnter(e: React.KeyboardEvent) {
  if (e.key === 'Enter' && !/^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName)) e.stopPropagation();
}
