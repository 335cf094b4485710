import { queryOptions } from '@tanstack/react-query';
import { type SurveySave, surveyCalls as C } from '../../../contract/survey/calls';
import type { Audience, Answers } from '../../../domain/survey/survey';
import { useCallMutation } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';

/** The surveys' query keys, named once. */
export const surveyKeys = {
  all: ['survey'] as const,
  list: (audience: Audience) => [...surveyKeys.all, 'list', audience] as const,
  one: (id: number) => [...surveyKeys.all, 'one', id] as const,
  results: (id: number) => [...surveyKeys.all, 'results', id] as const,
  audience: (audience: Audience) => [...surveyKeys.all, 'audience', audience] as const,
  mine: (id: number) => [...surveyKeys.all, 'mine', id] as const,
};

export const surveyListQueryOptions = (audience: Audience, q: string) =>
  queryOptions({ queryKey: [...surveyKeys.list(audience), q], queryFn: () => callApi(C.list, { Audience: audience, Q: q }) });
export const surveyQueryOptions = (id: number | undefined) =>
  queryOptions({ queryKey: surveyKeys.one(id ?? 0), queryFn: () => callApi(C.get, { Id: id ?? 0 }), enabled: id !== undefined });
export const surveyResultsQueryOptions = (id: number) => queryOptions({ queryKey: surveyKeys.results(id), queryFn: () => callApi(C.results, { Id: id }) });
export const surveyAudienceQueryOptions = (audience: Audience, enabled = true) =>
  queryOptions({ queryKey: surveyKeys.audience(audience), queryFn: () => callApi(C.audience, { Audience: audience }), staleTime: 60_000, enabled });
export const mySurveyQueryOptions = (id: number) =>
  queryOptions({ queryKey: surveyKeys.mine(id), queryFn: () => callApi(C.mine, { Id: id }), retry: false, enabled: id > 0 });

/** The export's address (a download the browser saves under the server's name). */
export const surveyExportPath = (id: number) => `${C.export.path}?Id=${id}`;

export const useSaveSurvey = () => useCallMutation((input: SurveySave) => callApi(C.save, input), [surveyKeys.all]);
export const useSendSurvey = () => useCallMutation((input: { Id: number; Version: number }) => callApi(C.send, input), [surveyKeys.all]);
export const useCloseSurvey = () => useCallMutation((input: { Id: number; Version: number }) => callApi(C.close, input), [surveyKeys.all]);
export const useDeleteSurvey = () => useCallMutation((input: { Id: number; Version: number }) => callApi(C.delete, input), [surveyKeys.all]);
export const answerSurvey = (input: { Id: number; Answers: Answers }) => callApi(C.answer, input);
