import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActChoice } from '../machines/actMachine';
import { radarCalls as C, type MarginQuery, type SalesQuery, type UsersQuery } from '../../../contract/radar/calls';
import { callApi } from '../../../streams/callApi';

/** The radars' query keys, reads and the act (the user radar reads its signals again after one). */
export const radarKeys = {
  all: ['radar'] as const,
  users: (q: UsersQuery) => ['radar', 'users', q] as const,
  sales: (q: SalesQuery) => ['radar', 'sales', q] as const,
  margin: (q: MarginQuery) => ['radar', 'margin', q] as const,
};

/** The feed: pushed over the live socket (module.ts: `radar.signal`), and read every 5 minutes should the socket be down. */
export const usersQueryOptions = (q: UsersQuery) =>
  queryOptions({ queryKey: radarKeys.users(q), queryFn: () => callApi(C.users, q), placeholderData: keepPreviousData, refetchInterval: 300_000 });
export const salesQueryOptions = (q: SalesQuery) =>
  queryOptions({ queryKey: radarKeys.sales(q), queryFn: () => callApi(C.sales, q), placeholderData: keepPreviousData });
export const marginQueryOptions = (q: MarginQuery) =>
  queryOptions({ queryKey: radarKeys.margin(q), queryFn: () => callApi(C.margin, q), placeholderData: keepPreviousData });

/** The act the machine sends: a signal and what to do with it. */
export const actOnSignal = (choice: ActChoice) => callApi(C.act, { Ref: choice.ref, Action: choice.action });
