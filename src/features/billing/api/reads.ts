import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingCalls as C } from '../../../contract/billing/calls';
import { callApi } from '../../../streams/callApi';
import { billingKeys } from './keys';

/** The jobs (bookings) a search finds, to pick one whose charges to bill. */
export const jobsQueryOptions = (text: string) => queryOptions({ queryKey: billingKeys.jobs(text), queryFn: () => callApi(C.jobs, { Text: text }) });
export const useJobs = (text: string) => useQuery(jobsQueryOptions(text));

/** A job's charges, totals per currency and profit. */
export const sheetQueryOptions = (cgoId: string) =>
  queryOptions({ queryKey: billingKeys.sheet(cgoId), queryFn: () => callApi(C.chargeList, { CGO_ID: cgoId }), enabled: !!cgoId });
export const useSheet = (cgoId: string) => useQuery(sheetQueryOptions(cgoId));

/** One invoice with its lines, the moves open to it and its log. */
export const invoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: billingKeys.invoice(id), queryFn: () => callApi(C.invoiceGet, { Id: id }), enabled: id > 0 });
export const useInvoice = (id: number) => useQuery(invoiceQueryOptions(id));
