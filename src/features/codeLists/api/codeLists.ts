import { queryOptions } from '@tanstack/react-query';
import { type CodeEntrySave, type CodeListSave, codeListCalls as C } from '../../../contract/codeLists/calls';
import { CODE_LIST_PATHS as P } from '../../../contract/codeLists/module';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';

/** The code lists' query keys, named once. */
export const codeListKeys = {
  all: ['codeLists'] as const,
  lists: (q: string) => [...codeListKeys.all, 'lists', q] as const,
  one: (id: number) => [...codeListKeys.all, 'one', id] as const,
  history: (id: number) => [...codeListKeys.all, 'history', id] as const,
};

export const codeListsQueryOptions = (q: string) => queryOptions({ queryKey: codeListKeys.lists(q), queryFn: () => callApi(C.list, { Q: q }) });
export const codeListQueryOptions = (id: number) => queryOptions({ queryKey: codeListKeys.one(id), queryFn: () => callApi(C.get, { Id: id }) });
export const codeListHistoryQueryOptions = (id: number) => queryOptions({ queryKey: codeListKeys.history(id), queryFn: () => callApi(C.history, { Id: id }) });

/** The export's address (a download the browser saves under the server's name). */
export const codeListExportPath = (id: number) => `${C.export.path}?Id=${id}`;
/** The import's address of one list (previewed and confirmed through useSheetUpload). */
export const codeListImportPath = (id: number) => `${P.codeListImport}?Id=${id}`;

export const useSaveCodeList = () => useCallMutation((input: CodeListSave) => callApi(C.save, input), [codeListKeys.all]);
export const useDeleteCodeList = () => useCallMutation((input: { Id: number; Version: number }) => callApi(C.delete, input), [codeListKeys.all]);
export const useReorderCodeList = () =>
  useCallMutation((input: { Id: number; Version: number; EntryIds: number[] }) => callApi(C.reorder, input), [codeListKeys.all], { alsoOnRefusal: true });
export const useSaveCodeEntry = () => useCallMutation((input: CodeEntrySave) => callApi(C.saveEntry, input), [codeListKeys.all]);
export const useDeleteCodeEntry = () => useCallMutation((input: { Id: number; Version: number }) => callApi(C.deleteEntry, input), [codeListKeys.all]);
