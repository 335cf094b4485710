import { queryOptions } from '@tanstack/react-query';
import { entryOrderCalls as C } from '../../../contract/entryOrder/calls';
import { callApi } from '../../../streams/callApi';
import { entryKeys } from '../entryQueries';

/** The entry screens' pickers: customers and operators (staff), a customer's party templates and bookings, the destination agents. */
export const getCustomers = (q: string) => callApi(C.entryOrderCustomers, q ? { Q: q } : {});
export const customersQueryOptions = (q: string, enabled = true) =>
  queryOptions({ queryKey: entryKeys.customers(q), queryFn: () => getCustomers(q), enabled, staleTime: 60_000 });
export const getOperators = () => callApi(C.entryOrderOperators, {});
export const operatorsQueryOptions = (enabled = true) => queryOptions({ queryKey: entryKeys.operators(), queryFn: getOperators, enabled, staleTime: 60_000 });
export const getAgents = () => callApi(C.secondHalfAgents, {});
export const agentsQueryOptions = (enabled = true) => queryOptions({ queryKey: entryKeys.agents(), queryFn: getAgents, enabled, staleTime: 60_000 });
export const getPartyTemplates = (companyId: number) => callApi(C.entryOrderPartyTemplates, companyId ? { CompanyId: companyId } : {});
export const partyTemplatesQueryOptions = (companyId: number, enabled = true) =>
  queryOptions({ queryKey: entryKeys.partyTemplates(companyId), queryFn: () => getPartyTemplates(companyId), enabled, staleTime: 60_000 });
export const getBookingChoices = (companyId: number, q: string) =>
  callApi(C.entryOrderBookings, { ...(companyId ? { CompanyId: companyId } : {}), ...(q ? { Q: q } : {}) });
export const bookingChoicesQueryOptions = (companyId: number, q: string, enabled = true) =>
  queryOptions({ queryKey: entryKeys.bookings(companyId, q), queryFn: () => getBookingChoices(companyId, q), enabled });
