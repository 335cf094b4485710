import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { entryOrderCalls as C } from '../../../contract/entryOrder/calls';
import { callApi } from '../../../streams/callApi';
import { entryKeys } from '../entryQueries';

/** Supplements: one in full, and the moves of its request → fill → decide. */
export const getSupplement = (id: number) => callApi(C.orderSupplementGet, { Id: id });
export const supplementQueryOptions = (id: number) => queryOptions({ queryKey: entryKeys.supplement(id), queryFn: () => getSupplement(id), enabled: id > 0 });
export const requestSupplement = (body: CallInput<typeof C.orderSupplementRequest>) => callApi(C.orderSupplementRequest, body);
export const fillSupplement = (body: CallInput<typeof C.orderSupplementFill>) => callApi(C.orderSupplementFill, body);
export const decideSupplement = (body: CallInput<typeof C.orderSupplementDecide>) => callApi(C.orderSupplementDecide, body);
export const cancelSupplement = (body: CallInput<typeof C.orderSupplementCancel>) => callApi(C.orderSupplementCancel, body);
