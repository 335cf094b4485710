import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CustomerRatesQuery, type PlatformRatesQuery, rateAnalysisCalls as C } from '../../../contract/rateAnalysis/calls';
import { ENDPOINTS } from '../../../contract/endpoints';
import { queryString, saveDownload } from '../../../lib/saveFile';
import { callApi } from '../../../streams/callApi';

/** Rate analysis' query keys, named once. */
export const rateAnalysisKeys = {
  all: ['rateAnalysis'] as const,
  platform: (q: PlatformRatesQuery) => [...rateAnalysisKeys.all, 'platform', q] as const,
  platformAny: () => [...rateAnalysisKeys.all, 'platform'] as const,
  customer: (q: CustomerRatesQuery) => [...rateAnalysisKeys.all, 'customer', q] as const,
};

export const getPlatformRates = (q: PlatformRatesQuery) => callApi(C.platformRates, q);
export const platformRatesQueryOptions = (q: PlatformRatesQuery) =>
  queryOptions({ queryKey: rateAnalysisKeys.platform(q), queryFn: () => getPlatformRates(q), placeholderData: keepPreviousData });
export const usePlatformRates = (q: PlatformRatesQuery) => useQuery(platformRatesQueryOptions(q));

export const getCustomerRates = (q: CustomerRatesQuery) => callApi(C.customerRates, q);
export const customerRatesQueryOptions = (q: CustomerRatesQuery) =>
  queryOptions({ queryKey: rateAnalysisKeys.customer(q), queryFn: () => getCustomerRates(q), placeholderData: keepPreviousData });
export const useCustomerRates = (q: CustomerRatesQuery) => useQuery(customerRatesQueryOptions(q));

/** Counts the index again now (the index on screen is read again after). */
export const refreshIndex = () => callApi(C.platformRatesRefresh, {});

/** The index's table as an Excel file (R9.5), saved by the browser. */
export const exportPlatformRates = (q: PlatformRatesQuery) => saveDownload(`${ENDPOINTS.platformRatesExport}${queryString(q)}`);
