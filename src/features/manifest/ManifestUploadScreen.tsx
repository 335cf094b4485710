import { Button, Callout, Card, H2, H4, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MANIFEST_ACCESS as A, MANIFEST_PATHS } from '../../contract/manifest/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { FilePick } from '../../lib/FilePick';
import { saveDownload } from '../../lib/saveFile';
import { SHEET_ACCEPT } from '../../lib/sheetFile';
import { useCan } from '../../session/access';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { manifestKeys, manifestUploadsQuery, uploadManifests } from './api/manifest';
import { refreshManifestQueries } from './manifestQueries';
import { pagesOf, sideOf } from './pages';
import { manifestWords } from './words';
import './manifest.css';

type Answer = Awaited<ReturnType<typeof uploadManifests>>;

/**
 * /mainifest/UploadList and /workbench/manifest/ManifestUpload (one screen): the Excel upload (one row
 * per goods line in a container; the template to download) with the answer row by row — the
 * manifests it made, each refused row with its reasons — and the uploads before, who and when.
 */
export default function ManifestUploadScreen() {
  const w = useWords(manifestWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const route = useRoute();
  const client = useQueryClient();
  const side = sideOf(route.path);
  const mayUpload = useCan(A.manifestUpload);
  const uploads = useQuery(manifestUploadsQuery());
  const [answer, setAnswer] = useState<Answer>();
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    setBusy(true);
    setAnswer(undefined);
    try {
      setAnswer(await uploadManifests(file));
      await client.invalidateQueries({ queryKey: manifestKeys.uploads() });
      void refreshManifestQueries();
    } catch (e) {
      void showToast({ intent: 'danger', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const editHref = (id: number) => `${pagesOf(side).edit}?id=${id}`;

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
              disabled={busy}
              onFile={(f) => void send(f)}
            />
          ) : null}
          <Button
            icon="download"
            text={w.downloadTemplate}
            onClick={() => void saveDownload(MANIFEST_PATHS.manifestUploadTemplate).catch((e: Error) => showToast({ intent: 'danger', message: e.message }))}
          />
          {busy ? <Spinner size={20} /> : null}
        </div>
        {answer ? (
          <div data-testid="mft-upload-answer">
            <Callout intent={answer.Rejected.length ? 'warning' : 'success'}>
              {w.imported(answer.Imported)}
              {answer.Rejected.length ? ` · ${w.rowsRejected(answer.Rejected.length)}` : ''}
            </Callout>
            {answer.ManifestIds.length ? (
              <p>
                {w.madeManifests}:{' '}
                {answer.ManifestIds.map((id) => (
                  <Link key={id} to={editHref(id)} style={{ marginRight: 8 }}>
                    #{id}
                  </Link>
                ))}
              </p>
            ) : null}
            {answer.Rejected.length ? <RejectedRows rows={answer.Rejected} /> : null}
          </div>
        ) : null}
      </Card>
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
                    {u.Imported}{' '}
                    {u.ManifestIds.slice(0, 5).map((id) => (
                      <Link key={id} to={editHref(id)} style={{ marginRight: 4 }}>
                        #{id}
                      </Link>
                    ))}
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
    </section>
  );
}

function RejectedRows({ rows }: { rows: readonly { Row: number; Reasons: readonly string[] }[] }) {
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
          <tr key={r.Row}>
            <td>{r.Row}</td>
            <td>{r.Reasons.join('；')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
