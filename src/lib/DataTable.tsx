import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Callout, Checkbox, HTMLSelect, InputGroup, type Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Cell, Column, ColumnHeaderCell, RenderMode } from '@blueprintjs/table';
import { KeyedTable } from './KeyedTable';
import '@blueprintjs/table/lib/css/table.css';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Access } from '../contract/access';
import type { ImportResult } from '../contract/admin';
import type { ListCall } from '../contract/call';
import { useLanguage, type Language } from '../i18n/language';
import { useT } from '../i18n/useT';
import type { Bilingual } from '../i18n/bilingual';
import { ApiError, callApi, upload } from '../streams/callApi';
import { AccessGate } from '../ui/AccessGate';
import { showToast } from '../ui/toaster';
import { stopPresses } from './stopPresses';
import { ImportReport, TablePager } from './DataTableParts';
import { queryString } from './saveFile';
import { useListExport } from './listExport';
import { listExportPath, listImportPath, listKey } from './listKey';
import { SHEET_ACCEPT, sheetContentType } from './sheetFile';

export interface DataColumn<T> {
  /** The wire field; also the filter and sort name on the server. */
  key: string;
  title: Bilingual;
  width?: number;
  /** The cell's text (default: the field as text). */
  text?(row: T, lang: Language): string;
  sortable?: boolean;
  /** A text box (contains) or a choice (equals). */
  filter?: 'text' | { value: string; label: Bilingual }[];
  /** Filter on another server field than `key` (e.g. RoleNames for a Roles column). */
  filterKey?: string;
  /** The cell coloured by what the row says (a container event's anomaly in red). */
  intent?(row: T): Intent | undefined;
}

export interface DataTableProps<T> {
  /** The list as its contract declares it (`listCallOf`): the query, its key (`listKey` of its path), its export and import. */
  list: ListCall<T>;
  columns: DataColumn<T>[];
  /** Query parameters always sent (a scope, a stage). */
  fixed?: Record<string, string>;
  exportAccess?: Access;
  importAccess?: Access;
  /** The headers an import sheet may carry, told to the person. */
  importColumns?: string[];
  /** Buttons of a row, in a last column. */
  actions?(row: T): ReactNode;
  actionsWidth?: number;
  /** A grid wider than the screen: the buttons come first and stay put while it scrolls sideways. */
  actionsFirst?: boolean;
  /** Enter on a focused row, or a double click, opens it. */
  onOpen?(row: T): void;
  label: string;
  /** Extra toolbar content (an "add" button). */
  toolbar?: ReactNode;
  /**
   * Rows ticked for a bulk action: a box at the start of the buttons' column (rows `can` allows),
   * "select the page" and the bar of bulk buttons above the table. The ticks are cleared whenever
   * the page's rows are read again (a filter, another page, the refresh after the action).
   */
  pick?: { key(row: T): number; can?(row: T): boolean; bar(rows: T[]): ReactNode };
}

export { listKey };

/** A list's query as sent: the fields that have a value (as `queryString` sends them). */
const asked = (params: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number | boolean>;

/** No row ticked: one map, so the cells are not redrawn for a new empty one. */
const NO_TICKS: ReadonlyMap<number, unknown> = new Map();

/**
 * A long list (issue 4): @blueprintjs/table over server-side paging, sorting and filtering, with
 * Excel export and, where people fill the list by hand, import with a report of refused rows.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { list, columns, fixed, label } = props;
  const lang = useLanguage();
  const t = useT();
  const queries = useQueryClient();
  // a link may open the list filtered (`?TBI_STATUS=3` from the SI cockpit): the filters it names
  const [search] = useSearchParams();
  const linked = JSON.stringify(Object.fromEntries(columns.filter((c) => c.filter && search.has(c.key)).map((c) => [c.key, search.get(c.key)!])));
  const [filters, setFilters] = useState<Record<string, string>>(() => JSON.parse(linked));
  const [applied, setApplied] = useState<Record<string, string>>(() => JSON.parse(linked));
  const firstLink = useRef(linked);
  useEffect(() => {
    // the page kept open in its tab, reached again by another link
    if (linked !== firstLink.current) setFilters((f) => ({ ...f, ...JSON.parse(linked) }));
    firstLink.current = linked;
  }, [linked]);
  const [sort, setSort] = useState<{ key: string; desc: boolean }>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  // a ref, not state: re-rendering on the press that focuses a cell would lose a button's click
  const focusedRow = useRef<number | undefined>(undefined);
  // the buttons' column, last or (a wide grid) first and frozen
  const lead = props.actions && props.actionsFirst ? 1 : 0;
  const order = <X,>(cells: X[], buttons: X[]) => (lead ? [...buttons, ...cells] : [...cells, ...buttons]);
  const [importing, setImporting] = useState<ImportResult>();
  // the preview of a chosen sheet (written nothing yet) and the file, sent again to confirm it
  const [preview, setPreview] = useState<{ file: File; result: ImportResult }>();
  const [busy, setBusy] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);

  // Filters apply a moment after typing stops; the page goes back to 1.
  useEffect(() => {
    const id = window.setTimeout(() => {
      setApplied(filters);
      setPage(1);
    }, 300);
    return () => window.clearTimeout(id);
  }, [filters]);

  const params = useMemo(() => ({ ...fixed, ...applied, Sort: sort?.key, Desc: sort ? sort.desc : undefined }), [fixed, applied, sort]);
  const query = useQuery({
    queryKey: [...listKey(list.path), params, page, pageSize],
    // an empty filter is no filter: only the fields with a value are asked
    queryFn: () => callApi(list, asked({ ...params, Page: page, PageSize: pageSize })),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.Items ?? [];
  // the ticks belong to the page of rows they were made on: rows read again start with none
  const [ticks, setTicks] = useState<{ of: unknown; rows: ReadonlyMap<number, T> }>({ of: undefined, rows: new Map() });
  const picked = ticks.of === query.data ? ticks.rows : (NO_TICKS as ReadonlyMap<number, T>);
  const setPicked = (rows: ReadonlyMap<number, T>) => setTicks({ of: query.data, rows });
  const pickable = props.pick ? rows.filter((r) => props.pick!.can?.(r) ?? true) : [];
  const tick = (row: T, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(props.pick!.key(row), row);
    else next.delete(props.pick!.key(row));
    setPicked(next);
  };
  const total = query.data?.Total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  // a large export is a job on the server: its progress bar shows under the toolbar until the file comes
  const listExport = useListExport();
  const exportNow = () => listExport.start(`${listExportPath(list)}${queryString(params)}`);
  const importFile = async (file: File) => {
    setBusy('import');
    try {
      // the row report first: nothing is written until the person confirms it
      setPreview({ file, result: await upload<ImportResult>(`${listImportPath(list)}?DryRun=true`, file, sheetContentType(file)) });
    } catch (err) {
      showToast({ intent: 'danger', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(undefined);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const confirmImport = async () => {
    if (!preview?.result.Token) return;
    setBusy('import');
    try {
      const done = await upload<ImportResult>(`${listImportPath(list)}?Confirm=${preview.result.Token}`, preview.file, sheetContentType(preview.file));
      setImporting(done);
      await queries.invalidateQueries({ queryKey: listKey(list.path) });
    } catch (err) {
      showToast({ intent: 'danger', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setPreview(undefined);
      setBusy(undefined);
    }
  };

  const textOf = (c: DataColumn<T>, row: T) => (c.text ? c.text(row, lang) : String((row as Record<string, unknown>)[c.key] ?? ''));
  const header = (c: DataColumn<T>) => () => (
    <ColumnHeaderCell
      name={c.title[lang]}
      nameRenderer={(name) =>
        c.sortable ? (
          <button
            type="button"
            className="data-table__sort"
            title={t('tableSortBy')}
            onClick={() => setSort((s) => (s?.key === c.key ? { key: c.key, desc: !s.desc } : { key: c.key, desc: false }))}
          >
            {name} {sort?.key === c.key ? (sort.desc ? '▼' : '▲') : ''}
          </button>
        ) : (
          <span>{name}</span>
        )
      }
    />
  );

  return (
    <section className="data-table" aria-label={label}>
      <div className="data-table__toolbar">
        {columns
          .filter((c) => c.filter)
          .map((c) => {
            const key = c.filterKey ?? c.key;
            const value = filters[key] ?? '';
            const set = (v: string) => setFilters((f) => ({ ...f, [key]: v }));
            return c.filter === 'text' ? (
              <InputGroup key={key} size="small" leftIcon="filter" placeholder={c.title[lang]} aria-label={c.title[lang]} value={value} onValueChange={set} />
            ) : (
              <HTMLSelect
                key={key}
                aria-label={c.title[lang]}
                value={value}
                onChange={(e) => set(e.currentTarget.value)}
                options={[{ value: '', label: `${c.title[lang]}: ${t('tableAll')}` }, ...c.filter!.map((o) => ({ value: o.value, label: o.label[lang] }))]}
              />
            );
          })}
        <span className="data-table__spacer" />
        {props.pick && pickable.length > 0 && (
          <Checkbox
            className="data-table__pick-all"
            label={picked.size ? t('tablePicked').replace('{n}', String(picked.size)) : t('tablePickPage')}
            checked={picked.size > 0 && picked.size === pickable.length}
            indeterminate={picked.size > 0 && picked.size < pickable.length}
            onChange={(e) => setPicked(new Map(e.currentTarget.checked ? pickable.map((r) => [props.pick!.key(r), r]) : []))}
          />
        )}
        {props.pick && picked.size > 0 && props.pick.bar([...picked.values()])}
        {props.toolbar}
        <Button size="small" icon="refresh" aria-label={t('tableRefresh')} onClick={() => void query.refetch()} />
        {props.exportAccess && (
          <AccessGate access={props.exportAccess}>
            <Button size="small" icon="export" text={t('tableExport')} loading={listExport.busy} onClick={() => void exportNow()} />
          </AccessGate>
        )}
        {props.importAccess && (
          <AccessGate access={props.importAccess}>
            <Button size="small" icon="import" text={t('tableImport')} loading={busy === 'import'} onClick={() => fileInput.current?.click()} />
            <input
              ref={fileInput}
              type="file"
              accept={SHEET_ACCEPT}
              hidden
              data-testid="import-file"
              onChange={(e) => e.currentTarget.files?.[0] && void importFile(e.currentTarget.files[0])}
            />
          </AccessGate>
        )}
      </div>
      {listExport.bar}
      {query.error && (
        <Callout intent="danger" role="alert">
          {(query.error as Error).message}
        </Callout>
      )}
      {query.isPending ? (
        <Spinner aria-label="loading" />
      ) : rows.length === 0 ? (
        <NonIdealState icon="search" description={t('tableEmpty')} />
      ) : (
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
              props.actions
                ? [
                    <Column
                      key="__actions"
                      name={t('tableActions')}
                      cellRenderer={(r) => (
                        <Cell interactive>
                          {/* the table's drag-selection takes mouse presses; a button's press is the button's */}
                          <div className="data-table__actions" ref={stopPresses}>
                            {props.pick && (props.pick.can?.(rows[r]!) ?? true) && (
                              <Checkbox
                                className="data-table__pick"
                                aria-label={t('tablePickRow')}
                                checked={picked.has(props.pick.key(rows[r]!))}
                                onChange={(e) => tick(rows[r]!, e.currentTarget.checked)}
                              />
                            )}
                            {props.actions!(rows[r]!)}
                          </div>
                        </Cell>
                      )}
                    />,
                  ]
                : [],
            )}
          </KeyedTable>
        </div>
      )}
      <TablePager
        total={total}
        page={page}
        pages={pages}
        pageSize={pageSize}
        onPage={setPage}
        onPageSize={(n) => {
          setPageSize(n);
          setPage(1);
        }}
      />
      {props.importColumns && props.importAccess && (
        <AccessGate access={props.importAccess}>
          <p className="data-table__hint">
            {t('importColumns')}
            {props.importColumns.join('、')}
          </p>
        </AccessGate>
      )}
      <ImportReport result={preview?.result} onClose={() => setPreview(undefined)} onConfirm={() => void confirmImport()} confirming={busy === 'import'} />
      <ImportReport result={importing} onClose={() => setImporting(undefined)} />
    </section>
  );
}
