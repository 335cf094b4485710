import { useQuery } from '@tanstack/react-query';
import { billingCalls as C } from '../../contract/billing/calls';
import type { CallInput } from '../../contract/call';
import { useCallAction } from '../../lib/useCallAction';
import { callApi } from '../../streams/callApi';
import { idempotencyHeader, newIdempotencyKey } from '../../lib/idempotencyKey';

/** The InvoiceMake screen's queries and actions; every action refreshes the job's charges and the invoices. */
const KEYS = { sheet: ['billing', 'sheet'] as const, invoice: ['billing', 'invoice'] as const, jobs: ['billing', 'jobs'] as const, list: ['list'] as const };
const CHANGED = [KEYS.sheet, KEYS.invoice, KEYS.list];

export const useJobs = (text: string) => useQuery({ queryKey: [...KEYS.jobs, text], queryFn: () => callApi(C.jobs, { Text: text }) });
export const useSheet = (cgo: string) => useQuery({ queryKey: [...KEYS.sheet, cgo], queryFn: () => callApi(C.chargeList, { CGO_ID: cgo }), enabled: !!cgo });
export const useInvoice = (id: number) => useQuery({ queryKey: [...KEYS.invoice, id], queryFn: () => callApi(C.invoiceGet, { Id: id }), enabled: id > 0 });

export const useTake = () => useCallAction((i: CallInput<typeof C.takeFromBooking>) => callApi(C.takeFromBooking, i), CHANGED);
export const useSaveCharges = () => useCallAction((i: CallInput<typeof C.chargeSave>) => callApi(C.chargeSave, i), CHANGED);
export const useConfirmCharges = () => useCallAction((i: CallInput<typeof C.chargeConfirm>) => callApi(C.chargeConfirm, i), CHANGED);
export const useCreateInvoice = () => useCallAction((i: CallInput<typeof C.invoiceCreate>) => callApi(C.invoiceCreate, i), CHANGED);
export const useConfirmInvoice = () => useCallAction((i: CallInput<typeof C.invoiceConfirm>) => callApi(C.invoiceConfirm, i), CHANGED);
export const usePay = () => useCallAction((i: CallInput<typeof C.invoicePay>) => callApi(C.invoicePay, i), CHANGED);
export const useVoid = () => useCallAction((i: CallInput<typeof C.invoiceVoid>) => callApi(C.invoiceVoid, i), CHANGED);
export const useRequestTax = () =>
  useCallAction((i: CallInput<typeof C.invoiceRequestTax>) => callApi(C.invoiceRequestTax, i, idempotencyHeader(newIdempotencyKey(`tax-${i.Id}`))), CHANGED);
