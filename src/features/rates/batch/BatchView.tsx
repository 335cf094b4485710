import { batchPreviewQueryOptions } from '../api/reads';
import { batchApplied, useApplyBatch, useCancelBatch, useSaveBatchRow } from '../api/batches';
import { Button, ButtonGroup, Callout, Card, H4, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { BatchRowWire, SheetRateWire } from '../../../contract/rates/batchCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { formatDate } from '../../../domain/dates';
import { commonWords } from '../../../i18n/commonWords';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { TablePager } from '../../../lib/DataTableParts';
import { saveDownload } from '../../../lib/saveFile';
import { useConfirm } from '../../../lib/useConfirm';
import { Gate } from '../../../session/Gate';
import { useJobProgress } from '../../../streams/jobProgress';
import { showToast } from '../../../ui/toaster';
import { BatchRowsGrid } from './BatchRowsGrid';
import { BATCH_KIND_WORDS, BATCH_STATUS_WORDS, batchWords } from './words';
import './batch.css';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';

const M = '/SeaFreight/FreightManagement';
const PAGE_SIZE = 50;
const fail = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/**
 * One batch as the desk works it (commercial.md §2.5 FreightResult and the preview of the batch
 * pages): its state in words and counts, its rows a page at a time (all, passing or refused),
 * apply — once, under an Idempotency-Key kept for this batch, so a retry after a lost answer
 * cannot apply it twice — cancel, and the refused rows as an Excel sheet.
 */
export function BatchView({ batchId, editable = false }: { batchId: number; editable?: boolean }) {
  const w = useWords(batchWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const queries = useQueryClient();
  const { dialog, ask } = useConfirm();
  const [outcome, setOutcome] = useState<'' | 'OK' | 'REFUSED'>('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const applyKey = useRef(newIdempotencyKey(`rate-batch-${batchId}`));
  // a large batch is applied by a background job: its progress comes over the live socket
  const [job, setJob] = useState<number>();
  const progress = useJobProgress(job);
  const jobRunning = job !== undefined && progress?.State !== 'DONE' && progress?.State !== 'FAILED';
  useEffect(() => {
    if (progress?.State !== 'DONE' && progress?.State !== 'FAILED') return;
    for (const queryKey of batchApplied(batchId)) void queries.invalidateQueries({ queryKey });
  }, [progress?.State, queries, batchId]);
  // each refreshes the batch and the batch list once it worked; the application the rates too (api/batches.ts)
  const applyBatch = useApplyBatch().mutateAsync;
  const cancelBatch = useCancelBatch().mutateAsync;
  const saveBatchRow = useSaveBatchRow().mutateAsync;
  const preview = useQuery(batchPreviewQueryOptions({ BatchId: batchId, Outcome: outcome, Page: page, PageSize: PAGE_SIZE }));
  if (preview.isPending) return <Spinner />;
  if (preview.isError)
    return (
      <Callout intent="danger" role="alert">
        {preview.error.message}
      </Callout>
    );
  const b = preview.data.Batch;
  const open = b.Status === 'VALIDATED' || b.Status === 'FAILED';

  const apply = async () => {
    const text = b.Kind === 'IMPORT' ? w.applyImportAsk(b.RowsOk) : w.applyChangeAsk(b.RowsOk);
    if (!(await ask({ text, confirm: w.apply, cancel: c.cancel }))) return;
    setBusy(true);
    try {
      const done = await applyBatch({ BatchId: batchId, key: applyKey.current });
      if (done.Job !== undefined) {
        setJob(done.Job);
        void showToast({ intent: 'primary', message: w.applyQueued });
        return;
      }
      void showToast({ intent: 'success', message: w.appliedToast(done.Applied) });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (!(await ask({ text: w.cancelAsk, confirm: w.cancel, cancel: c.close, intent: 'danger' }))) return;
    setBusy(true);
    try {
      await cancelBatch({ BatchId: batchId });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const saveRow = async (row: BatchRowWire, rate: SheetRateWire) => {
    try {
      const saved = await saveBatchRow({ BatchId: batchId, RowNo: row.RowNo, Rate: rate });
      void showToast({ intent: saved.Row.Errors.length ? 'warning' : 'success', message: w.rowSaved(!saved.Row.Errors.length) });
    } catch (err) {
      fail(err);
    }
  };
  const pages = Math.max(1, Math.ceil(preview.data.Rows.Total / PAGE_SIZE));
  return (
    <Card className="batch-view" data-testid="batch-view">
      {dialog}
      <H4>
        {w.batchTitle(b.Id, BATCH_KIND_WORDS[b.Kind][lang])}{' '}
        <Tag intent={b.Status === 'APPLIED' ? 'success' : b.Status === 'VALIDATED' ? 'primary' : 'none'} data-testid="batch-status">
          {BATCH_STATUS_WORDS[b.Status][lang]}
        </Tag>
      </H4>
      <p data-testid="batch-counts">
        {b.FileName ? `${b.FileName} · ` : ''}
        {w.counts(b.RowsTotal, b.RowsOk, b.RowsRefused)}
        {b.AppliedCount !== null ? ` · ${w.applied(b.AppliedCount)}` : ''}
      </p>
      <p className="bp6-text-muted">
        {w.by(b.CreatedByName, formatDate(b.CreatedAt, 'dateTime'))}
        {b.DecidedAt ? ` · ${w.decidedBy(b.DecidedByName, formatDate(b.DecidedAt, 'dateTime'))}` : ''}
        {b.NoticeTitle ? ` · ${w.notice}：${b.NoticeTitle}` : ''}
      </p>
      {job !== undefined && progress?.State !== 'DONE' ? (
        <div className="batch-view__job" data-testid="batch-job" role="status">
          <span>{progress?.State === 'FAILED' ? w.applyFailed : progress?.State === 'WAITING' ? w.applyRetrying : w.applying(progress?.Percent ?? 0)}</span>
          <ProgressBar
            value={(progress?.Percent ?? 0) / 100}
            intent={progress?.State === 'FAILED' ? 'danger' : 'primary'}
            animate={progress?.State !== 'FAILED'}
            stripes={progress?.State !== 'FAILED'}
          />
        </div>
      ) : null}
      <div className="batch-view__bar">
        <ButtonGroup>
          {(['', 'OK', 'REFUSED'] as const).map((o) => (
            <Button
              key={o}
              active={outcome === o}
              text={o === '' ? w.all : o === 'OK' ? w.passing : w.refused}
              onClick={() => {
                setOutcome(o);
                setPage(1);
              }}
            />
          ))}
        </ButtonGroup>
        {b.Status === 'VALIDATED' ? (
          <Gate access={RATES_ACCESS.batchApply}>
            <Button intent="primary" icon="play" text={w.apply} loading={busy || jobRunning} onClick={() => void apply()} />
          </Gate>
        ) : null}
        {open ? (
          <Gate access={RATES_ACCESS.batchApply}>
            <Button icon="cross" text={w.cancel} disabled={busy} onClick={() => void cancel()} />
          </Gate>
        ) : null}
        {b.RowsRefused ? (
          <Button icon="download" text={w.errorSheet} onClick={() => void saveDownload(`${ENDPOINTS.batchErrors}?BatchId=${b.Id}`).catch(fail)} />
        ) : null}
        {b.Status === 'APPLIED' ? (
          <Link to={b.Kind === 'IMPORT' ? `${M}/FreightDrafts` : `${M}/FCLFreight`}>{b.Kind === 'IMPORT' ? w.openDrafts : w.openRates}</Link>
        ) : null}
      </div>
      <BatchRowsGrid rows={preview.data.Rows.Items} kind={b.Kind} editable={editable && open} onSaveRow={saveRow} />
      {pages > 1 ? (
        <TablePager
          total={preview.data.Rows.Total}
          page={page}
          pages={pages}
          pageSize={PAGE_SIZE}
          onPage={(f) => setPage(f(page))}
          onPageSize={() => undefined}
        />
      ) : null}
    </Card>
  );
}
