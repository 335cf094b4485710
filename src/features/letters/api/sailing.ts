import { queryOptions } from '@tanstack/react-query';
import type { ImportResult } from '../../../contract/admin';
import type { CallInput } from '../../../contract/call';
import { ENDPOINTS } from '../../../contract/endpoints';
import { sailingCalls } from '../../../contract/letters/calls';
import { portalCalls } from '../../../contract/portal/calls';
import { sheetContentType } from '../../../lib/sheetFile';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi, upload } from '../../../streams/callApi';
import { lettersKeys } from './keys';

export type RowFilters = { POL?: string; POD?: string; Week?: string };

export const sailingTableQueryOptions = (id: number, f: RowFilters = {}, enabled = true) =>
  queryOptions({ queryKey: lettersKeys.table(id, f), queryFn: () => callApi(sailingCalls.get, { Id: id, ...f }), enabled });
/** The company sites platform staff may keep tables for (the portal's list; refused to a person without its screens, so not retried). */
export const siteCompaniesQueryOptions = (search: string) =>
  queryOptions({ queryKey: lettersKeys.siteCompanies(search), queryFn: () => callApi(portalCalls.siteCompanies, { Search: search }), retry: false });
export const sailingHistoryQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: lettersKeys.tableHistory(id), queryFn: () => callApi(sailingCalls.history, { Id: id }), enabled });

const changed = (input: { Id?: number }) => [lettersKeys.tables(), ...(input.Id ? [lettersKeys.tableAny(input.Id), lettersKeys.tableHistory(input.Id)] : [])];

export const useSaveTable = () => useCallMutation((input: CallInput<typeof sailingCalls.save>) => callApi(sailingCalls.save, input), changed);
export const usePublishTable = () => useCallMutation((input: CallInput<typeof sailingCalls.publish>) => callApi(sailingCalls.publish, input), changed);
export const useWithdrawTable = () => useCallMutation((input: CallInput<typeof sailingCalls.withdraw>) => callApi(sailingCalls.withdraw, input), changed);
export const tableChanged = changed;

/** The import's preview (nothing written) and its confirmation (exactly what the preview showed). */
export const checkSailingSheet = (id: number, file: File) =>
  upload<ImportResult>(
    `${ENDPOINTS.sailingImport}?${new URLSearchParams({ Id: String(id), FileName: file.name.slice(0, 200), DryRun: 'true' })}`,
    file,
    sheetContentType(file),
  );
export const importSailingSheet = (id: number, file: File, token: string) =>
  upload<ImportResult>(
    `${ENDPOINTS.sailingImport}?${new URLSearchParams({ Id: String(id), FileName: file.name.slice(0, 200), Confirm: token })}`,
    file,
    sheetContentType(file),
  );
