import { queryOptions } from '@tanstack/react-query';
import type { Call } from '../../../contract/call';
import { ENDPOINTS } from '../../../contract/endpoints';
import type { joinCalls } from '../../../contract/join/calls';
import type { ListQuerySchema, listPageOf } from '../../../contract/schema';
import type { siListCalls } from '../../../contract/si/listCalls';
import type { startPageCalls } from '../../../contract/startPage/calls';
import { callApi, callRef } from '../../../streams/callApi';
import { loadStartCardViews } from '../../../ui/startCards';
import type { TUnknown } from '@sinclair/typebox';

// the start page is the first screen after signing in: its calls by reference, the schemas stay unloaded
const cards = callRef<typeof startPageCalls.cards>('GET', ENDPOINTS.startPageCards);
const reviewQueue = callRef<typeof siListCalls.reviewQueue>('GET', ENDPOINTS.siReviewQueue);
const bindRequests = callRef<typeof joinCalls.pendingBindRequests>('GET', ENDPOINTS.joinPendingBindRequests);
/** Any list of the list kit, for its total. */
type AnyList = Call<'GET', typeof ListQuerySchema, ReturnType<typeof listPageOf<TUnknown>>>;

/** The start page's query keys, named once. */
export const startPageKeys = {
  all: ['startPage'] as const,
  cards: () => [...startPageKeys.all, 'cards'] as const,
  cardViews: () => [...startPageKeys.all, 'cardViews'] as const,
  recentSis: () => [...startPageKeys.all, 'recentSis'] as const,
  bindRequests: () => [...startPageKeys.all, 'bindRequests'] as const,
  total: (endpoint: string, filter: Record<string, string>) => [...startPageKeys.all, 'total', endpoint, filter] as const,
};

export const getStartCards = () => callApi(cards, {});
export const startCardsQueryOptions = () => queryOptions({ queryKey: startPageKeys.cards(), queryFn: getStartCards });

/** How each module draws its start-page card (the modules' own card views, loaded once per visit: they never change while the page is open). */
export const startCardViewsQueryOptions = () =>
  queryOptions({ queryKey: startPageKeys.cardViews(), queryFn: loadStartCardViews, staleTime: Number.POSITIVE_INFINITY });

/** The company's five latest SIs. */
export const getRecentSis = () => callApi(reviewQueue, { Sort: 'UpdatedAt', Desc: true, PageSize: 5 }).then((p) => p.Items);
export const recentSisQueryOptions = (enabled: boolean) => queryOptions({ queryKey: startPageKeys.recentSis(), queryFn: getRecentSis, enabled });

export const getBindRequestCount = () => callApi(bindRequests, {}).then((rows) => rows.length);
export const bindRequestCountQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: startPageKeys.bindRequests(), queryFn: getBindRequestCount, enabled });

/** How many rows a server list holds under a filter (one row fetched): a queue's length. */
export const getListTotal = (endpoint: string, filter: Record<string, string>) =>
  callApi(callRef<AnyList>('GET', endpoint), { ...filter, PageSize: 1 }).then((p) => p.Total);
export const listTotalQueryOptions = (endpoint: string, filter: Record<string, string>, enabled: boolean) =>
  queryOptions({ queryKey: startPageKeys.total(endpoint, filter), queryFn: () => getListTotal(endpoint, filter), enabled });
