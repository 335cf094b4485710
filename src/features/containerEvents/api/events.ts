import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { containerEventCalls as C } from '../../../contract/containerEvents/calls';
import { callApi } from '../../../streams/callApi';
import { useCallMutation } from '../../../lib/useCallAction';
import { containerEventKeys } from './keys';

/** What an add or a retraction changes: the list (its views) and every timeline. */
const CHANGED = [containerEventKeys.list(), containerEventKeys.timelines()];

export const addEvent = (input: CallInput<typeof C.add>) => callApi(C.add, input);
export const useAddEvent = () => useCallMutation(addEvent, CHANGED);

export const retractEvent = (input: CallInput<typeof C.retract>) => callApi(C.retract, input);
export const useRetractEvent = () => useCallMutation(retractEvent, CHANGED);

/** One container's timeline, or every container of a booking. */
export const getTimeline = (cnno: string, cgoId: string) => callApi(C.timeline, { ...(cnno ? { CNNO: cnno } : {}), ...(cgoId ? { CGO_ID: cgoId } : {}) });
export const timelineQueryOptions = (cnno: string, cgoId: string) =>
  queryOptions({ queryKey: containerEventKeys.timeline(cnno, cgoId), queryFn: () => getTimeline(cnno, cgoId), enabled: !!(cnno || cgoId) });
export const useTimeline = (cnno: string, cgoId: string) => useQuery(timelineQueryOptions(cnno, cgoId));
