import { Button, Callout } from '@blueprintjs/core';
import { RenderMode } from '@blueprintjs/table';
import { KeyedTable } from '../../lib/KeyedTable';
import '@blueprintjs/table/lib/css/table.css';
import { commonWords } from '../../i18n/commonWords';
import { useWords } from '../../i18n/words';
import { sheetCellText } from './sheet';
import type { SheetGridProps } from './sheetGridProps';
import { sheetGridColumns } from './sheetGridColumns';
import { TYPING } from './sheetKeys';
import { useSheetGrid } from './useSheetGrid';
import { sheetWords } from './words';
import './sheetGrid.css';

export type { SheetGridProps } from './sheetGridProps';

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
  const { focused, setFocused, hasFocus, setHasFocus, note, inputProps, confirm, add, remove, onKeyDown, onPaste } = useSheetGrid({
    rows,
    columns,
    title,
    onChange,
    blank,
    readOnly,
    locked,
    max,
    minRows,
  });
  const cols = sheetGridColumns({
    ...{ rows, columns, title, onChange, pathOf, errors, warnings, readOnly, locked, extra, minRows },
    ...{ hasFocus, confirm, inputProps, add, remove },
    words: { rowNo: w.rowNo, addRow: w.addRow, removeRow: w.removeRow, actions: c.actions },
  });

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
