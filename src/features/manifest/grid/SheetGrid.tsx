import { useCallback, useRef, useState } from 'react';
import { Button, Callout, type Intent } from '@blueprintjs/core';
import { Cell, Column, RenderMode, Table2, type EditableCellProps, type FocusedCellCoordinates } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { KeepTypingCell } from '../../../lib/KeepTypingCell';
import { stopPresses } from '../../../lib/stopPresses';
import { useWords } from '../../../i18n/words';
import { manifestWords } from '../words';
import { pasteSheet, setSheetCell, sheetCellText, type SheetColumn, type SheetRefusal } from './sheet';

export interface SheetGridProps<R> {
  rows: readonly R[];
  columns: readonly SheetColumn<R>[];
  /** A column's name as the header shows it. */
  title(field: string): string;
  onChange(rows: R[]): void;
  /** A new row (after `before`, the row above it). */
  blank(before: R | undefined): R;
  /** The check's problem paths of each cell (`/Items/2/MFG_HSCODE`): the cells they name are marked. */
  pathOf(row: number, field: string): string;
  errors: ReadonlySet<string>;
  warnings: ReadonlySet<string>;
  readOnly?: boolean;
  /** Columns that cannot be edited (a sent manifest's container numbers). */
  locked?: ReadonlySet<string>;
  /** Extra read-only columns after the editable ones (the declared VGM). */
  extra?: { name: string; width: number; text(row: number): string }[];
  testId: string;
  max?: number;
}

/** An editable cell that takes the focus only while the person works in the grid. */
function GridCell({ active, isFocused, ...props }: EditableCellProps & { active: boolean }) {
  return <KeepTypingCell {...props} isFocused={!!isFocused && active} />;
}

/**
 * Rows in @blueprintjs/table, worked like a spreadsheet (the packing-list grid's keys): arrows or Tab
 * move, typing (or F2) edits, Enter confirms, Escape cancels, Delete empties a cell, Ctrl+Enter adds
 * a row, Ctrl+Delete removes one; rows copied from Excel paste from the focused cell on, adding rows
 * as they need, with a note of what was taken and refused.
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
  max = 500,
}: SheetGridProps<R>) {
  const w = useWords(manifestWords);
  const [focused, setFocused] = useState<FocusedCellCoordinates>();
  const [hasFocus, setHasFocus] = useState(false);
  const [note, setNote] = useState<{ intent: Intent; text: string }>();
  const refusalText = useCallback((r: SheetRefusal) => (r.why === 'notANumber' ? w.notANumber(r.value) : w.notAWholeNumber(r.value)), [w]);

  const latest = useRef({ rows, onChange, columns });
  latest.current = { rows, onChange, columns };
  const attrs = useRef(new Map<string, object>());
  const inputProps = (label: string) => {
    if (!attrs.current.has(label)) attrs.current.set(label, { customInputAttributes: { 'aria-label': label } });
    return attrs.current.get(label)!;
  };
  const confirm = useCallback(
    (value: string, rowIndex?: number, columnIndex?: number) => {
      const { rows: all, onChange: commit, columns: cols } = latest.current;
      const c = cols[columnIndex ?? -1];
      if (rowIndex === undefined || !c || locked?.has(c.field)) return;
      const next = setSheetCell(all, rowIndex, c, value);
      if (!Array.isArray(next)) return setNote({ intent: 'danger', text: `${w.lineNo(rowIndex + 1)} ${title(c.field)}：${refusalText(next)}` });
      if (next !== all) commit(next);
    },
    [locked, refusalText, title, w],
  );
  const add = (after: number): R[] => (rows.length >= max ? [...rows] : [...rows.slice(0, after + 1), blank(rows[after]), ...rows.slice(after + 1)]);
  const remove = (at: number) => rows.filter((_, i) => i !== at);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (readOnly) return;
    const target = e.target as HTMLElement;
    if (/^(INPUT|TEXTAREA)$/.test(target.tagName)) return;
    if (focused && (e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      onChange(add(focused.row));
    } else if (focused && (e.ctrlKey || e.metaKey) && (e.key === 'Delete' || e.key === 'Backspace')) {
      e.preventDefault();
      onChange(remove(focused.row));
    } else if (focused && (e.key === 'Delete' || e.key === 'Backspace') && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      confirm('', focused.row, focused.col);
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      e.stopPropagation(); // a letter typed into a cell edits it; it is not a page's shortcut
    }
  };

  const onPaste = (e: React.ClipboardEvent) => {
    if (readOnly) return;
    const text = e.clipboardData.getData('text/plain');
    const typing = /^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName);
    if (!text || (typing && !/[\t\n]/.test(text.trim()))) return;
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

  const cellRenderer = (c: SheetColumn<R>, columnIndex: number) => (rowIndex: number) => {
    const path = pathOf(rowIndex, c.field);
    const intent: Intent = errors.has(path) ? 'danger' : warnings.has(path) ? 'warning' : 'none';
    const label = `${w.lineNo(rowIndex + 1)} ${title(c.field)}`;
    const value = sheetCellText(rows[rowIndex], c);
    if (readOnly || locked?.has(c.field))
      return (
        <Cell intent={intent} tooltip={label} className={locked?.has(c.field) ? 'mft-grid__locked' : undefined}>
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
        editableTextProps={inputProps(label)}
      />
    );
  };

  const actionsRenderer = (rowIndex: number) => (
    <Cell interactive>
      <div className="mft-grid__actions" ref={stopPresses}>
        <Button size="small" variant="minimal" icon="add" aria-label={w.addItem} onClick={() => onChange(add(rowIndex))} />
        <Button size="small" variant="minimal" icon="trash" aria-label={w.removeRow(rowIndex + 1)} onClick={() => onChange(remove(rowIndex))} />
      </div>
    </Cell>
  );

  const cols = columns.map((c, i) => <Column key={c.field} name={title(c.field)} cellRenderer={cellRenderer(c, i)} />);
  for (const x of extra) cols.push(<Column key={`x-${x.name}`} name={x.name} cellRenderer={(r) => <Cell className="mft-grid__locked">{x.text(r)}</Cell>} />);
  if (!readOnly) cols.push(<Column key="actions" name="" cellRenderer={actionsRenderer} />);

  return (
    <div className="mft-grid">
      {note && (
        <Callout intent={note.intent} data-testid={`${testId}-note`}>
          {note.text}
        </Callout>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's own cells take the focus; this wrapper only hears their keys and pastes as they bubble */}
      <div
        className="mft-grid__table"
        data-testid={testId}
        data-rows={rows.length}
        style={{ height: Math.min(34 + Math.max(rows.length, 1) * 28 + 18, 360) }}
        onFocus={() => setHasFocus(true)}
        onBlur={(e) => {
          if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setHasFocus(false);
        }}
        onKeyDown={onKeyDown}
        onKeyPressCapture={(e) => {
          if (e.key === 'Enter' && !/^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName)) e.stopPropagation();
        }}
        onPaste={onPaste}
      >
        <Table2
          numRows={rows.length}
          defaultRowHeight={28}
          enableFocusedCell
          enableRowHeader
          renderMode={RenderMode.NONE}
          focusedCell={focused}
          onFocusedCell={setFocused}
          columnWidths={[...columns.map((c) => c.width), ...extra.map((x) => x.width), ...(readOnly ? [] : [70])]}
          cellRendererDependencies={[rows, errors, warnings, focused, hasFocus, w, readOnly, locked]}
          getCellClipboardData={(r, c) => (columns[c] ? sheetCellText(rows[r], columns[c]!) : '')}
        >
          {cols}
        </Table2>
      </div>
      {!readOnly && rows.length === 0 ? <Button icon="add" text={w.addItem} onClick={() => onChange([blank(undefined)])} /> : null}
    </div>
  );
}
