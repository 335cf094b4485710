import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsCalls as C, type SalesQuery } from '../../../contract/analytics/calls';
import { type ExclusionChange, exclusionCalls as X } from '../../../contract/analytics/exclusionCalls';
import { useCallAction } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';

/** Which call a sales page reads (commercial.md §9.2). */
export type SalesCall = 'companySales' | 'employeeSales' | 'customerCompanySales' | 'customerEmployeeSales';

/** The sales analysis' query keys, named once. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  sales: (call: SalesCall, q: SalesQuery) => [...analyticsKeys.all, call, q] as const,
  table: (q: SalesQuery) => [...analyticsKeys.all, 'table', q] as const,
};

export const salesQueryOptions = (call: SalesCall, q: SalesQuery) =>
  queryOptions({ queryKey: analyticsKeys.sales(call, q), queryFn: () => callApi(C[call], q), placeholderData: keepPreviousData });
/** The figures of one set of filters; the last ones stay on screen while the next are counted. */
export const useSales = (call: SalesCall, q: SalesQuery) => useQuery(salesQueryOptions(call, q));

export const tableQueryOptions = (q: SalesQuery) =>
  queryOptions({ queryKey: analyticsKeys.table(q), queryFn: () => callApi(C.salesTable, q), placeholderData: keepPreviousData });
export const useSalesTable = (q: SalesQuery) => useQuery(tableQueryOptions(q));

/** Rebuild the roll-ups now: every figure on screen reads again. */
export const useRefresh = () => useCallAction(() => callApi(C.refresh, {}), [analyticsKeys.all]);

/** The internal test companies' list (the manager's settings): reading it, adding one, restoring one; every figure reads again after. */
export const exclusionsQueryOptions = () => queryOptions({ queryKey: [...analyticsKeys.all, 'exclusions'], queryFn: () => callApi(X.exclusions, {}) });
export const useExclusions = () => useQuery(exclusionsQueryOptions());
export const useExclude = () => useCallAction((input: ExclusionChange) => callApi(X.exclude, input), [analyticsKeys.all]);
export const useRestore = () => useCallAction((input: ExclusionChange) => callApi(X.restore, input), [analyticsKeys.all]);
