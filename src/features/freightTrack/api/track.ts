import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { freightTrackCalls as C } from '../../../contract/freightTrack/calls';
import { callApi } from '../../../streams/callApi';
import { useCallMutation } from '../../../lib/useCallAction';
import { trackKeys } from './keys';

const CHANGED = [trackKeys.list(), trackKeys.details()];

export const subscribe = (input: CallInput<typeof C.subscribe>) => callApi(C.subscribe, input);
export const useSubscribe = () => useCallMutation(subscribe, CHANGED);
export const refresh = (input: CallInput<typeof C.refresh>) => callApi(C.refresh, input);
export const useRefresh = () => useCallMutation(refresh, CHANGED);
export const stop = (input: CallInput<typeof C.stop>) => callApi(C.stop, input);
export const useStop = () => useCallMutation(stop, CHANGED);

export const getDetail = (id: number) => callApi(C.detail, { Id: id });
export const detailQueryOptions = (id: number) => queryOptions({ queryKey: trackKeys.detail(id), queryFn: () => getDetail(id), enabled: id > 0 });
export const useDetail = (id: number) => useQuery(detailQueryOptions(id));
