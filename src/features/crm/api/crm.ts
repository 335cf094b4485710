import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { crmCalls as C } from '../../../contract/crm/calls';
import { ENDPOINTS } from '../../../contract/endpoints';
import { listKey } from '../../../lib/listKey';
import { useCallAction } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';

/** The CRM's query keys, reads (queryOptions) and writes (each refreshing what it changed). */
export const crmKeys = {
  all: ['crm'] as const,
  customers: () => listKey(ENDPOINTS.crmCustomerList),
  leads: () => listKey(ENDPOINTS.crmLeadList),
  customer: (id: number) => ['crm', 'customer', id] as const,
  limits: () => ['crm', 'limits'] as const,
  salespeople: () => ['crm', 'salespeople'] as const,
  dicts: () => ['crm', 'dicts'] as const,
  pool: () => ['crm', 'pool'] as const,
  capacities: () => ['crm', 'capacities'] as const,
  bin: () => ['crm', 'bin'] as const,
};

export const customerQueryOptions = (id: number) => queryOptions({ queryKey: crmKeys.customer(id), queryFn: () => callApi(C.customerGet, { Id: id }) });
export const limitsQueryOptions = () => queryOptions({ queryKey: crmKeys.limits(), queryFn: () => callApi(C.limits, {}) });
export const salespeopleQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: crmKeys.salespeople(), queryFn: () => callApi(C.salespeople, {}), staleTime: 60_000, enabled });
export const dictsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: crmKeys.dicts(), queryFn: () => callApi(C.dictList, {}), staleTime: 60_000, enabled });
export const poolQueryOptions = () => queryOptions({ queryKey: crmKeys.pool(), queryFn: () => callApi(C.poolGet, {}) });
export const capacitiesQueryOptions = () => queryOptions({ queryKey: crmKeys.capacities(), queryFn: () => callApi(C.capacityList, {}) });
export const binQueryOptions = () => queryOptions({ queryKey: crmKeys.bin(), queryFn: () => callApi(C.binList, {}) });

const moves = [crmKeys.customers(), crmKeys.limits(), crmKeys.salespeople(), crmKeys.capacities(), crmKeys.all];

export const useClaim = () => useCallAction((i: CallInput<typeof C.claim>) => callApi(C.claim, i), moves);
export const useRelease = () => useCallAction((i: CallInput<typeof C.release>) => callApi(C.release, i), moves);
export const useTransfer = () => useCallAction((i: CallInput<typeof C.transfer>) => callApi(C.transfer, i), moves);
export const useAssign = () => useCallAction((i: CallInput<typeof C.assign>) => callApi(C.assign, i), moves);
export const useDeleteCustomers = () => useCallAction((i: CallInput<typeof C.customerDelete>) => callApi(C.customerDelete, i), [...moves, crmKeys.bin()]);
export const useSaveCustomer = () => useCallAction((i: CallInput<typeof C.customerSave>) => callApi(C.customerSave, i), moves);
export const useSaveLead = () => useCallAction((i: CallInput<typeof C.leadSave>) => callApi(C.leadSave, i), [crmKeys.leads()]);
export const useConvertLead = () => useCallAction((i: CallInput<typeof C.leadConvert>) => callApi(C.leadConvert, i), [crmKeys.leads(), ...moves]);
export const useDiscardLead = () => useCallAction((i: CallInput<typeof C.leadDiscard>) => callApi(C.leadDiscard, i), [crmKeys.leads()]);
export const useRestore = () => useCallAction((i: CallInput<typeof C.binRestore>) => callApi(C.binRestore, i), [crmKeys.bin(), ...moves, crmKeys.leads()]);
export const usePurge = () => useCallAction((i: CallInput<typeof C.binPurge>) => callApi(C.binPurge, i), [crmKeys.bin()]);
export const useSaveDict = () => useCallAction((i: CallInput<typeof C.dictSave>) => callApi(C.dictSave, i), [crmKeys.dicts()]);
export const useSavePool = () => useCallAction((i: CallInput<typeof C.poolSave>) => callApi(C.poolSave, i), [crmKeys.pool()]);
export const useSaveCapacity = () =>
  useCallAction((i: CallInput<typeof C.capacitySave>) => callApi(C.capacitySave, i), [crmKeys.capacities(), crmKeys.limits()]);

/** The duplicate check of a customer being typed (R7.1): asked once some key has two characters. */
export const duplicatesQueryOptions = (input: CallInput<typeof C.customerCheck>) =>
  queryOptions({ queryKey: ['crm', 'check', input], queryFn: () => callApi(C.customerCheck, input), enabled: Object.keys(input).length > 0 });
