import { useCallback, useState } from 'react';
import { Button, Callout, type Intent } from '@blueprintjs/core';
import { Cell, Column, RenderMode, type EditableCellProps, type FocusedCellCoordinates } from '@blueprintjs/table';
import { KeyedTable } from '../../lib/KeyedTable';
import '@blueprintjs/table/lib/css/table.css';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { KeepTypingCell } from '../../lib/KeepTypingCell';
import { stopPresses } from '../../lib/stopPresses';
import { sheetCellText, type SheetColumn, type SheetRefusal } from './sheet';
import { type SheetKeysContext, TYPING, useSheetKeys, useSheetPaste } from './sheetKeys';
import { useStableCells } from './useStableCells';
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
