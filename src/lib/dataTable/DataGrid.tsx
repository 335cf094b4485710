import { type MutableRefObject, type ReactNode, useRef } from 'react';
import { Checkbox } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode } from '@blueprintjs/table';
import '@blueprintjs/table/lib/css/table.css';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { KeyedTable } from '../KeyedTable';
import { stopPresses } from '../stopPresses';
import type { DataColumn, ListSort, RowPick } from './types';

interface DataGridProps<T> {
  rows: T[];
  columns: DataColumn<T>[];
  sort: ListSort;
  onSort(key: string): void;
  actions?(row: T): ReactNode;
  actionsWidth?: number;
  actionsFirst?: boolean;
  onOpen?(row: T): void;
  pick?: RowPick<T>;
  picked: ReadonlyMap<number, T>;
  tick(row: T, on: boolean): void;
}

/** A column's header: its name, and a button sorting by it when it sorts (▲ or ▼ on the column sorted). */
function columnHeader<T>(c: DataColumn<T>, lang: 'zh' | 'en', sortBy: string, sort: DataGridProps<T>['sort'], onSort: DataGridProps<T>['onSort']) {
  return () => (
    <ColumnHeaderCell
      name={c.title[lang]}
      nameRenderer={(name) =>
        c.sortable ? (
          <button type="button" className="data-table__sort" title={sortBy} onClick={() => onSort(c.key)}>
            {name} {sort?.key === c.key ? (sort.desc ? '▼' : '▲') : ''}
          </button>
        ) : (
          <span>{name}</span>
        )
      }
    />
  );
}

/**
 * One page of a list as @blueprintjs/table draws it: a column per field (sortable by its header,
 * its text copied as is), the row's buttons in a column of their own (last, or first and frozen on
 * a wide grid) with the tick box for a bulk action; Enter on a focused row or a double click opens it.
 */
export function DataGrid<T>(props: DataGridProps<T>) {
  const { rows, columns, picked } = props;
  const lang = useLanguage();
  const t = useT();
  // a ref, not state: re-rendering on the press that focuses a cell would lose a button's click
  const focusedRow: MutableRefObject<number | undefined> = useRef<number | undefined>(undefined);
  // the buttons' column, last or (a wide grid) first and frozen
  const lead = props.actions && props.actionsFirst ? 1 : 0;
  const order = <X,>(cells: X[], buttons: X[]) => (lead ? [...buttons, ...cells] : [...cells, ...buttons]);
  const textOf = (c: DataColumn<T>, row: T) => (c.text ? c.text(row, lang) : String((row as Record<string, unknown>)[c.key] ?? ''));
  const header = (c: DataColumn<T>) => columnHeader(c, lang, t('tableSortBy'), props.sort, props.onSort);
  const buttons = (r: number) => (
    <Cell interactive>
      {/* the table's drag-selection takes mouse presses; a button's press is the button's */}
      <div className="data-table__actions" ref={stopPresses}>
        {props.pick && (props.pick.can?.(rows[r]!) ?? true) && (
          <Checkbox
            className="data-table__pick"
            aria-label={t('tablePickRow')}
            checked={picked.has(props.pick.key(rows[r]!))}
            onChange={(e) => props.tick(rows[r]!, e.currentTarget.checked)}
          />
        )}
        {props.actions!(rows[r]!)}
      </div>
    </Cell>
  );

  return (
    <div
      className="data-table__grid"
      style={{ height: Math.min(36 + rows.length * 30, 640) }}
      // capture: the table itself moves its focus down on Enter, after this has read the row
      onKeyDownCapture={(e) => {
        const at = focusedRow.current;
        if (e.key === 'Enter' && !(e.ctrlKey || e.metaKey || e.altKey) && at !== undefined && rows[at] && props.onOpen) props.onOpen(rows[at]!);
      }}
    >
      <KeyedTable
        numRows={rows.length}
        defaultRowHeight={30}
        // cells drawn at once (a page is at most 200 rows): batched drawing re-mounts them
        // between a button's press and release, and the click would be lost
        renderMode={RenderMode.NONE}
        // the table keeps drawn cells until these change: a refetch with the same number of rows
        // (a status changed live) must redraw them, not only a change in the row count
        cellRendererDependencies={[rows, lang, picked]}
        enableFocusedCell
        onFocusedCell={(cell) => (focusedRow.current = cell.row)}
        columnWidths={order([...columns.map((c) => c.width ?? 140)], props.actions ? [props.actionsWidth ?? 200] : [])}
        numFrozenColumns={lead}
        enableRowHeader={false}
        getCellClipboardData={(row, col) => (columns[col - lead] ? textOf(columns[col - lead]!, rows[row]!) : '')}
      >
        {order(
          columns.map((c) => (
            <Column
              key={c.key}
              name={c.title[lang]}
              columnHeaderCellRenderer={header(c)}
              cellRenderer={(r) => (
                <Cell tooltip={textOf(c, rows[r]!)} intent={c.intent?.(rows[r]!)}>
                  {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse's way to open a row; from the keyboard Enter on the focused row opens it */}
                  <span className="data-table__text" onDoubleClick={() => props.onOpen?.(rows[r]!)}>
                    {textOf(c, rows[r]!)}
                  </span>
                </Cell>
              )}
            />
          )),
          props.actions ? [<Column key="__actions" name={t('tableActions')} cellRenderer={buttons} />] : [],
        )}
      </KeyedTable>
    </div>
  );
}
