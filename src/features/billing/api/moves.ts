import { billingCalls as C } from '../../../contract/billing/calls';
import type { CallInput } from '../../../contract/call';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';
import { useCallAction } from '../../../lib/useCallAction';
import { callApi } from '../../../streams/callApi';
import { billingChanged } from './keys';

/** The charge lines' moves, sent from their buttons: each refreshes the job's charges and the invoices. */
export const useTake = () => useCallAction((i: CallInput<typeof C.takeFromBooking>) => callApi(C.takeFromBooking, i), billingChanged());
export const useSaveCharges = () => useCallAction((i: CallInput<typeof C.chargeSave>) => callApi(C.chargeSave, i), billingChanged());
export const useConfirmCharges = () => useCallAction((i: CallInput<typeof C.chargeConfirm>) => callApi(C.chargeConfirm, i), billingChanged());

/** The invoice's moves as the invoice machine sends them (machines/invoiceMachine.ts); it refreshes by billingChanged. */
export const makeInvoice = (input: CallInput<typeof C.invoiceCreate>) => callApi(C.invoiceCreate, input);
export const confirmInvoice = (input: CallInput<typeof C.invoiceConfirm>) => callApi(C.invoiceConfirm, input);
export const payInvoice = (input: CallInput<typeof C.invoicePay>) => callApi(C.invoicePay, input);
export const voidInvoice = (input: CallInput<typeof C.invoiceVoid>) => callApi(C.invoiceVoid, input);
/** Under an Idempotency-Key made once per request: a retry after a dropped connection asks the tax platform once. */
export const requestTaxInvoice = (input: CallInput<typeof C.invoiceRequestTax>, key: IdempotencyKey) =>
  callApi(C.invoiceRequestTax, input, idempotencyHeader(key));
