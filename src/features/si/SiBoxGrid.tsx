import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Callout, Checkbox, type Intent } from '@blueprintjs/core';
import { Cell, Column, RenderMode, type FocusedCellCoordinates } from '@blueprintjs/table';
import { KeyedTable } from '../../lib/KeyedTable';
import '@blueprintjs/table/lib/css/table.css';
import type { SiBox, SiProblem } from '../../contract/si';
import { applyPastedLines, parsePastedRows } from '../../domain/si/paste';
import { stopPresses } from '../../lib/stopPresses';
import { useLanguage } from '../../i18n/language';
import { addLine, cellPath, gridRows, patchBox, removeBox, removeLine, type GridRow } from './boxGrid';
import { setCell } from './gridEdit';
import { cellText, cellValue, COLUMNS, type GridColumn } from './siGridColumns';
import { GridCell, isPrintable } from './SiGridCell';
import './si.css';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';

export interface SiBoxGridProps {
  boxes: SiBox[];
  /** A confirmed cell, a pasted block, a line added or removed: the boxes as they are now. */
  onChange(boxes: SiBox[]): void;
  /** The check's problems, paths relative to the record (`/Boxes/0/TBX_SEALNO`). */
  problems: readonly SiProblem[];
  /** More controls of a box row (moving the container to another draft). */
  boxAction?(box: SiBox, index: number): ReactNode;
}

/**
 * Boxes and their goods lines in @blueprintjs/table, worked from the keyboard: arrows move, typing
 * (or F2, or a double click) edits, Enter confirms, Escape cancels; Ctrl+Enter adds a goods line,
 * Ctrl+Delete removes one, Space ticks "non-ISO". Rows copied from Excel — container, seal, HS,
 * goods, packages, weight, volume — fill the boxes they name; any other block pastes at the
 * focused cell.
 */
export function SiBoxGrid({ boxes, onChange, problems, boxAction }: SiBoxGridProps) {
  const w = useWords(siWords);
  const common = useWords(commonWords);
  const lang = useLanguage();
  const rows = useMemo(() => gridRows(boxes), [boxes]);
  const [focused, setFocused] = useState<FocusedCellCoordinates>();
  const [hasFocus, setHasFocus] = useState(false);
  const [note, setNote] = useState<{ intent: Intent; text: string }>();
  const bad = useMemo(() => new Set(problems.map((p) => p.Path)), [problems]);

  const boxName = useCallback((i: number) => boxes[i]?.TBX_CNNO || w.boxNo(i + 1), [boxes, w]);
  const labelOf = useCallback(
    (row: GridRow, c: GridColumn) =>
      row.kind === 'box' ? `${boxName(row.box)} ${c.word[lang]}` : `${boxName(row.box)} ${w.lineNo(row.line + 1)} ${c.word[lang]}`,
    [boxName, lang, w],
  );

  // Cells get stable props (callbacks through a ref, input attributes cached): a cell being edited
  // keeps what is typed in it when the screen around it renders again.
  const latest = useRef({ boxes, rows, onChange, w });
  latest.current = { boxes, rows, onChange, w };
  const attrs = useRef(new Map<string, object>());
  const inputProps = (label: string, multiline: boolean) => {
    const key = `${label}|${multiline}`;
    if (!attrs.current.has(key)) attrs.current.set(key, { customInputAttributes: { 'aria-label': label }, multiline, confirmOnEnterKey: multiline });
    return attrs.current.get(key)!;
  };

  const confirm = useCallback((value: string, rowIndex?: number, columnIndex?: number) => {
    const { boxes: all, rows: rs, onChange: commit, w: say } = latest.current;
    const row = rs[rowIndex ?? -1];
    const c = COLUMNS[columnIndex ?? -1];
    if (!row || !c) return;
    const next = setCell(all, row, c, value, say);
    if (typeof next === 'string') return setNote({ intent: 'danger', text: next });
    if (next !== all) commit(next);
  }, []);

  const toggleNonIso = (i: number) => onChange(patchBox(boxes, i, { TBX_NON_ISO: !boxes[i]!.TBX_NON_ISO }));

  // Tab and Shift+Tab move along the row (and on to the next), as in a spreadsheet; from the
  // grid's last cell (or before its first) Tab leaves the grid as usual
  const tabTo = (e: React.KeyboardEvent) => {
    if (!focused) return false;
    const at = focused.row * COLUMNS.length + focused.col + (e.shiftKey ? -1 : 1);
    if (at < 0 || at >= rows.length * COLUMNS.length) return false;
    e.preventDefault();
    const input = e.target as HTMLElement;
    if (/^(INPUT|TEXTAREA)$/.test(input.tagName)) input.blur(); // leaving the input confirms it
    setFocused({ row: Math.floor(at / COLUMNS.length), col: at % COLUMNS.length, focusSelectionIndex: 0 });
    return true;
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Tab' && !e.ctrlKey && !e.altKey && !e.metaKey && tabTo(e)) return;
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
  };

  const onPaste = (e: React.ClipboardEvent) => {
    const text = e.clipboardData.getData('text/plain');
    const typing = /^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName);
    if (!text || (typing && !text.includes('\t'))) return; // one value into the cell being edited: as usual
    e.preventDefault();
    const { lines, refused } = parsePastedRows(text);
    if (lines.length) {
      const applied = applyPastedLines(boxes, lines);
      onChange(applied.boxes);
      const taken = lines.filter((l) => !applied.unknown.includes(l.container)).length;
      setNote({
        intent: refused.length || applied.unknown.length ? 'warning' : 'primary',
        text: [w.rowsPasted(taken), ...refused.map((r) => w.rowNotRead(r.row, r.reason)), ...applied.unknown.map((c) => w.notOnThisSi(c))].join(
          w.noteSeparator,
        ),
      });
      return;
    }
    // not rows of the seven columns: a block of cells, pasted from the focused cell on
    if (!focused) return setNote({ intent: 'warning', text: w.selectCellFirstThen });
    let next = boxes;
    let cells = 0;
    const problemsSeen: string[] = [];
    text
      .replace(/\r?\n$/, '')
      .split(/\r?\n/)
      .forEach((line, dr) => {
        line.split('\t').forEach((value, dc) => {
          const row = gridRows(next)[focused.row + dr];
          const c = COLUMNS[focused.col + dc];
          if (!row || !c) return;
          const out = setCell(next, row, c, value.trim(), w);
          if (typeof out === 'string') problemsSeen.push(out);
          else if (out !== next) {
            next = out;
            cells += 1;
          }
        });
      });
    if (next !== boxes) onChange(next);
    setNote({ intent: problemsSeen.length ? 'warning' : 'primary', text: [w.cellsPasted(cells), ...problemsSeen].join(w.noteSeparator) });
  };

  const cellRenderer = (c: GridColumn, columnIndex: number) => (rowIndex: number) => {
    const row = rows[rowIndex]!;
    const box = boxes[row.box]!;
    const className = row.kind === 'box' ? 'si-grid__box' : 'si-grid__line';
    const spec = row.kind === 'box' ? c.box : c.line;
    if (!spec) return <Cell className={className}>{row.kind === 'line' && c.key === 'cnno' ? `└ ${w.lineNo(row.line + 1)}` : ''}</Cell>;
    const label = labelOf(row, c);
    const intent: Intent = bad.has(cellPath(row, spec.field)) ? 'danger' : 'none';
    const raw = cellValue(box, row, spec.field);
    if (spec.kind === 'check') {
      return (
        <Cell className={className} intent={intent} interactive>
          <div ref={stopPresses}>
            <Checkbox className="si-grid__check" aria-label={label} checked={!!raw} onChange={() => toggleNonIso(row.box)} />
          </div>
        </Cell>
      );
    }
    if (spec.kind === 'readonly')
      return (
        <Cell className={className} intent={intent} tooltip={label}>
          {String(raw ?? '')}
        </Cell>
      );
    return (
      <GridCell
        active={hasFocus}
        className={className}
        value={String(raw ?? '')}
        intent={intent}
        tooltip={label}
        rowIndex={rowIndex}
        columnIndex={columnIndex}
        onConfirm={confirm}
        editableTextProps={inputProps(label, !!spec.multiline)}
      />
    );
  };

  const actionsRenderer = (rowIndex: number) => {
    const row = rows[rowIndex]!;
    const box = boxes[row.box]!;
    const name = boxName(row.box);
    return (
      <Cell className={row.kind === 'box' ? 'si-grid__box' : 'si-grid__line'} interactive>
        <div className="si-grid__actions" ref={stopPresses}>
          {row.kind === 'box' ? (
            <>
              <Button
                size="small"
                variant="minimal"
                icon="add"
                text={w.addLine}
                aria-label={w.addGoodsLineTo(name)}
                onClick={() => onChange(addLine(boxes, row.box))}
              />
              <Button
                size="small"
                variant="minimal"
                icon="trash"
                disabled={boxes.length <= 1}
                aria-label={w.removeBoxOf(name)}
                title={w.removeBox}
                onClick={() => onChange(removeBox(boxes, row.box))}
              />
              {boxAction?.(box, row.box)}
            </>
          ) : (
            <Button
              size="small"
              variant="minimal"
              icon="trash"
              disabled={box.Details.length <= 1}
              aria-label={w.removeLineOf(name, row.line + 1)}
              onClick={() => onChange(removeLine(boxes, row.box, row.line))}
            />
          )}
        </div>
      </Cell>
    );
  };

  return (
    <div className="si-grid">
      <p className="data-table__hint">{w.arrowsOrTabMove}</p>
      {note && (
        <Callout intent={note.intent} data-testid="paste-note">
          {note.text}
        </Callout>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the grid's own cells take the focus; this wrapper only hears their keys and pastes as they bubble */}
      <div
        className="si-boxes"
        data-containers={boxes.map((b) => b.TBX_CNNO).join(',')}
        style={{ height: Math.min(34 + rows.length * 28 + 18, 460) }}
        // the person works in the grid once the focus comes into it (a click, a Tab): from then on
        // the focused cell holds the keyboard (cells only focus themselves while this holds)
        onFocus={() => setHasFocus(true)}
        // focus that goes nowhere (a confirmed cell's input leaving) stays with the grid; focus
        // taken by another field leaves it, and the grid no longer pulls it back on a re-render
        onBlur={(e) => {
          if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setHasFocus(false);
        }}
        onKeyDown={onKeyDown}
        // the keypress of the Enter that confirmed a cell reaches the cell again: it must not
        // start a new (empty) edit there
        onKeyPressCapture={(e) => {
          if (e.key === 'Enter' && !/^(INPUT|TEXTAREA)$/.test((e.target as HTMLElement).tagName)) e.stopPropagation();
        }}
        onPaste={onPaste}
      >
        <KeyedTable
          numRows={rows.length}
          defaultRowHeight={28}
          enableFocusedCell
          enableRowHeader={false}
          // every cell renders with the state that routes the keys: in batches (Blueprint's default)
          // a cell learned it had the focus frames later, so keys typed meanwhile went to the cell
          // that still thought it had it, or were dropped (issue 11: "3750⇥28.5" stored as 2 and 8.5)
          renderMode={RenderMode.NONE}
          // controlled, so Tab can move it too
          focusedCell={focused}
          onFocusedCell={setFocused}
          columnWidths={[...COLUMNS.map((c) => c.width), 240]}
          cellRendererDependencies={[boxes, bad, focused, hasFocus, lang]}
          getCellClipboardData={(r, c) => cellText(boxes, rows, r, c)}
        >
          {[
            ...COLUMNS.map((c, i) => <Column key={c.key} name={c.word[lang]} cellRenderer={cellRenderer(c, i)} />),
            <Column key="actions" name={common.actions} cellRenderer={actionsRenderer} />,
          ]}
        </KeyedTable>
      </div>
    </div>
  );
}
