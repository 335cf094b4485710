import { Button, Callout, Checkbox, NonIdealState, Spinner } from '@blueprintjs/core';
import { useT } from '../i18n/useT';
import { AccessGate } from '../ui/AccessGate';
import { DataGrid } from './dataTable/DataGrid';
import { ListFilters } from './dataTable/ListFilters';
import type { DataTableProps } from './dataTable/types';
import { useListImport } from './dataTable/useListImport';
import { useListQuery } from './dataTable/useListQuery';
import { useRowTicks } from './dataTable/useRowTicks';
import { ImportReport, TablePager } from './DataTableParts';
import { useListExport } from './listExport';
import { listExportPath, listKey } from './listKey';
import { queryString } from './saveFile';
import { SHEET_ACCEPT } from './sheetFile';

export type { DataColumn, DataTableProps } from './dataTable/types';
export { listKey };

/**
 * A long list (issue 4): @blueprintjs/table over server-side paging, sorting and filtering, with
 * Excel export and, where people fill the list by hand, import with a report of refused rows.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { list, columns, fixed, label } = props;
  const t = useT();
  const { query, params, filters, setFilters, sort, setSort, page, setPage, pageSize, setPageSize } = useListQuery(list, columns, fixed);
  const rows = query.data?.Items ?? [];
  const { picked, setPicked, pickable, tick } = useRowTicks(props.pick, rows, query.data);
  const total = query.data?.Total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // a large export is a job on the server: its progress bar shows under the toolbar until the file comes
  const listExport = useListExport();
  const exportNow = () => listExport.start(`${listExportPath(list)}${queryString(params)}`);
  const sheet = useListImport(list);

  return (
    <section className="data-table" aria-label={label}>
      <div className="data-table__toolbar">
        <ListFilters columns={columns} filters={filters} setFilters={setFilters} />
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
            <Button size="small" icon="import" text={t('tableImport')} loading={sheet.busy} onClick={() => sheet.fileInput.current?.click()} />
            <input
              ref={sheet.fileInput}
              type="file"
              accept={SHEET_ACCEPT}
              hidden
              data-testid="import-file"
              onChange={(e) => e.currentTarget.files?.[0] && void sheet.importFile(e.currentTarget.files[0])}
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
        <DataGrid
          rows={rows}
          columns={columns}
          sort={sort}
          onSort={(key) => setSort((s) => (s?.key === key ? { key, desc: !s.desc } : { key, desc: false }))}
          actions={props.actions}
          actionsWidth={props.actionsWidth}
          actionsFirst={props.actionsFirst}
          onOpen={props.onOpen}
          pick={props.pick}
          picked={picked}
          tick={tick}
        />
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
      <ImportReport
        result={sheet.preview?.result}
        onClose={() => sheet.setPreview(undefined)}
        onConfirm={() => void sheet.confirmImport()}
        confirming={sheet.busy}
      />
      <ImportReport result={sheet.importing} onClose={() => sheet.setImporting(undefined)} />
    </section>
  );
}
