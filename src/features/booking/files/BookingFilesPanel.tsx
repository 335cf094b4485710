import { Button, Callout, Card, FileInput, H4, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOKING_FILE_BODY_TYPE, BOOKING_FILE_KINDS, type BookingFile, type BookingFileKind } from '../../../contract/booking/fileCalls';
import { BOOKING_ACCESS } from '../../../contract/booking/module';
import { ENDPOINTS } from '../../../contract/endpoints';
import { formatDate } from '../../../domain/dates';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { sizeText } from '../../../lib/fileSize';
import { saveDownload } from '../../../lib/saveFile';
import { useCan } from '../../../session/access';
import { apiData, upload } from '../../../streams/http';
import { showToast } from '../../../ui/toaster';
import { bookingFileWords, FILE_KIND_WORDS } from './words';

const fail = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/**
 * A booking's files (commercial.md §6.1 BookingFile): the list with downloads (the S/O first and
 * highlighted: the customer's "下载 S/O"), an upload for whoever holds the upload button (the desk
 * uploads the S/O once released), and delete for the uploader before release.
 */
export function BookingFilesPanel({ bookingId, released, desk }: { bookingId: number; released: boolean; desk: boolean }) {
  const w = useWords(bookingFileWords);
  const lang = useLanguage();
  const client = useQueryClient();
  const mayUpload = useCan(BOOKING_ACCESS.bookingFileUpload);
  const kinds = BOOKING_FILE_KINDS.filter((k) => (k === 'SO' ? desk && released : !desk || k !== 'BOOKING_NOTE'));
  const [kind, setKind] = useState<BookingFileKind>(kinds[0]!);
  const [busy, setBusy] = useState(false);
  const key = ['booking', 'files', bookingId];
  const files = useQuery({ queryKey: key, queryFn: () => apiData<BookingFile[]>('GET', `${ENDPOINTS.bookingFileList}?Id=${bookingId}`) });
  const refresh = () => client.invalidateQueries({ queryKey: ['booking'] });

  const send = async (file: File) => {
    setBusy(true);
    try {
      const q = new URLSearchParams({ Id: String(bookingId), Kind: kind, FileName: file.name });
      await upload<BookingFile>(`${ENDPOINTS.bookingFileUpload}?${q}`, file, BOOKING_FILE_BODY_TYPE);
      void showToast({ intent: 'success', message: `${w.uploaded}: ${file.name}` });
      await refresh();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (f: BookingFile) => {
    try {
      await apiData('POST', ENDPOINTS.bookingFileDelete, { Id: f.Id });
      void showToast({ intent: 'success', message: `${w.deleted}: ${f.FileName}` });
      await refresh();
    } catch (err) {
      fail(err);
    }
  };
  const list = [...(files.data ?? [])].sort((a, b) => Number(b.Kind === 'SO') - Number(a.Kind === 'SO'));
  const so = list.find((f) => f.Kind === 'SO');

  return (
    <Card data-testid="booking-files" style={{ marginTop: 12 }}>
      <H4>
        {w.files}{' '}
        {so ? (
          <Button
            intent="success"
            icon="download"
            text={w.downloadSo}
            data-testid="download-so"
            onClick={() => void saveDownload(`${ENDPOINTS.bookingFileDownload}?Id=${so.Id}`).catch(fail)}
          />
        ) : null}
      </H4>
      {files.isError ? <Callout intent="danger">{files.error.message}</Callout> : null}
      {list.length ? (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{w.fileKind}</th>
              <th>{w.fileName}</th>
              <th>{w.size}</th>
              <th>{w.uploadedBy}</th>
              <th>{w.uploadedAt}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.map((f) => (
              <tr key={f.Id}>
                <td>
                  <Tag minimal={f.Kind !== 'SO'} intent={f.Kind === 'SO' ? 'success' : 'none'}>
                    {FILE_KIND_WORDS[f.Kind][lang]}
                  </Tag>
                </td>
                <td>{f.FileName}</td>
                <td>{sizeText(f.Size)}</td>
                <td>{f.UploadedBy}</td>
                <td>{formatDate(f.At, 'dateTime')}</td>
                <td>
                  <Button
                    minimal
                    small
                    icon="download"
                    text={w.download}
                    onClick={() => void saveDownload(`${ENDPOINTS.bookingFileDownload}?Id=${f.Id}`).catch(fail)}
                  />
                  {f.MayDelete ? <Button minimal small intent="danger" icon="trash" text={w.delete} onClick={() => void remove(f)} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : (
        <p>{w.noFiles}</p>
      )}
      {mayUpload ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 8 }}>
          <HTMLSelect
            aria-label={w.fileKind}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as BookingFileKind)}
            options={kinds.map((k) => ({ value: k, label: FILE_KIND_WORDS[k][lang] }))}
          />
          <FileInput
            text={w.chooseFile}
            disabled={busy}
            inputProps={{ accept: '.pdf,.xlsx,.xls,.docx,.doc,.jpg,.jpeg,.png', 'aria-label': w.chooseFile }}
            onInputChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void send(file);
            }}
          />
          <span className="bp6-text-muted">{w.fileHint}</span>
        </div>
      ) : null}
    </Card>
  );
}
