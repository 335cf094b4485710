import { Button, ButtonGroup, DialogFooter, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import type { ImportResult } from '../contract/admin';
import { useT } from '../i18n/useT';
import { AppDialog } from '../ui/AppDialog';
import { fill } from './fill';

interface PagerProps {
  total: number;
  page: number;
  pages: number;
  pageSize: number;
  onPage(update: (page: number) => number): void;
  /** A new page size (the list goes back to page 1). */
  onPageSize(size: number): void;
}

/** The list kit's pager (src/lib/DataTable.tsx): the total, previous and next page, the page size. */
export function TablePager({ total, page, pages, pageSize, onPage, onPageSize }: PagerProps) {
  const t = useT();
  return (
    <div className="data-table__pager">
      <span>{fill(t('tableTotal'), { n: total })}</span>
      <ButtonGroup>
        <Button size="small" icon="chevron-left" aria-label={t('tablePrev')} disabled={page <= 1} onClick={() => onPage((p) => p - 1)} />
        <Button size="small" minimal text={fill(t('tablePage'), { p: page, n: pages })} disabled />
        <Button size="small" icon="chevron-right" aria-label={t('tableNext')} disabled={page >= pages} onClick={() => onPage((p) => p + 1)} />
      </ButtonGroup>
      <HTMLSelect
        aria-label={t('tablePageSize')}
        value={pageSize}
        onChange={(e) => onPageSize(Number(e.currentTarget.value))}
        options={[10, 20, 50, 100, 200].map((n) => ({ value: n, label: String(n) }))}
      />
    </div>
  );
}

/** What an import did: how many rows went in, and each refused row with its reasons. */
export function ImportReport({
  result,
  onClose,
  onConfirm,
  confirming,
}: {
  result: ImportResult | undefined;
  onClose(): void;
  /** A preview (nothing written yet): the report asks before the rows are written. */
  onConfirm?(): void;
  confirming?: boolean;
}) {
  const t = useT();
  const preview = !!onConfirm;
  return (
    <AppDialog isOpen={!!result} onClose={onClose} title={t(preview ? 'importPreview' : 'importResult')}>
      {result && (
        <div className="bp6-dialog-body" data-testid={preview ? 'import-preview' : 'import-result'}>
          <p>{fill(t(preview ? 'importPreviewSummary' : 'importSummary'), { ok: result.Imported, bad: result.Rejected.length })}</p>
          {result.Rejected.length > 0 && (
            <HTMLTable compact striped>
              <thead>
                <tr>
                  <th>{t('importRow')}</th>
                  <th>{t('importReasons')}</th>
                </tr>
              </thead>
              <tbody>
                {result.Rejected.map((r) => (
                  <tr key={r.Row}>
                    <td>{r.Row}</td>
                    <td>{r.Reasons.join('；')}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </div>
      )}
      {preview && (
        <DialogFooter
          actions={
            <>
              <Button text={t('cancel')} onClick={onClose} />
              <Button intent="primary" text={t('importConfirm')} loading={confirming} disabled={!result?.Imported} onClick={onConfirm} />
            </>
          }
        />
      )}
    </AppDialog>
  );
}
