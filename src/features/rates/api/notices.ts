import type { CallInput } from '../../../contract/call';
import { ENDPOINTS } from '../../../contract/endpoints';
import { noticeCalls, PDF_TYPE } from '../../../contract/rates/noticeCalls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi, upload } from '../../../streams/callApi';
import { ratesKeys } from './keys';

/** The rate notices' writes (commercial.md §2.9): the notice list and the notice's own page read again. */
const noticeChanged = (input: { Id?: number }) => [ratesKeys.notices(), ratesKeys.notice(input.Id)];
/** Publishing or withdrawing also changes what the published notices, the cockpit and the rate increase list. */
const publishedChanged = (input: { Id: number }) => [
  ...noticeChanged(input),
  ratesKeys.publishedNotices(),
  ratesKeys.cockpitNotices(),
  ratesKeys.noticesForIncrease(),
];

export const useSaveNotice = () => useCallMutation((input: CallInput<typeof noticeCalls.save>) => callApi(noticeCalls.save, input), noticeChanged);

/** Publishing a notice to its audience: how many companies were told. */
export const usePublishNotice = () => useCallMutation((input: CallInput<typeof noticeCalls.publish>) => callApi(noticeCalls.publish, input), publishedChanged);

export const useWithdrawNotice = () =>
  useCallMutation((input: CallInput<typeof noticeCalls.withdraw>) => callApi(noticeCalls.withdraw, input), publishedChanged);

/**
 * Attaching a PDF circular to a notice: the file is the body (an upload, not a JSON call), so the
 * notice's Id, Revision and the file's name ride in the query.
 */
export const useAttachNoticeCircular = () =>
  useCallMutation(
    ({ Id, Revision, file }: { Id: number; Revision: number; file: File }) =>
      upload(`${ENDPOINTS.noticeAttach}?${new URLSearchParams({ Id: String(Id), Revision: String(Revision), Name: file.name.slice(0, 120) })}`, file, PDF_TYPE),
    noticeChanged,
  );
