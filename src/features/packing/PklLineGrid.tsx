import { useCallback, useMemo, useRef, useState } from 'react';
import { Button, Callout, type Intent } from '@blueprintjs/core';
import { Cell, Column, RenderMode, Table2, type EditableCellProps, type FocusedCellCoordinates } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import type { SiProblem } from '../../contract/si';
import type { PackingLine } from '../../domain/packing/check';
import { KeepTypingCell } from '../../lib/KeepTypingCell';
import { stopPresses } from '../../lib/stopPresses';
import { useWords, type WordsIn } from '../../i18n/words';
import { addLine, cellText, LINE_COLUMNS, pasteBlock, removeLine, setCell, type CellRefusal, type LineColumn } from './lineGrid';
import { FIELD_WORD } from './pklText';
import { packingWords } from './words';

type W = WordsIn<typeof packingWords>;

export interface PklLineGridProps {
  lines: readonly PackingLine[];
  onChange(lines: PackingLine[]): void;
  /** The check's problems (paths `/Lines/2/PKD_WEIGHT`): the cells they name are marked. */
  problems: readonly SiProblem[];
  readOnly?: boolean;
}

const columnWord = (c: LineColumn, w: W) => w[FIELD_WORD[c.field]!] as string;
const refusalText = (r: CellRefusal, w: W) => (r.why === 'notANumber' ? w.notANumber(r.value) : w.notAWholeNumber(r.value));
const printable = (e: React.KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

/** An editable cell that takes the focus only while the person works in the grid (as the SI grid's). */
function GridCell({ active, isFocused, ...props }: EditableCellProps & { active: boolean }) {
  return <KeepTypingCell {...props} isFocused={!!isFocused && active} />;
}

/**
 * The goods lines of one container in @blueprintjs/table, worked like the SI box grid: arrows or
 * Tab move, typing (or F2) edits, Enter confirms, Escape cancels, Delete empties a cell,
 * Ctrl+Enter adds a line, Ctrl+Delete removes one; rows copied from Excel paste from the focused
 * cell on (from the first cell when none is focused), adding lines as they need.
 */
export function PklLineGrid({ lines, onChange, problems, readOnly }: PklLineGridProps) {
  const w = useWords(packingWords);
  const [focused, setFocused] = useState<FocusedCellCoordinates>();
  const [hasFocus, setHasFocus] = useState(false);
  const [note, setNote] = useState<{ intent: Intent; text: string }>();
  const bad = useMemo(() => new Set(problems.filter((p) => p.Severity !== 'warning').map((p) => p.Path)), [problems]);
  const warned = useMemo(() => new Set(problems.filter((p) => p.Severity === 'warning').map((p) => p.Path)), [problems]);

  // cells get stable props (callbacks through a ref, input attributes cached): a cell being edited
  // keeps what is typed in it when the screen around it renders again
  const latest = useRef({ lines, onChange, w });
  latest.current = { lines, onChange, w };
  const attrs = useRef(new Map<string, object>());
  const inputProps = (label: string, multiline: boolean) => {
    const key = `${label}|${multiline}`;
    if (!attrs.current.has(key)) attrs.current.set(key, { customInputAttributes: { 'aria-label': label }, multiline, confirmOnEnterKey: multiline });
    return attrs.current.get(key)!;
  };
  const confirm = useCallback((value: string, rowIndex?: number, columnIndex?: number) => {
    const { lines: all, onChange: commit, w: say } = latest.current;
    const c = LINE_COLUMNS[columnIndex ?? -1];
    if (rowIndex === undefined || !c) return;
    const next = setCell(all, rowIndex, c, value);
    if (!Array.isArray(next)) return setNote({ intent: 'danger', text: `${say.lineNo(rowIndex + 1)} ${columnWord(c, say)}：${refusalText(next, say)}` });
    if (next !== all) commit(next);
  }, []);

  const tabTo = (e: React.KeyboardEvent) => {
    if (!focused) return false;
    const at = focused.row * LINE_COLUMNS.length + focused.col + (e.shiftKey ? -1 : 1);
    if (at < 0 || at >= lines.length * LINE_COLUMNS.length) return false;
    e.preventDefault();
    const input = e.target as HTMLElement;
    if (/^(INPUT|TEXTAREA)$/.test(input.tagName)) input.blur(); // leaving the input confirms it
    setFocused({ row: Math.floor(at / LINE_COLUMNS.length), col: at % LINE_COLUMNS.length, focusSelectionIndex: 0 });
    return true;
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (readOnly) return;
    if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey && tabTo(e)) return;
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' && focused && (e.ctrlKey || e.metaKey) && e.key === 'Delete') {
      // Ctrl+Delete removes the line even while one of its cells is open: the edit is cancelled first
      e.preventDefault();
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', keyCode: 27, which: 27, bubbles: true } as KeyboardEventInit));
      onChange(removeLine(lines, focused.row));
      return;
    }
    if (/^(INPUT|TEXTAREA)$/.test(target.tagName)) return; // the cell being edited has the other keys
    if (focused && (e.ctrlKey || e.metaKey) && e.key === 'Enter') {
      e.preventDefault();
      onChange(addLine(lines, focused.row));
    } else if (focused && (e.ctrlKey || e.metaKey) && (e.key === 'Delete' || e.key === 'Backspace')) {
      e.preventDefault();
      onChange(removeLine(lines, focused.row));
    } else if (focused && (e.key === 'Delete' || e.key === 'Backspace') && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey) {
      e.preventDefault(); // as in a spreadsheet: the focused cell is emptied
      confirm('', focused.row, focused.col);
    } else if (printable(e)) {
      e.stopPropagation(); // "/" or "?" typed into a cell starts editing, it does not open the palette
    } else if ((e.key === 'Process' || e.nativeEvent.keyCode === 229) && target.classList.contains('bp6-table-cell')) {
      // an input method (Chinese) sends no key presses: its first key opens the cell for editing (as F2)
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'F2', code: 'F2', keyCode: 113, which: 113, bubbles: true } as KeyboardEventInit));
    }
  };

  const onPaste = (e: React.ClipboardEvent) => {
    if (readOnly) return;
    const text = e.clipboardData.getData('text/plain');
    const typing = /^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName);
    if (!text || (typing && !/[\t\n]/.test(text.trim()))) return; // one value into the cell being edited: as usual
    e.preventDefault();
    const out = pasteBlock(lines, text, focused?.row ?? 0, focused?.col ?? 0);
    if (out.lines !== lines) onChange(out.lines);
    const said = [
      w.cellsPasted(out.cells),
      ...(out.headerSkipped ? [w.headerLeftOut] : []),
      ...(out.dropped ? [w.rowsDropped(out.dropped)] : []),
      ...out.refused.map((r) => w.pastedCellRefused(r.row, w[FIELD_WORD[r.column]!] as string, refusalText(r.refusal, w))),
    ];
    setNote({ intent: out.refused.length || out.dropped ? 'warning' : 'primary', text: said.join(' · ') });
  };

  const cellRenderer = (c: LineColumn, columnIndex: number) => (rowIndex: number) => {
    const path = `/Lines/${rowIndex}/${c.field}`;
    const intent: Intent = bad.has(path) ? 'danger' : warned.has(path) ? 'warning' : 'none';
    const label = `${w.lineNo(rowIndex + 1)} ${columnWord(c, w)}`;
    const value = cellText(lines[rowIndex], c);
    if (readOnly)
      return (
        <Cell intent={intent} tooltip={label}>
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
        editableTextProps={inputProps(label, !!c.multiline)}
      />
    );
  };

  const actionsRenderer = (rowIndex: number) => (
    <Cell interactive>
      <div className="pkl-grid__actions" ref={stopPresses}>
        <Button size="small" variant="minimal" icon="add" aria-label={w.addLine} onClick={() => onChange(addLine(lines, rowIndex))} />
        <Button
          size="small"
          variant="minimal"
          icon="trash"
          disabled={lines.length <= 1}
          aria-label={w.removeLine(rowIndex + 1)}
          onClick={() => onChange(removeLine(lines, rowIndex))}
        />
      </div>
    </Cell>
  );

  const columns = LINE_COLUMNS.map((c, i) => <Column key={c.field} name={columnWord(c, w)} cellRenderer={cellRenderer(c, i)} />);
  if (!readOnly) columns.push(<Column key="actions" name={w.actions} cellRenderer={actionsRenderer} />);

  return (
    <div className="pkl-grid">
      {readOnly ? null : <p className="data-table__hint">{w.gridHint}</p>}
      {note && (
        <Callout intent={note.intent} data-testid="paste-note">
          {note.text}
        </Callout>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's own cells take the focus; this wrapper only hears their keys and pastes as they bubble */}
      <div
        className="pkl-lines-grid"
        data-testid="pkl-grid"
        data-lines={lines.length}
        style={{ height: Math.min(34 + lines.length * 28 + 18, 420) }}
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
          numRows={lines.length}
          defaultRowHeight={28}
          enableFocusedCell
          enableRowHeader
          renderMode={RenderMode.NONE}
          focusedCell={focused}
          onFocusedCell={setFocused}
          columnWidths={[...LINE_COLUMNS.map((c) => c.width), ...(readOnly ? [] : [80])]}
          cellRendererDependencies={[lines, bad, warned, focused, hasFocus, w, readOnly]}
          getCellClipboardData={(r, c) => (LINE_COLUMNS[c] ? cellText(lines[r], LINE_COLUMNS[c]!) : '')}
        >
          {columns}
        </Table2>
      </div>
    </div>
  );
}
