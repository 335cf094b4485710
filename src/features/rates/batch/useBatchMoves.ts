import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BatchRowWire, BatchWire, SheetRateWire } from '../../../contract/rates/batchCalls';
import { commonWords } from '../../../i18n/commonWords';
import { useWords } from '../../../i18n/words';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import { useConfirm } from '../../../lib/useConfirm';
import { useJobProgress } from '../../../streams/jobProgress';
import { showToast } from '../../../ui/toaster';
import { batchApplied, useApplyBatch, useCancelBatch, useSaveBatchRow } from '../api/batches';
import { batchWords } from './words';

const fail = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/**
 * A batch's moves: apply — asked first, once, under an Idempotency-Key kept for this batch, so a
 * retry after a lost answer cannot apply it twice; a large batch by a background job whose progress
 * comes over the live socket — cancel (asked first), and a row corrected in place.
 */
export function useBatchMoves(batchId: number) {
  const w = useWords(batchWords);
  const c = useWords(commonWords);
  const queries = useQueryClient();
  const { dialog, ask } = useConfirm();
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
  const apply = async (b: BatchWire) => {
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
  return { dialog, busy, job, progress, jobRunning, apply, cancel, saveRow };
}
