import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardCalls as C, type SummaryQuery } from '../../../contract/dashboard/calls';
import { callApi } from '../../../streams/callApi';

/** The dashboard's query keys, named once. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (q: SummaryQuery) => [...dashboardKeys.all, 'summary', q] as const,
};

export const getSummary = (q: SummaryQuery) => callApi(C.summary, q);
/** The figures of one set of filters; the last ones stay on screen while the next are counted. */
export const useSummary = (q: SummaryQuery) =>
  useQuery(queryOptions({ queryKey: dashboardKeys.summary(q), queryFn: () => getSummary(q), placeholderData: keepPreviousData }));
