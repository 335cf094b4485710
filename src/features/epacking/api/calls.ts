import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { epackingCalls as C } from '../../../contract/epacking/calls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';

/** Electronic packing's query keys, named once: a decision invalidates what it changed by these. */
export const epackingKeys = {
  all: ['epacking'] as const,
  queue: () => [...epackingKeys.all, 'queue'] as const,
  list: (q: CallInput<typeof C.list>) => [...epackingKeys.all, 'list', q] as const,
  detail: (id: number) => [...epackingKeys.all, 'detail', id] as const,
  records: (q: CallInput<typeof C.records>) => [...epackingKeys.all, 'records', q] as const,
  shutOut: () => [...epackingKeys.all, 'shutOut'] as const,
};

/** The operator's queue: every request waiting for a decision, oldest first (one page of 200). */
export const queueQueryOptions = () =>
  queryOptions({
    queryKey: epackingKeys.queue(),
    queryFn: () => callApi(C.list, { Queue: true, PageSize: 200 }).then((p) => p.Items),
    refetchInterval: 15_000,
  });
export const listQueryOptions = (q: CallInput<typeof C.list>) =>
  queryOptions({ queryKey: epackingKeys.list(q), queryFn: () => callApi(C.list, q), refetchInterval: 5_000 });
export const detailQueryOptions = (id: number) =>
  queryOptions({ queryKey: epackingKeys.detail(id), queryFn: () => callApi(C.get, { Id: id }), enabled: id > 0 });
export const recordsQueryOptions = (q: CallInput<typeof C.records>) =>
  queryOptions({ queryKey: epackingKeys.records(q), queryFn: () => callApi(C.records, q), refetchInterval: 5_000 });
export const shutOutQueryOptions = () => queryOptions({ queryKey: epackingKeys.shutOut(), queryFn: () => callApi(C.shutOut, {}) });

/** A decision, sent under its own Idempotency-Key: a retry after a lost answer is the same decision, never a second one. */
export const useDecide = () =>
  useCallMutation(
    (input: CallInput<typeof C.decide> & { key: IdempotencyKey }) => {
      const { key, ...body } = input;
      return callApi(C.decide, body, idempotencyHeader(key));
    },
    [epackingKeys.all],
  );
export const useApply = () => useCallMutation((input: CallInput<typeof C.apply>) => callApi(C.apply, input), [epackingKeys.all]);
export const useRetry = () => useCallMutation((input: CallInput<typeof C.retry>) => callApi(C.retry, input), [epackingKeys.all]);
