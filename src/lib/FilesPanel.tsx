import { Button, Callout, Card, H4, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { CallShape } from '../contract/call';
import { FILE_BODY_TYPE } from '../contract/files';
import { formatDate } from '../domain/dates';
import { commonWords } from '../i18n/commonWords';
import { useWords } from '../i18n/words';
import { callApi, upload } from '../streams/callApi';
import { showToast, toastFailure } from '../ui/toaster';
import { sizeText } from './fileSize';
import { saveDownload } from './saveFile';
import { FilePick } from './FilePick';

/** A stored file as the panel lists it (booking's and ready space's file rows both have these). */
export interface PanelFile<K extends string> {
  Id: number;
  Kind: K;
  FileName: string;
  Size: number;
  UploadedBy: string;
  At: string;
  MayDelete: boolean;
}

/** What a schema stands for, as far as the panel reads it. */
type Typed<T> = { static: T };

/**
 * An owner's file calls as its contract declares them (`bookingFileCalls`, `readySpaceFileCalls`):
 * the list by the owner's Id, the download and the delete by the file's. The upload's file is the
 * raw body, which no JSON call describes: its path is given beside them, the owner, kind and name in
 * its query.
 */
export interface FileCalls<K extends string> {
  fileList: CallShape & { method: 'GET'; input: Typed<{ Id: number }>; answer: Typed<PanelFile<K>[]> };
  fileDownload: Pick<CallShape, 'path'>;
  fileDelete: CallShape & { method: 'POST'; input: Typed<{ Id: number }> };
  uploadPath: string;
}

export interface FilesPanelProps<K extends string> {
  testId: string;
  title: string;
  /** Beside the title, given the files in the panel's order and their download (booking's "下载 S/O"). */
  aside?: (files: PanelFile<K>[], download: (f: PanelFile<K>) => void) => ReactNode;
  ownerId: number;
  files: FileCalls<K>;
  queryKey: QueryKey;
  /** What an upload or delete refreshes; by default the panel's own list. */
  refreshKey?: QueryKey;
  /** The kinds the reader may upload (the first chosen), each kind's name, and whether the upload row shows at all. */
  kinds: readonly K[];
  kindWord: (kind: K) => string;
  mayUpload: boolean;
  accept: string;
  hint: string;
  /** The kind listed first and highlighted (the S/O, which the customer comes for). */
  highlight: K;
}

/** The files, the highlighted kind marked: each downloaded, and deleted by its uploader while it may still go. */
function FilesTable<K extends string>({
  list,
  highlight,
  kindWord,
  onGet,
  onRemove,
}: {
  list: PanelFile<K>[];
  highlight: K;
  kindWord(kind: K): string;
  onGet(f: PanelFile<K>): void;
  onRemove(f: PanelFile<K>): void;
}) {
  const w = useWords(commonWords);
  return (
    <HTMLTable compact striped>
      <thead>
        <tr>
          <th>{w.kind}</th>
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
              <Tag minimal={f.Kind !== highlight} intent={f.Kind === highlight ? 'success' : 'none'}>
                {kindWord(f.Kind)}
              </Tag>
            </td>
            <td>{f.FileName}</td>
            <td>{sizeText(f.Size)}</td>
            <td>{f.UploadedBy}</td>
            <td>{formatDate(f.At, 'dateTime')}</td>
            <td>
              <Button minimal small icon="download" text={w.download} onClick={() => onGet(f)} />
              {f.MayDelete ? <Button minimal small intent="danger" icon="trash" text={w.delete} onClick={() => onRemove(f)} /> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/**
 * An owner's stored files (a booking's, a ready-space order's): the list with downloads — the
 * highlighted kind first — delete for the uploader while the file may still go, and an upload of a
 * chosen kind. One panel for every module so the files look and behave the same wherever they sit.
 */
export function FilesPanel<K extends string>(p: FilesPanelProps<K>) {
  const w = useWords(commonWords);
  const client = useQueryClient();
  const [kind, setKind] = useState<K>(p.kinds[0]!);
  const [busy, setBusy] = useState(false);
  const files = useQuery({ queryKey: p.queryKey, queryFn: () => callApi(p.files.fileList, { Id: p.ownerId }) });
  const refresh = () => client.invalidateQueries({ queryKey: p.refreshKey ?? p.queryKey });

  const send = async (file: File) => {
    setBusy(true);
    try {
      const q = new URLSearchParams({ Id: String(p.ownerId), Kind: kind, FileName: file.name });
      await upload(`${p.files.uploadPath}?${q}`, file, FILE_BODY_TYPE);
      void showToast({ intent: 'success', message: `${w.uploaded}: ${file.name}` });
      await refresh();
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (f: PanelFile<K>) => {
    try {
      await callApi(p.files.fileDelete, { Id: f.Id });
      void showToast({ intent: 'success', message: `${w.deleted}: ${f.FileName}` });
      await refresh();
    } catch (err) {
      toastFailure(err);
    }
  };
  const first = (f: PanelFile<K>) => Number(f.Kind === p.highlight);
  const list = [...(files.data ?? [])].sort((a, b) => first(b) - first(a));
  const get = (f: PanelFile<K>) => void saveDownload(`${p.files.fileDownload.path}?Id=${f.Id}`).catch(toastFailure);

  return (
    <Card data-testid={p.testId} style={{ marginTop: 12 }}>
      <H4>
        {p.title}
        {p.aside ? <> {p.aside(list, get)}</> : null}
      </H4>
      {files.isError ? <Callout intent="danger">{files.error.message}</Callout> : null}
      {list.length ? <FilesTable list={list} highlight={p.highlight} kindWord={p.kindWord} onGet={get} onRemove={(f) => void remove(f)} /> : <p>{w.noFiles}</p>}
      {p.mayUpload ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 8 }}>
          <HTMLSelect
            aria-label={w.kind}
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as K)}
            options={p.kinds.map((k) => ({ value: k, label: p.kindWord(k) }))}
          />
          <FilePick text={w.chooseFile} disabled={busy} inputProps={{ accept: p.accept, 'aria-label': w.chooseFile }} onFile={(file) => void send(file)} />
          <span className="bp6-text-muted">{p.hint}</span>
        </div>
      ) : null}
    </Card>
  );
}
