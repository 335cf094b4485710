import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { ENDPOINTS } from '../../../contract/endpoints';
import { FILE_BODY_TYPE } from '../../../contract/files';
import { letterCalls } from '../../../contract/letters/calls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi, upload } from '../../../streams/callApi';
import { lettersKeys } from './keys';

/** The letters' reads (each a queryOptions factory) and writes (each refreshing what it changed). */

export const letterQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: lettersKeys.letter(id), queryFn: () => callApi(letterCalls.get, { Id: id }), enabled });
export const letterHistoryQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: lettersKeys.letterHistory(id), queryFn: () => callApi(letterCalls.history, { Id: id }), enabled });
export const letterVersionsQueryOptions = (id: number) =>
  queryOptions({ queryKey: lettersKeys.letterVersions(id), queryFn: () => callApi(letterCalls.versions, { Id: id }) });
export const letterReadsQueryOptions = (id: number) =>
  queryOptions({ queryKey: lettersKeys.letterReads(id), queryFn: () => callApi(letterCalls.reads, { Id: id }) });
export const unreadLettersQueryOptions = () => queryOptions({ queryKey: lettersKeys.unread(), queryFn: () => callApi(letterCalls.unread, {}) });
export const audiencesQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: lettersKeys.audiences(), queryFn: () => callApi(letterCalls.audiences, {}), staleTime: 60_000, enabled });

const changed = (input: { Id?: number }) => [
  lettersKeys.letters(),
  lettersKeys.unread(),
  ...(input.Id ? [lettersKeys.letter(input.Id), lettersKeys.letterHistory(input.Id), lettersKeys.letterVersions(input.Id)] : []),
];

export const useSaveLetter = () => useCallMutation((input: CallInput<typeof letterCalls.save>) => callApi(letterCalls.save, input), changed);
export const usePublishLetter = () => useCallMutation((input: CallInput<typeof letterCalls.publish>) => callApi(letterCalls.publish, input), changed);
export const useWithdrawLetter = () => useCallMutation((input: CallInput<typeof letterCalls.withdraw>) => callApi(letterCalls.withdraw, input), changed);
export const useRemoveLetterFile = (letterId: number) =>
  useCallMutation(
    (input: CallInput<typeof letterCalls.removeFile>) => callApi(letterCalls.removeFile, input),
    () => changed({ Id: letterId }),
  );

/** An attachment: the file is the body, the letter and the name ride in the query. */
export const useUploadLetterFile = () =>
  useCallMutation(
    ({ Id, file }: { Id: number; file: File }) =>
      upload(`${ENDPOINTS.letterUpload}?${new URLSearchParams({ Id: String(Id), FileName: file.name.slice(0, 200) })}`, file, FILE_BODY_TYPE),
    changed,
  );

/** Opening a letter marks it read: the list's unread marks and the badge follow. */
export const readChanged = () => [lettersKeys.letters(), lettersKeys.unread()];
