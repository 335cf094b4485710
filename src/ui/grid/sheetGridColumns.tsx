import { Button, type Intent } from '@blueprintjs/core';
import { Cell, Column, type EditableCellProps } from '@blueprintjs/table';
import { KeepTypingCell } from '../../lib/KeepTypingCell';
import { stopPresses } from '../../lib/stopPresses';
import { sheetCellText, type SheetColumn } from './sheet';
import type { SheetGridProps } from './sheetGridProps';

/** An editable cell that takes the focus only while the person works in the grid. */
function GridCell({ active, isFocused, ...props }: EditableCellProps & { active: boolean }) {
  return <KeepTypingCell {...props} isFocused={!!isFocused && active} />;
}

type ColumnsOf<R> = Pick<SheetGridProps<R>, 'rows' | 'columns' | 'title' | 'onChange' | 'pathOf' | 'errors' | 'warnings' | 'readOnly' | 'locked'> & {
  extra: NonNullable<SheetGridProps<R>['extra']>;
  minRows: number;
  hasFocus: boolean;
  confirm(value: string, rowIndex?: number, columnIndex?: number): void;
  inputProps(label: string, multiline: boolean): object;
  add(after: number): R[];
  remove(at: number): R[];
  words: { rowNo(n: number): string; addRow: string; removeRow(n: number): string; actions: string };
};

/** The grid's columns: the editable ones (a cell marked by its problem), the read-only extras, the row actions. */
export function sheetGridColumns<R>({
  rows,
  columns,
  title,
  onChange,
  pathOf,
  errors,
  warnings,
  readOnly,
  locked,
  extra,
  minRows,
  hasFocus,
  confirm,
  inputProps,
  add,
  remove,
  words: w,
}: ColumnsOf<R>) {
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
  if (!readOnly) cols.push(<Column key="actions" name={w.actions} cellRenderer={actionsRenderer} />);
  return cols;
}
