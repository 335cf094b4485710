import { Button, FileInput, FormGroup, H3, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { DOWNLOAD_AUDIENCES } from '../../../contract/portal/downloadCalls';
import { useWords } from '../../../i18n/words';
import { showToast, toastFailure } from '../../../ui/toaster';
import { useDeleteDownload, useDownloads, useUploadDownload } from '../api/downloads';
import { sizeOf } from './DownloadPage';
import { downloadWords } from './words';

type Audience = (typeof DOWNLOAD_AUDIENCES)[number];

/** The site's files to download (on /Portal/websiteConfig): upload one, see who may download each, delete. */
export function DownloadPanel({ company }: { company?: number }) {
  const w = useWords(downloadWords);
  const list = useDownloads(company);
  const send = useUploadDownload(company);
  const del = useDeleteDownload(company);
  const [f, setF] = useState({ Title: '', Category: '', Audience: 'PUBLIC' as Audience });
  const [file, setFile] = useState<File>();
  const onUpload = () =>
    file &&
    send.mutateAsync({ ...f, file }).then(() => {
      setF({ ...f, Title: '' });
      setFile(undefined);
      void showToast({ intent: 'success', message: w.uploaded });
    }, toastFailure);
  return (
    <section className="ptl-form" data-testid="portal-downloads">
      <H3>{w.files}</H3>
      {list.data?.Items.length ? (
        <HTMLTable compact striped className="ptl-table">
          <thead>
            <tr>
              <th>{w.fileTitle}</th>
              <th>{w.category}</th>
              <th>{w.audience}</th>
              <th>{w.size}</th>
              <th aria-label={w.remove} />
            </tr>
          </thead>
          <tbody>
            {list.data.Items.map((d) => (
              <tr key={d.Id}>
                <td>{d.Title}</td>
                <td>{d.Category}</td>
                <td>{w[`audience${d.Audience}`]}</td>
                <td>{sizeOf(d.Size)}</td>
                <td>
                  <Button
                    small
                    minimal
                    icon="trash"
                    intent="danger"
                    text={w.remove}
                    onClick={() => del.mutateAsync(d.Id).then(() => showToast({ message: w.removed }), toastFailure)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{w.noneYet}</p>
      )}
      <FormGroup label={w.fileTitle} labelFor="ptl-d-title" inline>
        <InputGroup id="ptl-d-title" value={f.Title} maxLength={100} onValueChange={(Title) => setF({ ...f, Title })} />
      </FormGroup>
      <FormGroup label={w.category} labelFor="ptl-d-cat" inline>
        <InputGroup id="ptl-d-cat" value={f.Category} maxLength={40} onValueChange={(Category) => setF({ ...f, Category })} />
      </FormGroup>
      <FormGroup label={w.audience} labelFor="ptl-d-aud" inline>
        <HTMLSelect id="ptl-d-aud" value={f.Audience} onChange={(e) => setF({ ...f, Audience: e.target.value as Audience })}>
          {DOWNLOAD_AUDIENCES.map((a) => (
            <option key={a} value={a}>
              {w[`audience${a}`]}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={w.file} labelFor="ptl-d-file">
        <FileInput
          text={file?.name ?? w.file}
          buttonText={w.browse}
          inputProps={{ id: 'ptl-d-file', accept: '.pdf,.xlsx,.docx' }}
          onInputChange={(e) => setFile((e.target as HTMLInputElement).files?.[0])}
        />
      </FormGroup>
      <Button intent="primary" icon="upload" text={w.upload} loading={send.isPending} disabled={!file || !f.Title.trim()} onClick={onUpload} />
    </section>
  );
}
