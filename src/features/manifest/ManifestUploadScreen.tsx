import { Button, Callout, Card, H2, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ManifestUploadAnswer } from '../../contract/manifest';
import { MANIFEST_ACCESS as A, MANIFEST_PATHS } from '../../contract/manifest/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { ImportReport } from '../../lib/DataTableParts';
import { FilePick } from '../../lib/FilePick';
import { saveDownload } from '../../lib/saveFile';
import { SHEET_ACCEPT } from '../../lib/sheetFile';
import { useSheetUpload } from '../../lib/useSheetUpload';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { manifestKeys, manifestUploadsQuery, manifestUploadUrl } from './api/manifest';
import { refreshManifestQueries } from './manifestQueries';
import { pagesOf, sideOf, type Side } from './pages';
import { manifestWords } from './words';
import './manifest.css';

/**
 * /mainifest/UploadList and /workbench/manifest/ManifestUpload (one screen): the Excel upload of
 * three sheets (主数据 Bills, 集装箱 Containers, 货物 Goods; the template to download). The file is
 * read and every row answered first — will create, will update, or refused with the reason naming
 * the sheet, row and column — in the import preview every import uses (useSheetUpload, ImportReport);
 * nothing is saved until the person confirms. Then the manifests it created and updated, every
 * row's answer, and the uploads before, who and when.
 */
export default function ManifestUploadScreen() {
  const w = useWords(manifestWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const route = useRoute();
  const client = useQueryClient();
  const side = sideOf(route.path);
  const mayUpload = useCan(A.manifestUpload);
  const [answer, setAnswer] = useState<ManifestUploadAnswer>();
  const sheet = useSheetUpload<ManifestUploadAnswer>((a) => {
    setAnswer(a);
    if (!a) return;
    void client.invalidateQueries({ queryKey: manifestKeys.uploads() });
    void refreshManifestQueries();
  });

  return (
    <section className="admin-screen mft-upload" data-testid="mft-upload">
      <H2>{route.title[lang]}</H2>
      <Card className="mft-card">
        <p className="mft-muted">{w.uploadHint}</p>
        <div className="mft-actions">
          {mayUpload ? (
            <FilePick
              text={w.upload}
              buttonText={c.chooseFile}
              inputProps={{ accept: SHEET_ACCEPT, 'aria-label': w.upload }}
              disabled={sheet.busy}
              onFile={(f) => void sheet.send(manifestUploadUrl(f), f)}
            />
          ) : null}
          <Button
            icon="download"
            text={w.downloadTemplate}
            onClick={() => void saveDownload(MANIFEST_PATHS.manifestUploadTemplate).catch((e: Error) => showToast({ intent: 'danger', message: e.message }))}
          />
          {sheet.busy ? <Spinner size={20} /> : null}
        </div>
        <ImportReport result={sheet.preview} onClose={sheet.cancel} onConfirm={() => void sheet.confirm()} confirming={sheet.busy} subject={w.blNo} />
        {answer ? <UploadAnswer answer={answer} side={side} /> : null}
      </Card>
      <UploadsCard side={side} />
    </section>
  );
}

/** Refused rows with their sheet (uploads of the one-sheet format before have none) and reasons. */
function RejectedRows({ rows }: { rows: readonly { Sheet?: string; Row: number; Reasons: readonly string[] }[] }) {
  const w = useWords(manifestWords);
  return (
    <HTMLTable compact className="mft-table" data-testid="mft-upload-rejected">
      <thead>
        <tr>
          <th>{w.row}</th>
          <th>{w.reasons}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.Sheet ?? ''}:${r.Row}`}>
            <td>{r.Sheet ? `${r.Sheet} · ${r.Row}` : r.Row}</td>
            <td>{r.Reasons.join('；')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** Manifests by id, each a link to its editor. */
function ManifestLinks({ ids, side }: { ids: readonly number[]; side: Side }) {
  return ids.map((id) => (
    <Link key={id} to={`${pagesOf(side).edit}?id=${id}`} style={{ marginRight: 8 }}>
      #{id}
    </Link>
  ));
}

/** What the confirmed upload did: the manifests created and updated, the rows refused. */
function UploadAnswer({ answer, side }: { answer: ManifestUploadAnswer; side: Side }) {
  const w = useWords(manifestWords);
  return (
    <div data-testid="mft-upload-answer">
      <Callout intent={answer.Rejected.length ? 'warning' : 'success'}>
        {w.uploadDone(answer.Created.length, answer.Updated.length)}
        {answer.Rejected.length ? ` · ${w.rowsRejected(answer.Rejected.length)}` : ''}
      </Callout>
      {answer.Created.length ? (
        <p>
          {w.createdManifests}: <ManifestLinks ids={answer.Created} side={side} />
        </p>
      ) : null}
      {answer.Updated.length ? (
        <p>
          {w.updatedManifests}: <ManifestLinks ids={answer.Updated} side={side} />
        </p>
      ) : null}
      {answer.Rejected.length ? <RejectedRows rows={answer.Rejected} /> : null}
    </div>
  );
}

/** The uploads before: file, rows, the manifests made, the reasons rows were refused, who and when. */
function UploadsCard({ side }: { side: Side }) {
  const w = useWords(manifestWords);
  const uploads = useQuery(manifestUploadsQuery());
  return (
    <Card className="mft-card">
      <H4>{w.uploads}</H4>
      {uploads.isPending ? (
        <Spinner size={20} />
      ) : uploads.isError ? (
        <Callout intent="danger">{uploads.error.message}</Callout>
      ) : !uploads.data.length ? (
        <NonIdealState icon="inbox" title={w.noUploads} />
      ) : (
        <HTMLTable compact striped className="mft-table" data-testid="mft-uploads">
          <thead>
            <tr>
              <th>{w.fileName}</th>
              <th>{w.rows}</th>
              <th>{w.madeManifests}</th>
              <th>{w.reasons}</th>
              <th>{w.uploadedBy}</th>
              <th>{w.uploadedAt}</th>
            </tr>
          </thead>
          <tbody>
            {uploads.data.map((u) => (
              <tr key={u.Id}>
                <td>{u.FileName}</td>
                <td>{u.Rows}</td>
                <td>
                  {u.Imported} <ManifestLinks ids={u.ManifestIds.slice(0, 5)} side={side} />
                </td>
                <td>{u.Rejected.length ? <RejectedRows rows={u.Rejected} /> : '—'}</td>
                <td>{u.CreatedBy}</td>
                <td>{formatDate(u.CreatedAt, 'dateTime')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}
