import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { siCalls } from '../../../contract/si/calls';
import { callApi } from '../../../streams/callApi';

/** Reading and changing one stored SI, and the booking it is made from. */
export const getSi = (id: number) => callApi(siCalls.get, { Id: id });
export const getSiLog = (id: number) => callApi(siCalls.log, { Id: id });
export const getSiSource = (cgoId: string) => callApi(siCalls.sourceData, { CGO_ID: cgoId });
export const modifySi = (record: CallInput<typeof siCalls.modify>) => callApi(siCalls.modify, record);
export const deleteSi = (id: number) => callApi(siCalls.delete, { Id: id });

/**
 * The SI module's query keys, named once: screens read, invalidate and prefetch by these (the review
 * queue fetches the SI at its cursor and the next one ahead under the very keys the panels read).
 */
export const siKeys = {
  detail: (id?: number) => ['si', 'detail', id] as const,
  log: (id?: number) => ['si', 'log', id] as const,
  reviewFacts: (id?: number) => ['si', 'reviewFacts', id] as const,
};

export const siQueryOptions = (id: number) => queryOptions({ queryKey: siKeys.detail(id), queryFn: () => getSi(id) });
export const siLogQueryOptions = (id: number) => queryOptions({ queryKey: siKeys.log(id), queryFn: () => getSiLog(id) });
