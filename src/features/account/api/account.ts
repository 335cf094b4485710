import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { joinCalls } from '../../../contract/join/calls';
import { sessionCalls } from '../../../contract/session/calls';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';

/** The account screens' query keys, named once. */
export const accountKeys = {
  bindOffers: () => ['session', 'bindOffers'] as const,
  myJoinRequests: () => ['join', 'myRequests'] as const,
  wxLoginConfig: () => ['session', 'wxLoginConfig'] as const,
};

export const getBindOffers = () => callApi(sessionCalls.bindOffers, {});
export const bindOffersQueryOptions = () => queryOptions({ queryKey: accountKeys.bindOffers(), queryFn: getBindOffers });
export const useBindOffers = () => useQuery(bindOffersQueryOptions());

export const getMyJoinRequests = () => callApi(joinCalls.myRequests, {});
export const myJoinRequestsQueryOptions = () => queryOptions({ queryKey: accountKeys.myJoinRequests(), queryFn: getMyJoinRequests });
export const useMyJoinRequests = () => useQuery(myJoinRequestsQueryOptions());

export const getWxLoginConfig = () => callApi(sessionCalls.wxLoginConfig, {});
export const wxLoginConfigQueryOptions = () => queryOptions({ queryKey: accountKeys.wxLoginConfig(), queryFn: getWxLoginConfig });
export const useWxLoginConfig = () => useQuery(wxLoginConfigQueryOptions());

/** The chosen company account's token (the session takes it over). */
export const chooseEmployee = (employeeId: number) => callApi(sessionCalls.chooseEmployee, { EmployeeId: employeeId });
export const changePassword = (input: CallInput<typeof sessionCalls.changePassword>) => callApi(sessionCalls.changePassword, input);
export const register = (input: CallInput<typeof sessionCalls.register>) => callApi(sessionCalls.register, input);
/** A sign-up e-mail's link opened: the account to sign in with. */
export const confirmRegistration = (token: string) => callApi(sessionCalls.registerConfirm, { Token: token });
/** The code texted to a mobile number typed back: the account to sign in with. */
export const confirmRegistrationByCode = (account: string, code: string) => callApi(sessionCalls.registerConfirm, { Account: account, Code: code });

export const useDecideBindOffer = () =>
  useCallAction((input: CallInput<typeof sessionCalls.decideBindOffer>) => callApi(sessionCalls.decideBindOffer, input), [accountKeys.bindOffers()]);
export const useCreateCompanyRequest = () =>
  useCallMutation((input: CallInput<typeof joinCalls.createCompany>) => callApi(joinCalls.createCompany, input), [accountKeys.myJoinRequests()]);
export const useBindCompanyRequest = () =>
  useCallMutation((input: CallInput<typeof joinCalls.bindCompany>) => callApi(joinCalls.bindCompany, input), [accountKeys.myJoinRequests()]);
