import { queryOptions } from '@tanstack/react-query';
import type { Static } from '@sinclair/typebox';
import type { CallInput } from '../../../contract/call';
import { packingCalls, packingListCalls } from '../../../contract/packing/calls';
import type { PackingListRecordSchema, PackingListRowSchema, PackingEventSchema } from '../../../contract/packing/schemas';
import { epackingCalls } from '../../../contract/epacking/calls';
import { ECP_KIND, ECP_STATUS } from '../../../domain/epacking/status';
import { listKey } from '../../../lib/listKey';
import { refreshPackingQueries } from '../packingQueries';
import { callApi } from '../../../streams/callApi';

export type PackingRow = Static<typeof PackingListRowSchema>;
export type PackingRecord = Static<typeof PackingListRecordSchema>;
export type PackingEvent = Static<typeof PackingEventSchema>;
export type PackingStage = 'applications' | 'auditData' | 'opened' | 'all';

/**
 * The packing-list screens' query keys, named once: a screen refreshes what an action changed by
 * these, and the queue prefetches a detail under the very key its panel reads.
 */
export const packingKeys = {
  all: ['packing'] as const,
  detail: (id: number) => [...packingKeys.all, id] as const,
  log: (id: number) => [...packingKeys.all, 'log', id] as const,
  /** The audit desk's detail: the record and its log in one answer. */
  desk: (id: number) => [...packingKeys.all, 'desk', id] as const,
  queue: (stage: PackingStage, universal: boolean) => [...packingKeys.all, 'queue', stage, universal] as const,
  /** every DataTable of packing lists */
  list: () => listKey(packingListCalls.list.path),
  /** A packing list's latest electronic pack request (epacking's list, read from the packing list's page). */
  latestPack: (pklId: number) => [...packingKeys.all, 'epacking', pklId] as const,
};

export const getPackingList = (id: number) => callApi(packingCalls.get, { Id: id });
export const packingQueryOptions = (id: number) => queryOptions({ queryKey: packingKeys.detail(id), queryFn: () => getPackingList(id), enabled: id > 0 });

export const getPackingLog = (id: number) => callApi(packingCalls.log, { Id: id });
export const packingLogQueryOptions = (id: number) => queryOptions({ queryKey: packingKeys.log(id), queryFn: () => getPackingLog(id), enabled: id > 0 });

export const getPackingDetail = (id: number) => callApi(packingCalls.detail, { Id: id });
export type PackingDetail = Awaited<ReturnType<typeof getPackingDetail>>;
/** The desk's one call per opened item (record and log together): what its click and its look-ahead fetch. */
export const packingDeskQueryOptions = (id: number) => queryOptions({ queryKey: packingKeys.desk(id), queryFn: () => getPackingDetail(id), enabled: id > 0 });

/** A queue of the operator's desk: the longest waiting first, one page of 200 (a desk works down it). */
export const getPackingQueue = (stage: PackingStage, universal: boolean) =>
  callApi(packingListCalls.list, { Stage: stage, Universal: universal, Sort: 'UpdatedAt', Desc: false, PageSize: 200 }).then((p) => p.Items);
export const packingQueueQueryOptions = (stage: PackingStage, universal: boolean) =>
  queryOptions({ queryKey: packingKeys.queue(stage, universal), queryFn: () => getPackingQueue(stage, universal) });

export const applyForPackingLists = (input: CallInput<typeof packingCalls.apply>) => callApi(packingCalls.apply, input);
export const decideApplications = (input: CallInput<typeof packingCalls.decideApplication>) => callApi(packingCalls.decideApplication, input);
export const savePackingData = (input: CallInput<typeof packingCalls.saveData>) => callApi(packingCalls.saveData, input);
export const submitPackingData = (input: CallInput<typeof packingCalls.submitData>) => callApi(packingCalls.submitData, input);
export const auditPackingData = (input: CallInput<typeof packingCalls.auditData>) => callApi(packingCalls.auditData, input);
export const splitPackingList = (input: CallInput<typeof packingCalls.split>) => callApi(packingCalls.split, input);
export const cancelPackingList = (input: CallInput<typeof packingCalls.cancel>) => callApi(packingCalls.cancel, input);
export const assignTrucker = (input: CallInput<typeof packingCalls.assignTrucker>) => callApi(packingCalls.assignTrucker, input);

/** What any change of packing lists may have changed: every packing query (lists, queues, details, logs). */
export const refreshPacking = () => refreshPackingQueries();

/** Electronic pack requests still moving: their state is asked again until the terminal has answered. */
const PACK_MOVING: readonly number[] = [ECP_STATUS.SUBMITTED, ECP_STATUS.APPROVED, ECP_STATUS.TRANSMITTED, ECP_STATUS.SEND_FAILED];
export const getLatestPack = (pklId: number) =>
  callApi(epackingCalls.list, { PKL_ID: pklId, Kind: ECP_KIND.PACK, PageSize: 1 }).then((p) => p.Items[0] ?? null);
/** A packing list's latest pack request, asked every 3 s while it is on its way. */
export const latestPackQueryOptions = (pklId: number, enabled: boolean) =>
  queryOptions({
    queryKey: packingKeys.latestPack(pklId),
    queryFn: () => getLatestPack(pklId),
    enabled,
    refetchInterval: (q) => (q.state.data && PACK_MOVING.includes(q.state.data.ECP_STATUS) ? 3_000 : false),
  });
