import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { joinCalls } from '../../../contract/join/calls';
import { systemCalls } from '../../../contract/system/calls';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { adminKeys } from './keys';

/** The company's employees, the users asking to join it, and who I am here. */
export const getEmployee = (id: number) => callApi(systemCalls.employeeDetail, { Id: id });
export const employeeQueryOptions = (id?: number) =>
  queryOptions({ queryKey: adminKeys.employee(id), queryFn: () => getEmployee(id!), enabled: id !== undefined });
export const useEmployee = (id?: number) => useQuery(employeeQueryOptions(id));

/** Up to 200 active employees, to hang a permission item on. */
export const getActiveEmployees = () => callApi(systemCalls.employeeList, { PageSize: 200, Status: 'active' });
export const activeEmployeesQueryOptions = (enabled = true) => queryOptions({ queryKey: adminKeys.activeEmployees(), queryFn: getActiveEmployees, enabled });
export const useActiveEmployees = (enabled = true) => useQuery(activeEmployeesQueryOptions(enabled));

export const getBindRequests = () => callApi(joinCalls.pendingBindRequests, {});
export const bindRequestsQueryOptions = () => queryOptions({ queryKey: adminKeys.bindRequests(), queryFn: getBindRequests });
export const useBindRequests = () => useQuery(bindRequestsQueryOptions());

export const getMyAccess = () => callApi(systemCalls.myAccess, {});
export const myAccessQueryOptions = (employeeId?: number) =>
  queryOptions({ queryKey: adminKeys.myAccess(employeeId), queryFn: getMyAccess, enabled: employeeId !== undefined });
export const useMyAccess = (employeeId?: number) => useQuery(myAccessQueryOptions(employeeId));

const employeeChanged = (id?: number) => [adminKeys.employees(), adminKeys.activeEmployees(), adminKeys.employee(id), adminKeys.changeLog()];

export const useSaveEmployee = () =>
  useCallMutation(
    (input: CallInput<typeof systemCalls.employeeSave>) => callApi(systemCalls.employeeSave, input),
    (input) => employeeChanged(input.Id),
  );
export const useSetEmployeeStatus = () =>
  useCallAction(
    (input: CallInput<typeof systemCalls.employeeSetStatus>) => callApi(systemCalls.employeeSetStatus, input),
    (input) => employeeChanged(input.Id),
  );
export const useSetEmployeeRoles = () =>
  useCallAction(
    (input: CallInput<typeof systemCalls.employeeSetRoles>) => callApi(systemCalls.employeeSetRoles, input),
    (input) => employeeChanged(input.Id),
  );
/** Agreeing makes the user an employee: the bind requests and the employee list change. */
export const useDecideBindRequest = () =>
  useCallAction(
    (input: CallInput<typeof joinCalls.decideBindRequest>) => callApi(joinCalls.decideBindRequest, input),
    [adminKeys.bindRequests(), adminKeys.employees(), adminKeys.activeEmployees(), adminKeys.changeLog()],
  );
