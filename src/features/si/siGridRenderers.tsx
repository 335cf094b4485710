import type { ReactNode } from 'react';
import { Button, Checkbox, type Intent } from '@blueprintjs/core';
import { Cell } from '@blueprintjs/table';
import type { SiBox } from '../../contract/si';
import type { WordsIn } from '../../i18n/words';
import { stopPresses } from '../../lib/stopPresses';
import { addLine, cellPath, removeBox, removeLine, type GridRow } from './boxGrid';
import { cellValue, type GridColumn } from './siGridColumns';
import { GridCell } from './SiGridCell';
import type { siWords } from './words';

type SiWords = WordsIn<typeof siWords>;

/** What a data cell of the box grid shows and how it is edited. */
export interface CellRenderContext {
  rows: GridRow[];
  boxes: SiBox[];
  /** The paths the check found wrong. */
  bad: Set<string>;
  hasFocus: boolean;
  w: SiWords;
  labelOf(row: GridRow, c: GridColumn): string;
  toggleNonIso(box: number): void;
  confirm(value: string, rowIndex?: number, columnIndex?: number): void;
  inputProps(label: string, multiline: boolean): object;
}

/** The cell renderer of one column: a tick box, a read-only value or an editable cell, red where the check found it wrong. */
export const gridCellRenderer =
  ({ rows, boxes, bad, hasFocus, w, labelOf, toggleNonIso, confirm, inputProps }: CellRenderContext) =>
  (c: GridColumn, columnIndex: number) =>
  (rowIndex: number) => {
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

/** What the actions column of the box grid works on. */
export interface ActionsRenderContext {
  rows: GridRow[];
  boxes: SiBox[];
  w: SiWords;
  boxName(box: number): string;
  onChange(boxes: SiBox[]): void;
  boxAction?(box: SiBox, index: number): ReactNode;
}

/** The actions column: a box row adds a goods line or removes the box (and the screen's own box action); a line row removes the line. */
export const gridActionsRenderer =
  ({ rows, boxes, w, boxName, onChange, boxAction }: ActionsRenderContext) =>
  (rowIndex: number) => {
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
