import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analysisCalls as C, type CustomerAnalysisQuery, type QuoteAnalysisQuery } from '../../../contract/crm/analysisCalls';
import { callApi } from '../../../streams/callApi';

/** The analysis pages' reads: the last figures stay on screen while the next are counted. */
export const analysisKeys = {
  customers: (q: CustomerAnalysisQuery) => ['crm', 'analysis', 'customers', q] as const,
  quotes: (q: QuoteAnalysisQuery) => ['crm', 'analysis', 'quotes', q] as const,
};

export const customerAnalysisOptions = (q: CustomerAnalysisQuery, enabled: boolean) =>
  queryOptions({ queryKey: analysisKeys.customers(q), queryFn: () => callApi(C.customers, q), placeholderData: keepPreviousData, enabled });
export const quoteAnalysisOptions = (q: QuoteAnalysisQuery, enabled: boolean) =>
  queryOptions({ queryKey: analysisKeys.quotes(q), queryFn: () => callApi(C.quotations, q), placeholderData: keepPreviousData, enabled });
