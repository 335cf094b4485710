import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { downloadCalls as C } from '../../../contract/portal/downloadCalls';
import { PORTAL_PATHS as P } from '../../../contract/portal/module';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi, callRef, upload } from '../../../streams/callApi';

/** A site's downloadable files: their configuration (on /Portal/websiteConfig) and the public list. */
const key = (company?: number) => ['portal', 'downloads', company ?? 0] as const;
export const useDownloads = (CompanyId?: number) => useQuery(queryOptions({ queryKey: key(CompanyId), queryFn: () => callApi(C.downloadList, { CompanyId }) }));
export const useSaveDownload = (CompanyId?: number) =>
  useCallMutation(
    (i: CallInput<typeof C.downloadSave>) => callApi(C.downloadSave, i),
    () => [key(CompanyId)],
  );
export const useDeleteDownload = (CompanyId?: number) =>
  useCallMutation(
    (Id: number) => callApi(C.downloadDelete, { Id }),
    () => [key(CompanyId)],
  );
export const useUploadDownload = (CompanyId?: number) =>
  useCallMutation(
    ({ file, Title, Category, Audience }: { file: File; Title: string; Category: string; Audience: 'PUBLIC' | 'CUSTOMERS' }) => {
      const q = new URLSearchParams({ Title, Category, Audience, FileName: file.name, ...(CompanyId ? { CompanyId: String(CompanyId) } : {}) });
      return upload(`${P.portalDownloadUpload}?${q}`, file, 'application/octet-stream');
    },
    () => [key(CompanyId)],
  );

const list = callRef<(typeof C)['publicDownloads']>('GET', P.publicDownloads);
export const publicDownloadsOptions = (Preview?: string) =>
  queryOptions({ queryKey: ['portalPublic', 'downloads', Preview ?? ''], queryFn: () => callApi(list, { Preview }), retry: false, staleTime: 60_000 });
