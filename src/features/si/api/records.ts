import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { siCalls } from '../../../contract/si/calls';
import { callApi } from '../../../streams/callApi';
import { ENDPOINTS } from '../../../contract/endpoints';
import { listKey } from '../../../lib/listKey';

/** Reading and changing one stored SI, and the booking it is made from. */
export const getSi = (id: number) => callApi(siCalls.get, { Id: id });
export const getSiLog = (id: number) => callApi(siCalls.log, { Id: id });
export const getSiSource = (cgoId: string) => callApi(siCalls.sourceData, { CGO_ID: cgoId });
export const modifySi = (record: CallInput<typeof siCalls.modify>) => callApi(siCalls.modify, record);
export const deleteSi = (id: number) => callApi(siCalls.delete, { Id: id });
/** The booking's live packing lists as SI boxes (从装箱单导入). */
export const getPackingBoxes = (cgoId: string) => callApi(siCalls.packingBoxes, { CGO_ID: cgoId });

/**
 * The SI module's query keys, named once: screens read, invalidate and prefetch by these (the review
 * queue fetches the SI at its cursor and the next one ahead under the very keys the panels read).
 */
export const siKeys = {
  all: ['si'] as const,
  detail: (id?: number) => ['si', 'detail', id] as const,
  /** the booking an SI is made from */
  source: (cgoId: string) => ['si', 'source', cgoId] as const,
  /** a booking's customer employees to make SIs for */
  behalf: (cgoId: string) => ['si', 'behalf', cgoId] as const,
  template: (id?: number | 'new') => ['si', 'template', id] as const,
  templates: () => listKey(ENDPOINTS.siTemplateList),
  /** the editor's template choices (the first 100) */
  templateChoices: () => ['si', 'templateChoices'] as const,
  partyTemplateChoices: () => ['si', 'partyTemplates'] as const,
  /** the review desk's pending queue: under the queue's listKey, so a refresh of the list refreshes it */
  reviewQueue: () => [...listKey(ENDPOINTS.siReviewQueue), 'pending'] as const,
  cockpit: (since: string) => [...listKey(ENDPOINTS.siReviewQueue), 'cockpit', since] as const,
  log: (id?: number) => ['si', 'log', id] as const,
  reviewFacts: (id?: number) => ['si', 'reviewFacts', id] as const,
};

/** One SI; `enabled`: whether a screen reads it now (a prefetch reads it regardless). */
export const siQueryOptions = (id: number, enabled = true) => queryOptions({ queryKey: siKeys.detail(id), queryFn: () => getSi(id), enabled });
export const siLogQueryOptions = (id: number) => queryOptions({ queryKey: siKeys.log(id), queryFn: () => getSiLog(id) });
