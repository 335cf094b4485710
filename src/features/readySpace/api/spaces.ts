import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { publicSpaceCall, readySpaceCalls as C } from '../../../contract/readySpace/calls';
import { callApi } from '../../../streams/callApi';
import { readySpaceKeys } from './keys';

/** One listing as its detail and its form show it. */
export const getReadySpace = (id: number) => callApi(C.get, { Id: id });
export const readySpaceQueryOptions = (id: number) => queryOptions({ queryKey: readySpaceKeys.space(id), queryFn: () => getReadySpace(id), enabled: id > 0 });
export const useReadySpace = (id: number) => useQuery(readySpaceQueryOptions(id));

export type SailingsQuery = CallInput<typeof C.sailings>;
/** The schedule's direct sailings of a lane, for the publish form to pick from. */
export const getSailings = (query: SailingsQuery) => callApi(C.sailings, query);
export const sailingsQueryOptions = (query: SailingsQuery, enabled: boolean) =>
  queryOptions({ queryKey: readySpaceKeys.sailings(JSON.stringify(query)), queryFn: () => getSailings(query), enabled });
export const useSailings = (query: SailingsQuery, enabled: boolean) => useQuery(sailingsQueryOptions(query, enabled));

export type PublicQuery = CallInput<typeof publicSpaceCall>;
/** What is on sale to the market, for visitors (no prices). */
export const getPublicSpaces = (query: PublicQuery) => callApi(publicSpaceCall, query);
export const publicSpacesQueryOptions = (query: PublicQuery) =>
  queryOptions({ queryKey: readySpaceKeys.public(JSON.stringify(query)), queryFn: () => getPublicSpaces(query) });
export const usePublicSpaces = (query: PublicQuery) => useQuery(publicSpacesQueryOptions(query));

/** Saves the form's listing as a draft and, asked to, submits the saved version to the audit. */
export async function saveSpace(save: CallInput<typeof C.saveDraft>, submit: boolean) {
  const saved = await callApi(C.saveDraft, save);
  if (submit) await callApi(C.submit, { Id: saved.Id, Version: saved.Version });
  return saved;
}

/** The form's save: the listing and the lists that show it are read again. */
export function useSaveSpace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ save, submit }: { save: CallInput<typeof C.saveDraft>; submit: boolean }) => saveSpace(save, submit),
    onSuccess: (saved) =>
      Promise.all([client.invalidateQueries({ queryKey: readySpaceKeys.space(saved.Id) }), client.invalidateQueries({ queryKey: readySpaceKeys.spaces() })]),
  });
}

type SpaceMove = 'submit' | 'audit' | 'setShelf';
/** A move of a listing from its list's row (submit, approve or reject, shelf): the lists and the listing read again. */
const spaceMove =
  <K extends SpaceMove>(kind: K) =>
  () => {
    const client = useQueryClient();
    return useMutation({
      mutationFn: (input: CallInput<(typeof C)[K]>) => callApi(C[kind], input),
      onSuccess: (_moved, input) =>
        Promise.all([client.invalidateQueries({ queryKey: readySpaceKeys.spaces() }), client.invalidateQueries({ queryKey: readySpaceKeys.space(input.Id) })]),
    });
  };

export const useSubmitSpace = spaceMove('submit');
export const useAuditSpace = spaceMove('audit');
export const useSetShelf = spaceMove('setShelf');
