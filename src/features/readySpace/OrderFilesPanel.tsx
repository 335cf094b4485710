import { Button, Callout, Card, FileInput, H4, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ENDPOINTS } from '../../contract/endpoints';
import { FILE_BODY_TYPE } from '../../contract/files';
import { BUYER_FILE_KINDS, type OrderFile, type OrderFileKind, SELLER_FILE_KINDS } from '../../contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A } from '../../contract/readySpace/module';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { sizeText } from '../../lib/fileSize';
import { saveDownload } from '../../lib/saveFile';
import { useCan } from '../../session/access';
import { apiData, upload } from '../../streams/http';
import { showToast } from '../../ui/toaster';
import { ORDER_FILE_KIND_WORDS, readySpaceWords } from './words';

const fail = (err: unknown) => void showToast({ intent: 'danger', message: err instanceof Error ? err.message : String(err) });

/**
 * A ready-space order's files (commercial.md §5.1 ReadySpaceOrder.Files): the list with downloads
 * (the S/O first and highlighted), an upload of the kinds the reader's side uploads — the buyer its
 * booking letter and payment proof, the seller the S/O copy — and delete for the uploader before release.
 */
export function OrderFilesPanel({ orderId, sells }: { orderId: number; sells: boolean }) {
  const w = useWords(readySpaceWords);
  const lang = useLanguage();
  const client = useQueryClient();
  const mayUpload = useCan(A.readySpaceOrderFileUpload);
  const kinds = sells ? SELLER_FILE_KINDS : BUYER_FILE_KINDS;
  const [kind, setKind] = useState<OrderFileKind>(kinds[0]!);
  const [busy, setBusy] = useState(false);
  const key = ['readySpace', 'files', orderId];
  const files = useQuery({ queryKey: key, queryFn: () => apiData<OrderFile[]>('GET', `${ENDPOINTS.readySpaceOrderFileList}?Id=${orderId}`) });
  const refresh = () => client.invalidateQueries({ queryKey: key });

  const send = async (file: File) => {
    setBusy(true);
    try {
      const q = new URLSearchParams({ Id: String(orderId), Kind: kind, FileName: file.name });
      await upload<OrderFile>(`${ENDPOINTS.readySpaceOrderFileUpload}?${q}`, file, FILE_BODY_TYPE);
      void showToast({ intent: 'success', message: `${w.uploaded}: ${file.name}` });
      await refresh();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (f: OrderFile) => {
    try {
      await apiData('POST', ENDPOINTS.readySpaceOrderFileDelete, { Id: f.Id });
      void showToast({ intent: 'success', message: `${w.deleted}: ${f.FileName}` });
      await refresh();
    } catch (err) {
      fail(err);
    }
  };
  const list = [...(files.data ?? [])].sort((a, b) => Number(b.Kind === 'SO') - Number(a.Kind === 'SO'));
  const get = (f: OrderFile) => void saveDownload(`${ENDPOINTS.readySpaceOrderFileDownload}?Id=${f.Id}`).catch(fail);

  return (
    <Card data-testid="ready-space-order-files" style={{ marginTop: 12 }}>
      <H4>{w.orderFiles}</H4>
      {files.isError ? <Callout intent="danger">{files.error.message}</Callout> : null}
      {list.length ? (
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>{w.fileKind}</th>
              <th>{w.fileName}</th>
              <th>{w.fileSize}</th>
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
                    {ORDER_FILE_KIND_WORDS[f.Kind][lang]}
                  </Tag>
                </td>
                <td>{f.FileName}</td>
                <td>{sizeText(f.Size)}</td>
                <td>{f.UploadedBy}</td>
                <td>{formatDate(f.At, 'dateTime')}</td>
                <td>
                  <Button minimal small icon="download" text={w.download} onClick={() => get(f)} />
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
            onChange={(e) => setKind(e.currentTarget.value as OrderFileKind)}
            options={kinds.map((k) => ({ value: k, label: ORDER_FILE_KIND_WORDS[k][lang] }))}
          />
          <FileInput
            text={w.chooseFile}
            disabled={busy}
            inputProps={{ accept: '.pdf,.xlsx,.jpg,.jpeg,.png', 'aria-label': w.chooseFile }}
            onInputChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void send(file);
            }}
          />
          <span className="bp6-text-muted">{w.orderFileHint}</span>
        </div>
      ) : null}
    </Card>
  );
}
