import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuTreeKind } from '../../../contract/access';
import type { CallInput } from '../../../contract/call';
import { systemCalls } from '../../../contract/system/calls';
import { useCallAction, useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { adminKeys } from './keys';

/** The menu trees (internal and external) and their buttons. */
export const getMenuTree = (tree: MenuTreeKind) => callApi(systemCalls.menuTree, { Tree: tree });
export const menuTreeQueryOptions = (tree: MenuTreeKind) => queryOptions({ queryKey: adminKeys.menuTree(tree), queryFn: () => getMenuTree(tree) });
export const useMenuTree = (tree: MenuTreeKind) => useQuery(menuTreeQueryOptions(tree));

// a menu change shows in every tree and in the roles' grant trees
const menusChanged = [[...adminKeys.all, 'menuTree'], [...adminKeys.all, 'roleGrants'], adminKeys.changeLog()];

export const useSaveMenu = () => useCallMutation((input: CallInput<typeof systemCalls.menuSave>) => callApi(systemCalls.menuSave, input), menusChanged);
export const useMoveMenu = () => useCallAction((input: CallInput<typeof systemCalls.menuMove>) => callApi(systemCalls.menuMove, input), menusChanged);
export const useDeleteMenu = () => useCallAction((input: CallInput<typeof systemCalls.menuDelete>) => callApi(systemCalls.menuDelete, input), menusChanged);
export const useSaveMenuButton = () =>
  useCallAction((input: CallInput<typeof systemCalls.menuSaveButton>) => callApi(systemCalls.menuSaveButton, input), menusChanged);
export const useDeleteMenuButton = () =>
  useCallAction((input: CallInput<typeof systemCalls.menuDeleteButton>) => callApi(systemCalls.menuDeleteButton, input), menusChanged);
