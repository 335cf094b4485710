import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { entryOrderCalls as C } from '../../../contract/entryOrder/calls';
import { callApi, upload } from '../../../streams/callApi';
import { ENTRY_ORDER_PATHS as P } from '../../../contract/entryOrder/module';
import { queryString } from '../../../lib/saveFile';
import type { EntryFile } from '../../../contract/entryOrder/calls';
import { entryKeys } from '../entryQueries';

/** Orders: the detail, its log and files; and the moves (save, submit, decide, make the booking, link, cancel). */
export const getOrder = (id: number) => callApi(C.entryOrderGet, { Id: id });
/** The id of the order numbered `no` (case aside) among the orders the person may read; undefined when there is none. */
export const findOrderIdByNo = (no: string) =>
  callApi(C.entryOrderList, { ENT_NO: no, PageSize: 5 }).then((p) => p.Items.find((r) => r.ENT_NO.toUpperCase() === no.toUpperCase())?.Id);
export const orderQueryOptions = (id: number) => queryOptions({ queryKey: entryKeys.order(id), queryFn: () => getOrder(id), enabled: id > 0 });
export const getOrderLog = (id: number) => callApi(C.entryOrderLog, { Id: id });
export const orderLogQueryOptions = (id: number) => queryOptions({ queryKey: entryKeys.orderLog(id), queryFn: () => getOrderLog(id), enabled: id > 0 });
export const getOrderFiles = (id: number) => callApi(C.entryFileList, { ENT_ID: id });
export const orderFilesQueryOptions = (id: number) => queryOptions({ queryKey: entryKeys.files(id), queryFn: () => getOrderFiles(id), enabled: id > 0 });

export type OrderSave = CallInput<typeof C.entryOrderSave>;
export const saveOrder = (body: OrderSave) => callApi(C.entryOrderSave, body);
export const submitOrder = (body: CallInput<typeof C.entryOrderSubmit>) => callApi(C.entryOrderSubmit, body);
export const decideOrder = (body: CallInput<typeof C.entryOrderDecide>) => callApi(C.entryOrderDecide, body);
export const makeBooking = (body: CallInput<typeof C.entryOrderMakeBooking>) => callApi(C.entryOrderMakeBooking, body);
export const linkBooking = (body: CallInput<typeof C.entryOrderLinkBooking>) => callApi(C.entryOrderLinkBooking, body);
export const cancelOrder = (body: CallInput<typeof C.entryOrderCancel>) => callApi(C.entryOrderCancel, body);

/** A file of a form's file field or a supplement's document: the raw body up, its record back. */
export const uploadEntryFile = (q: CallInput<typeof C.entryFileUpload>, file: Blob) =>
  upload<EntryFile>(`${P.entryFileUpload}${queryString(q)}`, file, file.type || 'application/octet-stream');
export const entryFileHref = (id: number) => `${P.entryFileDownload}${queryString({ Id: id })}`;
