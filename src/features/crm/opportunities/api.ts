import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { crmCalls } from '../../../contract/crm/calls';
import { opportunityCalls as C } from '../../../contract/crm/opportunityCalls';
import { useCallAction } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { crmKeys } from '../api/crm';

/** The opportunities' query keys, reads and writes (each refreshing the board, the customer's panel and the bin). */
export const oppKeys = {
  all: ['crm', 'opportunities'] as const,
  list: (f: CallInput<typeof C.list>) => ['crm', 'opportunities', 'list', f] as const,
  one: (id: number) => ['crm', 'opportunities', 'one', id] as const,
  stages: () => ['crm', 'opportunities', 'stages'] as const,
  myCustomers: () => ['crm', 'opportunities', 'myCustomers'] as const,
};

export const stagesQueryOptions = () => queryOptions({ queryKey: oppKeys.stages(), queryFn: () => callApi(C.stages, {}), staleTime: 60_000 });
export const opportunitiesQueryOptions = (f: CallInput<typeof C.list> = {}) => queryOptions({ queryKey: oppKeys.list(f), queryFn: () => callApi(C.list, f) });
export const opportunityQueryOptions = (id: number) => queryOptions({ queryKey: oppKeys.one(id), queryFn: () => callApi(C.get, { Id: id }) });
/** The customers of my private sea (a new opportunity picks one). */
export const myCustomersQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: oppKeys.myCustomers(),
    queryFn: async () => (await callApi(crmCalls.customerList, { Scope: 'MINE', PageSize: 200 })).Items,
    enabled,
  });

const changed = [oppKeys.all, crmKeys.bin(), crmKeys.all];
export const useSaveOpportunity = () => useCallAction((i: CallInput<typeof C.save>) => callApi(C.save, i), changed);
export const useMoveStage = () => useCallAction((i: CallInput<typeof C.move>) => callApi(C.move, i), changed);
export const useWin = () => useCallAction((i: CallInput<typeof C.win>) => callApi(C.win, i), changed);
export const useLose = () => useCallAction((i: CallInput<typeof C.lose>) => callApi(C.lose, i), changed);
export const useDeleteOpportunity = () => useCallAction((i: CallInput<typeof C.remove>) => callApi(C.remove, i), changed);
