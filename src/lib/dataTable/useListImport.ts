import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '../../contract/admin';
import type { ListCall } from '../../contract/call';
import { ApiError, upload } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { listImportPath, listKey } from '../listKey';
import { sheetContentType } from '../sheetFile';

/**
 * A list filled from a sheet: the sheet chosen is sent as a dry run first (its row report, nothing
 * written), then the same file again with the report's token once the person confirms it; the list
 * is read again after.
 */
export function useListImport<T>(list: ListCall<T>) {
  const queries = useQueryClient();
  const [importing, setImporting] = useState<ImportResult>();
  // the preview of a chosen sheet (written nothing yet) and the file, sent again to confirm it
  const [preview, setPreview] = useState<{ file: File; result: ImportResult }>();
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const importFile = async (file: File) => {
    setBusy(true);
    try {
      // the row report first: nothing is written until the person confirms it
      setPreview({ file, result: await upload<ImportResult>(`${listImportPath(list)}?DryRun=true`, file, sheetContentType(file)) });
    } catch (err) {
      showToast({ intent: 'danger', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const confirmImport = async () => {
    if (!preview?.result.Token) return;
    setBusy(true);
    try {
      const done = await upload<ImportResult>(`${listImportPath(list)}?Confirm=${preview.result.Token}`, preview.file, sheetContentType(preview.file));
      setImporting(done);
      await queries.invalidateQueries({ queryKey: listKey(list.path) });
    } catch (err) {
      showToast({ intent: 'danger', message: err instanceof ApiError ? err.message : String(err) });
    } finally {
      setPreview(undefined);
      setBusy(false);
    }
  };
  return { importing, setImporting, preview, setPreview, busy, fileInput, importFile, confirmImport };
}
