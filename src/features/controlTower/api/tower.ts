import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { controlTowerCalls as C } from '../../../contract/controlTower/calls';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { towerKeys } from './keys';

export type ExceptionsQuery = CallInput<typeof C.exceptions>;

export const getExceptions = (q: ExceptionsQuery) => callApi(C.exceptions, q);
export const exceptionsQueryOptions = (q: ExceptionsQuery) =>
  queryOptions({ queryKey: [...towerKeys.exceptions(), q], queryFn: () => getExceptions(q), placeholderData: keepPreviousData });
export const useExceptions = (q: ExceptionsQuery) => useQuery(exceptionsQueryOptions(q));

export const ackException = (input: CallInput<typeof C.ack>) => callApi(C.ack, input);
export const useAckException = () => useCallMutation(ackException, [towerKeys.exceptions()]);

export const getQueues = () => callApi(C.queues, {});
export const useQueues = () => useQuery(queryOptions({ queryKey: towerKeys.queues(), queryFn: getQueues }));

/** The next item of a queue: its page, or null when none waits. */
export const getNext = (queue: string) => callApi(C.next, { Queue: queue });
