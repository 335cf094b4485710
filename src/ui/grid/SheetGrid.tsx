import { useCallback, useRef, useState } from 'react';
import { Button, Callout, type Intent } from '@blueprintjs/core';
import { Cell, Column, RenderMode, type EditableCellProps, type FocusedCellCoordinates } from '@blueprintjs/table';
import { KeyedTable } from '../../lib/KeyedTable';
import '@blueprintjs/table/lib/css/table.css';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { KeepTypingCell } from '../../lib/KeepTypingCell';
import { stopPresses } from '../../lib/stopPresses';
import { pasteSheet, setSheetCell, sheetCellText, type SheetColumn, type SheetRefusal } from './sheet';
import { sheetWords } from './words';
import './sheetGrid.css';

export interface SheetGridProps<R> {
  rows: readonly R[];
  columns: readonly SheetColumn<R>[];
  /** A column's name as the screen calls it (the header, a cell's label, a refusal's note). */
  title(field: string): string;
  onChange(rows: R[]): void;
  /** A new row (after `before`, the row above it). */
  blank(before: R | undefined): R;
  /** The check's problem path of each cell (`/Items/2/MFG_HSCODE`): the cells the problems name are marked. */
  pathOf(row: number, field: string): string;
  errors: ReadonlySet<string>;
  warnings: ReadonlySet<string>;
  readOnly?: boolean;
  /** Columns that cannot be edited (a sent manifest's container numbers). */
  locked?: ReadonlySet<string>;
  /** Extra read-only columns after the editable ones (the declared VGM). */
  extra?: { name: string; width: number; text(row: number): string }[];
  testId: string;
  /** The paste note's test id (`<testId>-note` when not given). */
  noteTestId?: string;
  /** The most rows (a paste beyond it is cut, with a note). */
  max?: number;
  /** The fewest rows: a row is not removed below it (a packing list keeps one goods line). */
  minRows?: number;
  /** The tallest the grid grows before it scrolls (px). */
  maxHeight?: number;
}

const TYPING = /^(INPUT|TEXTAREA)$/;
const printable = (e: React.KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/** An editable cell that takes the focus only while the person works in the grid. */
function GridCell({ active, isFocused, ...props }: EditableCellProps & { active: boolean }) {
  return <KeepTypingCell {...props} isFocused={!!isFocused && active} />;
}

/**
 * Rows in @blueprintjs/table, worked like a spreadsheet (the manifest's goods, containers and
 * allocation, the packing list's goods lines): arrows or Tab move (Tab on to the next row), typing
 * (or F2, or an input method's first key) edits, Enter confirms, Escape cancels, Delete empties a
 * cell, Ctrl+Enter adds a row, Ctrl+Delete removes one (even from a cell being edited); rows copied
 * from Excel paste from the focused cell on (the first cell when none is), adding rows as they
 * need, with a note of what was taken and refused. The screen names the columns.
 */
export function SheetGrid<R>({
  rows,
  columns,
  title,
  onChange,
  blank,
  pathOf,
  errors,
  warnings,
  readOnly,
  locked,
  extra = [],
  testId,
  noteTestId = `${testId}-note`,
  max = 500,
  minRows = 0,
  maxHeight = 360,
}: SheetGridProps<R>) {
  const w = useWords(sheetWords);
  const c = useWords(commonWords);
  const [focused, setFocused] = useState<FocusedCellCoordinates>();
  const [hasFocus, setHasFocus] = useState(false);
  const [note, setNote] = useState<{ intent: Intent; text: string }>();
  const refusalText = useCallback((r: SheetRefusal) => (r.why === 'notANumber' ? w.notANumber(r.value) : w.notAWholeNumber(r.value)), [w]);

  // cells get stable props (callbacks through a ref, input attributes cached): a cell being edited
  // keeps what is typed in it when the screen around it renders again
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
    [locked, refusalText, title, w],
  );
  const add = (after: number): R[] => (rows.length >= max ? [...rows] : [...rows.slice(0, after + 1), blank(rows[after]), ...rows.slice(after + 1)]);
  const remove = (at: number): R[] => (rows.length <= minRows ? [...rows] : rows.filter((_, i) => i !== at));

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

  const cellRenderer = (col: SheetColumn<R>, columnIndex: number) => (rowIndex: number) => {
    const path = pathOf(rowIndex, col.field);
    const intent: Intent = errors.has(path) ? 'danger' : warnings.has(path) ? 'warning' : 'none';
    const label = `${w.rowNo(rowIndex + 1)} ${title(col.field)}`;
    const value = sheetCellText(rows[rowIndex], col);
    if (readOnly || locked?.has(col.field))
      return (
        <Cell intent={intent} tooltip={label} className={locked?.has(col.field) ? 'sheet-grid__locked' : undefined}>
          {value}
        </Cell>
      );
    return (
      <GridCell
        active={hasFocus}
        value={value}
        intent={intent}
        tooltip={label}
        rowIndex={rowIndex}
        columnIndex={columnIndex}
        onConfirm={confirm}
        editableTextProps={inputProps(label, !!col.multiline)}
      />
    );
  };

  const actionsRenderer = (rowIndex: number) => (
    <Cell interactive>
      <div className="sheet-grid__actions" ref={stopPresses}>
        <Button size="small" variant="minimal" icon="add" aria-label={w.addRow} onClick={() => onChange(add(rowIndex))} />
        <Button
          size="small"
          variant="minimal"
          icon="trash"
          disabled={rows.length <= minRows}
          aria-label={w.removeRow(rowIndex + 1)}
          onClick={() => onChange(remove(rowIndex))}
        />
      </div>
    </Cell>
  );

  const cols = columns.map((col, i) => <Column key={col.field} name={title(col.field)} cellRenderer={cellRenderer(col, i)} />);
  for (const x of extra) cols.push(<Column key={`x-${x.name}`} name={x.name} cellRenderer={(r) => <Cell className="sheet-grid__locked">{x.text(r)}</Cell>} />);
  if (!readOnly) cols.push(<Column key="actions" name={c.actions} cellRenderer={actionsRenderer} />);

  return (
    <div className="sheet-grid">
      {note && (
        <Callout intent={note.intent} data-testid={noteTestId}>
          {note.text}
        </Callout>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's own cells take the focus; this wrapper only hears their keys and pastes as they bubble */}
      <div
        className="sheet-grid__table"
        data-testid={testId}
        data-rows={rows.length}
        style={{ height: Math.min(34 + Math.max(rows.length, 1) * 28 + 18, maxHeight) }}
        onFocus={() => setHasFocus(true)}
        onBlur={(e) => {
          if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setHasFocus(false);
        }}
        onKeyDown={onKeyDown}
        onKeyPressCapture={(e) => {
          if (e.key === 'Enter' && !TYPING.test((e.target as HTMLElement).tagName)) e.stopPropagation();
        }}
        onPaste={onPaste}
      >
        <KeyedTable
          numRows={rows.length}
          defaultRowHeight={28}
          enableFocusedCell
          enableRowHeader
          renderMode={RenderMode.NONE}
          focusedCell={focused}
          onFocusedCell={setFocused}
          columnWidths={[...columns.map((col) => col.width), ...extra.map((x) => x.width), ...(readOnly ? [] : [80])]}
          cellRendererDependencies={[rows, errors, warnings, focused, hasFocus, w, readOnly, locked]}
          getCellClipboardData={(r, col) => (columns[col] ? sheetCellText(rows[r], columns[col]!) : '')}
        >
          {cols}
        </KeyedTable>
      </div>
      {!readOnly && rows.length === 0 ? <Button icon="add" text={w.addRow} onClick={() => onChange([blank(undefined)])} /> : null}
    </div>
  );
}
