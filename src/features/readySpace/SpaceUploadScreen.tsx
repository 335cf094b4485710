import { Button, Callout, Checkbox, H2, H4, ProgressBar } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SpaceUpload } from '../../contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PAGES as P } from '../../contract/readySpace/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { fill } from '../../lib/fill';
import { SHEET_ACCEPT } from '../../lib/sheetFile';
import { saveDownload } from '../../lib/saveFile';
import { ImportReport } from '../../lib/DataTableParts';
import { useRoute } from '../../ui/routeContext';
import { RowReport } from '../../ui/RowReport';
import { toastFailure } from '../../ui/toaster';
import { FilePick } from '../../lib/FilePick';
import { readySpaceKeys } from './api/keys';
import { checkSheet, importSheet } from './api/uploads';
import { spaceUploadMachine } from './machines/spaceUploadMachine';
import { readySpaceWords } from './words';
import { useJobProgress } from '../../streams/jobProgress';
import { readySpaceListCalls } from '../../contract/readySpace/listCalls';

/** The uploads' columns: when, which file, how many rows made listings or were refused, by whom. */
const UPLOAD_COLUMNS: DataColumn<SpaceUpload>[] = [
  { key: 'At', title: readySpaceWords.uploadedAt, width: 150, sortable: true, text: (u) => formatDate(u.At, 'dateTime') },
  { key: 'FileName', title: readySpaceWords.fileName, width: 220, sortable: true, filter: 'text' },
  { key: 'Rows', title: readySpaceWords.sheetRows, width: 80, text: (u) => String(u.Rows) },
  { key: 'Created', title: readySpaceWords.listingsCount, width: 80, text: (u) => String(u.Created) },
  { key: 'Refused', title: readySpaceWords.refusedCount, width: 80, text: (u) => String(u.Refused) },
  { key: 'By', title: readySpaceWords.uploadedBy, width: 100 },
];

/** A large upload's background job: its progress bar, or that it failed. */
function ImportJobProgress({ rows, progress }: { rows: number; progress: ReturnType<typeof useJobProgress> }) {
  const w = useWords(readySpaceWords);
  return (
    <Callout intent={progress?.State === 'FAILED' ? 'danger' : 'primary'} role="status" data-testid="ready-space-upload-job">
      {progress?.State === 'FAILED' ? w.importJobFailed : fill(w.importingInBackground, { rows: rows })}
      <ProgressBar value={(progress?.Percent ?? 0) / 100} intent={progress?.State === 'FAILED' ? 'danger' : 'primary'} animate={progress?.State !== 'FAILED'} />
    </Callout>
  );
}

/**
 * Batch publish from Excel (commercial.md §5.4 NowOrderUpload): the template, a sheet chosen and sent
 * (as drafts, or submitted for audit at once), then the row report — the listings made, each opening
 * on the edit page, and every refused row with its reasons — and the past uploads below.
 */
export default function SpaceUploadScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(readySpaceWords);
  const [submit, setSubmit] = useState(false);
  const [shown, setShown] = useState<Pick<SpaceUpload, 'Spaces' | 'Rejected'>>();
  const client = useQueryClient();
  // a large upload is applied by a background job on the server: its progress bar, then the lists read again
  const [job, setJob] = useState<{ Job: number; Rows: number }>();
  const progress = useJobProgress(job?.Job);
  useEffect(() => {
    if (progress?.State !== 'DONE' && progress?.State !== 'FAILED') return;
    if (progress.State === 'DONE') setJob(undefined);
    void client.invalidateQueries({ queryKey: readySpaceKeys.uploads() });
    void client.invalidateQueries({ queryKey: readySpaceKeys.spaces() });
  }, [progress?.State, client]);
  const uploading = useActorRef(
    spaceUploadMachine.provide({
      actors: {
        check: fromPromise(({ input }) => checkSheet(input)),
        import: fromPromise(({ input }) => importSheet(input.sheet, input.token)),
      },
      actions: {
        clearShown: () => setShown(undefined),
        imported: (_, { answer }) => {
          setJob('Job' in answer ? answer : undefined);
          setShown('Job' in answer ? undefined : answer);
          void client.invalidateQueries({ queryKey: readySpaceKeys.uploads() });
          void client.invalidateQueries({ queryKey: readySpaceKeys.spaces() });
        },
        failed: (_, { error }) => toastFailure(error),
      },
    }),
  );
  const upload = useSelector(uploading, (u) => u);
  const busy = upload.matches('checking') || upload.matches('importing');

  return (
    <section className="admin-screen" data-testid="ready-space-upload">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary">{w.uploadHint}</Callout>
      <div style={{ display: 'flex', gap: 12, margin: '12px 0', flexWrap: 'wrap', alignItems: 'center' }}>
        <Button icon="download" text={w.template} onClick={() => void saveDownload(ENDPOINTS.readySpaceImportTemplate).catch(toastFailure)} />
        <Checkbox checked={submit} label={w.submitUploaded} onChange={(e) => setSubmit(e.currentTarget.checked)} style={{ margin: 0 }} />
        <FilePick
          text={w.chooseSheet}
          disabled={busy}
          inputProps={{ accept: SHEET_ACCEPT, 'aria-label': w.chooseSheet }}
          onFile={(file) => uploading.send({ type: 'sheet.chosen', sheet: { file, submit } })}
        />
      </div>
      <ImportReport
        result={upload.context.report}
        onClose={() => uploading.send({ type: 'sheet.cancel' })}
        onConfirm={() => uploading.send({ type: 'sheet.confirm' })}
        confirming={upload.matches('importing')}
      />
      {job ? <ImportJobProgress rows={job.Rows} progress={progress} /> : null}
      {shown ? (
        <RowReport
          testId="ready-space-upload-outcome"
          summary={fill(w.uploadSummary, { ok: shown.Spaces.length, bad: shown.Rejected.length })}
          madeTitle={w.listingsMade}
          made={shown.Spaces.map((s) => ({ Id: s.Id, label: s.SpaceNo, to: `${P.publish}?id=${s.Id}` }))}
          rejected={shown.Rejected}
        />
      ) : null}
      <H4 style={{ marginTop: 16 }}>{w.pastUploads}</H4>
      <DataTable<SpaceUpload>
        list={readySpaceListCalls.uploads}
        label={w.pastUploads}
        exportAccess={A.readySpaceUploadsRead}
        columns={UPLOAD_COLUMNS}
        actions={(u) => <Button small minimal icon="eye-open" text={w.showRows} onClick={() => setShown(u)} />}
        onOpen={setShown}
      />
    </section>
  );
}
