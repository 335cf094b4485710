import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { JOB_CALLS as C } from '../../../contract/jobs/calls';
import { useCallMutation } from '../../../lib/useCallAction';
import { changeLogKey } from '../../../lib/listKey';
import { callApi } from '../../../streams/callApi';
import { jobKeys } from './keys';

/** Dead letters shown a page at a time. */
export const DEAD_LETTER_PAGE_SIZE = 20;

export const getDeadLetters = (kind: string, page: number) =>
  callApi(C.deadLetters, { Page: page, PageSize: DEAD_LETTER_PAGE_SIZE, ...(kind ? { Kind: kind } : {}) });
export const deadLettersQueryOptions = (kind: string, page: number) =>
  queryOptions({ queryKey: jobKeys.deadLetterPage(kind, page), queryFn: () => getDeadLetters(kind, page), placeholderData: keepPreviousData });
export const useDeadLetters = (kind: string, page: number) => useQuery(deadLettersQueryOptions(kind, page));

/** What a retry or a discard changes: the dead letters and the change log it writes. */
const CHANGED = [jobKeys.deadLetters(), changeLogKey()];

export const retryJob = (input: CallInput<typeof C.retry>) => callApi(C.retry, input);
export const useRetryJob = () => useCallMutation(retryJob, CHANGED, { alsoOnRefusal: true });

export const discardJob = (input: CallInput<typeof C.discard>) => callApi(C.discard, input);
export const useDiscardJob = () => useCallMutation(discardJob, CHANGED, { alsoOnRefusal: true });
