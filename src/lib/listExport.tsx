import { ProgressBar } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { ENDPOINTS } from '../contract/endpoints';
import { useT } from '../i18n/useT';
import { useJobProgress } from '../streams/jobProgress';
import { downloadOrJob } from '../streams/http';
import { showToast } from '../ui/toaster';
import { fill } from './fill';
import { saveBlob, saveDownload } from './saveFile';

/**
 * A list's Excel export (DataTable's button): the file at once, or — a large export is a background
 * job on the server (server/http/exportJob.ts) — a progress bar from the job's live frames, and the
 * file downloaded when the job is done. `busy` while either runs.
 */
export function useListExport(): { busy: boolean; start(path: string): Promise<void>; bar: ReactNode } {
  const t = useT();
  const [waiting, setWaiting] = useState(false);
  const [job, setJob] = useState<{ id: number; rows: number }>();
  const progress = useJobProgress(job?.id);

  useEffect(() => {
    if (!job || (progress?.State !== 'DONE' && progress?.State !== 'FAILED')) return;
    setJob(undefined);
    if (progress.State === 'FAILED') {
      showToast({ intent: 'danger', message: t('exportJobFailed') });
      return;
    }
    saveDownload(`${ENDPOINTS.jobExportFile}?Id=${job.id}`).then(
      (name) => showToast({ intent: 'success', message: `${t('exported')}${name}` }),
      (err: unknown) => showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) }),
    );
  }, [job, progress?.State, t]);

  const start = async (path: string) => {
    setWaiting(true);
    try {
      const got = await downloadOrJob(path);
      if ('job' in got) setJob({ id: got.job, rows: got.rows });
      else showToast({ intent: 'success', message: `${t('exported')}${saveBlob(got.blob, got.fileName)}` });
    } catch (err) {
      showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setWaiting(false);
    }
  };

  const bar = job ? (
    <div className="data-table__export-job" role="status" data-testid="export-job">
      <span>{fill(t('exportInBackground'), { rows: job.rows })}</span>
      <ProgressBar value={(progress?.Percent ?? 0) / 100} intent="primary" />
    </div>
  ) : null;
  return { busy: waiting || job !== undefined, start, bar };
}
