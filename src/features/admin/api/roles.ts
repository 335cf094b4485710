import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { systemCalls } from '../../../contract/system/calls';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { adminKeys } from './keys';

/** Roles, their grants and the permission items on roles and employees. */
export const getRoleChoices = (scope: 'company' | 'assignable') => callApi(systemCalls.roleList, { Scope: scope, PageSize: 200 });
export const roleChoicesQueryOptions = (scope: 'company' | 'assignable', enabled = true) =>
  queryOptions({ queryKey: adminKeys.roleChoices(scope), queryFn: () => getRoleChoices(scope), enabled });
export const useRoleChoices = (scope: 'company' | 'assignable', enabled = true) => useQuery(roleChoicesQueryOptions(scope, enabled));

export const getRoleGrants = (id: number) => callApi(systemCalls.roleGrants, { Id: id });
export const roleGrantsQueryOptions = (id?: number) =>
  queryOptions({ queryKey: adminKeys.roleGrants(id), queryFn: () => getRoleGrants(id!), enabled: id !== undefined });
export const useRoleGrants = (id?: number) => useQuery(roleGrantsQueryOptions(id));

const roleChanged = [adminKeys.roles(), adminKeys.roleChoices('company'), adminKeys.roleChoices('assignable'), adminKeys.changeLog()];

export const useSaveRole = () => useCallMutation((input: CallInput<typeof systemCalls.roleSave>) => callApi(systemCalls.roleSave, input), roleChanged);
export const useDeleteRole = () => useCallAction((input: CallInput<typeof systemCalls.roleDelete>) => callApi(systemCalls.roleDelete, input), roleChanged);
export const useSetRoleGrants = () =>
  useCallAction(
    (input: CallInput<typeof systemCalls.roleSetGrants>) => callApi(systemCalls.roleSetGrants, input),
    (input) => [adminKeys.roleGrants(input.Id), adminKeys.changeLog()],
  );

const permissionsChanged = [adminKeys.permissions(), adminKeys.changeLog()];
export const useSavePermission = () =>
  useCallMutation((input: CallInput<typeof systemCalls.permissionSave>) => callApi(systemCalls.permissionSave, input), permissionsChanged);
export const useDeletePermission = () =>
  useCallAction((input: CallInput<typeof systemCalls.permissionDelete>) => callApi(systemCalls.permissionDelete, input), permissionsChanged);
