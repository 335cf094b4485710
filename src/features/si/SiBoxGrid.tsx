import { useMemo, useState, type ReactNode } from 'react';
import { Callout } from '@blueprintjs/core';
import { Column, RenderMode, type FocusedCellCoordinates } from '@blueprintjs/table';
import { KeyedTable } from '../../lib/KeyedTable';
import '@blueprintjs/table/lib/css/table.css';
import type { SiBox, SiProblem } from '../../contract/si';
import { useLanguage } from '../../i18n/language';
import { gridRows, patchBox } from './boxGrid';
import { cellText, COLUMNS } from './siGridColumns';
import { onGridKeyDown, stopConfirmingEnter } from './siGridKeys';
import { type GridNote, gridPasteText, pasteIntoGrid } from './siGridPaste';
import { gridActionsRenderer, gridCellRenderer } from './siGridRenderers';
import { useCellConfirm, useCellLabels } from './gridCellHooks';
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
  const [note, setNote] = useState<GridNote>();
  const bad = useMemo(() => new Set(problems.map((p) => p.Path)), [problems]);

  const { boxName, labelOf } = useCellLabels(boxes, w, lang);

  const { confirm, inputProps } = useCellConfirm(boxes, rows, onChange, w, setNote);

  const toggleNonIso = (i: number) => onChange(patchBox(boxes, i, { TBX_NON_ISO: !boxes[i]!.TBX_NON_ISO }));

  const onKeyDown = (e: React.KeyboardEvent) => onGridKeyDown(e, { focused, rows, boxes, onChange, setFocused, confirm, toggleNonIso });

  const onPaste = (e: React.ClipboardEvent) => {
    const text = gridPasteText(e);
    if (!text) return;
    e.preventDefault();
    const pasted = pasteIntoGrid(text, boxes, focused, w);
    if (pasted.boxes) onChange(pasted.boxes);
    setNote(pasted.note);
  };

  const cellRenderer = gridCellRenderer({ rows, boxes, bad, hasFocus, w, labelOf, toggleNonIso, confirm, inputProps });
  const actionsRenderer = gridActionsRenderer({ rows, boxes, w, boxName, onChange, boxAction });

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
        onKeyPressCapture={stopConfirmingEnter}
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
