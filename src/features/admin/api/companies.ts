import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { systemCalls } from '../../../contract/system/calls';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { adminKeys } from './keys';

/** Companies: one's own, customers and providers, their applications and salespeople. */
export const getCurrentCompany = () => callApi(systemCalls.companyCurrent, {});
export const currentCompanyQueryOptions = () => queryOptions({ queryKey: adminKeys.currentCompany(), queryFn: getCurrentCompany });
export const useCurrentCompany = () => useQuery(currentCompanyQueryOptions());

export const getCompany = (id: number) => callApi(systemCalls.companyDetail, { Id: id });
export const companyQueryOptions = (id?: number) =>
  queryOptions({ queryKey: adminKeys.company(id), queryFn: () => getCompany(id!), enabled: id !== undefined });
export const useCompany = (id?: number) => useQuery(companyQueryOptions(id));

export const getSalespeopleCandidates = () => callApi(systemCalls.salespeopleCandidates, {});
export const salespeopleCandidatesQueryOptions = () => queryOptions({ queryKey: adminKeys.salespeopleCandidates(), queryFn: getSalespeopleCandidates });
export const useSalespeopleCandidates = () => useQuery(salespeopleCandidatesQueryOptions());

const companiesChanged = (id?: number) => [adminKeys.customers(), adminKeys.providers(), adminKeys.company(id), adminKeys.changeLog()];

export const useCreateCompany = () =>
  useCallMutation((input: CallInput<typeof systemCalls.companyCreate>) => callApi(systemCalls.companyCreate, input), companiesChanged());
export const useEditCompany = () =>
  useCallMutation(
    (input: CallInput<typeof systemCalls.companyEdit>) => callApi(systemCalls.companyEdit, input),
    (input) => companiesChanged(input.Id),
  );
export const useEditCurrentCompany = () =>
  useCallMutation(
    (input: CallInput<typeof systemCalls.companyEditCurrent>) => callApi(systemCalls.companyEditCurrent, input),
    [adminKeys.currentCompany(), adminKeys.changeLog()],
  );
export const useDecideApplication = () =>
  useCallAction(
    (input: CallInput<typeof systemCalls.applicationDecide>) => callApi(systemCalls.applicationDecide, input),
    [adminKeys.applications(), adminKeys.customers(), adminKeys.providers(), adminKeys.changeLog()],
  );
/** Rejecting from a form (the reason is typed there): the same call, refusals shown in place. */
export const useRejectApplication = () =>
  useCallMutation(
    (input: CallInput<typeof systemCalls.applicationDecide>) => callApi(systemCalls.applicationDecide, input),
    [adminKeys.applications(), adminKeys.changeLog()],
  );

// the company's card, the candidates' counts and the company lists' salespeople column
const salespeopleChanged = (input: { CompanyId: number }) => [
  adminKeys.company(input.CompanyId),
  adminKeys.salespeopleCandidates(),
  adminKeys.customers(),
  adminKeys.providers(),
  adminKeys.changeLog(),
];
export const useAssignSalesperson = () =>
  useCallAction((input: CallInput<typeof systemCalls.salespeopleAssign>) => callApi(systemCalls.salespeopleAssign, input), salespeopleChanged);
export const useRemoveSalesperson = () =>
  useCallAction((input: CallInput<typeof systemCalls.salespeopleRemove>) => callApi(systemCalls.salespeopleRemove, input), salespeopleChanged);
