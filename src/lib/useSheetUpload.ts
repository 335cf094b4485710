import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportResult } from '../contract/admin';
import { upload } from '../streams/http';
import { sheetContentType } from './sheetFile';
import { toastFailure } from '../ui/toaster';
import { listKey } from './listKey';

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Sending an Excel sheet to a module's import (booking drafts, ready-space listings): the row report
 * first (`DryRun`: nothing written, issue 32), shown in the import preview (`ImportReport` with
 * `preview`, `confirm`, `cancel`); confirmed, the same file goes again with the preview's token and
 * writes exactly what was shown. Busy while it goes, the last answer cleared first so an old report
 * never stands beside a new upload, the answer shown, then the lists the upload changed refreshed;
 * a refused upload is a toast.
 */
export function useSheetUpload<A>(show: (answer: A | undefined) => void, lists: readonly string[] = []) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ url: string; file: File; result: ImportResult }>();
  const send = async (url: string, file: File) => {
    setBusy(true);
    show(undefined);
    try {
      setPreview({ url, file, result: await upload<ImportResult>(withQuery(url, 'DryRun=true'), file, sheetContentType(file)) });
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!preview?.result.Token) return;
    setBusy(true);
    try {
      show(await upload<A>(withQuery(preview.url, `Confirm=${preview.result.Token}`), preview.file, sheetContentType(preview.file)));
      for (const path of lists) await client.invalidateQueries({ queryKey: listKey(path) });
    } catch (err) {
      toastFailure(err);
    } finally {
      setPreview(undefined);
      setBusy(false);
    }
  };
  return { busy, send, preview: preview?.result, confirm, cancel: () => setPreview(undefined) };
}
