import { batchPreviewQueryOptions } from '../api/reads';
import { Button, ButtonGroup, Callout, Card, H4, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { BatchWire } from '../../../contract/rates/batchCalls';
import { RATES_ACCESS } from '../../../contract/rates/module';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { TablePager } from '../../../lib/DataTableParts';
import { saveDownload } from '../../../lib/saveFile';
import { Gate } from '../../../session/Gate';
import { showToast } from '../../../ui/toaster';
import { BatchRowsGrid } from './BatchRowsGrid';
import { useBatchMoves } from './useBatchMoves';
import { BATCH_KIND_WORDS, BATCH_STATUS_WORDS, batchWords } from './words';
import './batch.css';

const M = '/SeaFreight/FreightManagement';
const PAGE_SIZE = 50;
const fail = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/** The batch's kind and state, its counts, who made and decided it and the notice it follows. */
function BatchHeading({ b }: { b: BatchWire }) {
  const w = useWords(batchWords);
  const lang = useLanguage();
  return (
    <>
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
    </>
  );
}

/** The apply job's progress bar while the server applies the batch (retrying, failed). */
function BatchJobProgress({ progress }: { progress: ReturnType<typeof useBatchMoves>['progress'] }) {
  const w = useWords(batchWords);
  return (
    <div className="batch-view__job" data-testid="batch-job" role="status">
      <span>{progress?.State === 'FAILED' ? w.applyFailed : progress?.State === 'WAITING' ? w.applyRetrying : w.applying(progress?.Percent ?? 0)}</span>
      <ProgressBar
        value={(progress?.Percent ?? 0) / 100}
        intent={progress?.State === 'FAILED' ? 'danger' : 'primary'}
        animate={progress?.State !== 'FAILED'}
        stripes={progress?.State !== 'FAILED'}
      />
    </div>
  );
}

/**
 * One batch as the desk works it (commercial.md §2.5 FreightResult and the preview of the batch
 * pages): its state in words and counts, its rows a page at a time (all, passing or refused),
 * apply — once, under an Idempotency-Key kept for this batch, so a retry after a lost answer
 * cannot apply it twice — cancel, and the refused rows as an Excel sheet.
 */
export function BatchView({ batchId, editable = false }: { batchId: number; editable?: boolean }) {
  const w = useWords(batchWords);
  const _lang = useLanguage();
  const [outcome, setOutcome] = useState<'' | 'OK' | 'REFUSED'>('');
  const [page, setPage] = useState(1);
  const { dialog, busy, job, progress, jobRunning, apply, cancel, saveRow } = useBatchMoves(batchId);
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

  const pages = Math.max(1, Math.ceil(preview.data.Rows.Total / PAGE_SIZE));
  return (
    <Card className="batch-view" data-testid="batch-view">
      {dialog}
      <BatchHeading b={b} />
      {job !== undefined && progress?.State !== 'DONE' ? <BatchJobProgress progress={progress} /> : null}
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
            <Button intent="primary" icon="play" text={w.apply} loading={busy || jobRunning} onClick={() => void apply(b)} />
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
