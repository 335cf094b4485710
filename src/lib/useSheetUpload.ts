import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { upload } from '../streams/http';
import { sheetContentType } from './sheetFile';
import { toastFailure } from '../ui/toaster';
import { listKey } from './listKey';

/**
 * Sending an Excel sheet to a module's import (booking drafts, ready-space listings): busy while it
 * goes, the last answer cleared first so an old report never stands beside a new upload, the answer
 * shown, then the lists the upload changed refreshed; a refused upload is a toast.
 */
export function useSheetUpload<A>(show: (answer: A | undefined) => void, lists: readonly string[] = []) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const send = async (url: string, file: File) => {
    setBusy(true);
    show(undefined);
    try {
      show(await upload<A>(url, file, sheetContentType(file)));
      for (const path of lists) await client.invalidateQueries({ queryKey: listKey(path) });
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  };
  return { busy, send };
}
