import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Billing (operations.md §10, issue 37): the charges of a job (AR and AP, per currency, tax per fee
 * code, the booked rate into CNY), invoices made from them (debit note, credit note, tax-invoice
 * request, payable statement) with their numbering, confirmation, payments, void with a credit note,
 * the TAX_INVOICE channel, print and export. Exchange rates are reference data's
 * (/api/ExchangeRate/List, /Save: refdata). The calls' schemas are in calls.ts.
 */
export const BILLING_PATHS = {
  chargeList: '/api/Charge/List',
  chargeTakeFromBooking: '/api/Charge/TakeFromBooking',
  chargeSave: '/api/Charge/Save',
  chargeConfirm: '/api/Charge/Confirm',
  billingJobs: '/api/Charge/Jobs',
  invoiceCreate: '/api/Invoice/Create',
  invoiceConfirm: '/api/Invoice/Confirm',
  invoiceRequestTax: '/api/Invoice/RequestTaxInvoice',
  invoicePay: '/api/Invoice/RecordPayment',
  invoiceVoid: '/api/Invoice/Void',
  invoiceList: '/api/Invoice/List',
  invoiceGet: '/api/Invoice/Get',
  invoicePrint: '/api/Invoice/Print',
} as const;

export const BILLING_PAGES = {
  /** The finance desk's screen (internal). */
  invoiceMake: '/MakeOrderBusiness/InvoiceMake',
  /** A customer reads its own receivable charges and invoices under its booking pages: never cost (AP) or profit. */
  customerBookings: '/external/workbench/OrderTracking',
} as const;
const STAFF = [BILLING_PAGES.invoiceMake];
const READERS = [BILLING_PAGES.invoiceMake, BILLING_PAGES.customerBookings];

export const BILLING_ACCESS = {
  /** Charges and invoices: staff every company's (AR and AP, profit), a customer its own receivable ones (the service scopes and hides cost). */
  billingRead: read(READERS),
  /** Taking charges from the booking, adding, editing and confirming lines. */
  billingCharges: act(STAFF, 'billCharges', true),
  /** Making, confirming, voiding invoices and asking for tax invoices. */
  billingInvoices: act(STAFF, 'billInvoice', true),
  /** Recording what was paid. */
  billingPayments: act(STAFF, 'billPayment', true),
} as const;

export const billingContract = contractModule({
  name: 'billing',
  /** Its control-tower words (exception codes, roles): loaded with the tower's pages. */
  tower: () => import('./tower/words'),
  actorRoles: ['finance'],
  paths: BILLING_PATHS,
  access: BILLING_ACCESS,
  buttons: {
    billCharges: { zh: '维护费用', en: 'Edit charges' },
    billInvoice: { zh: '开账单', en: 'Make invoices' },
    billPayment: { zh: '登记收付款', en: 'Record payments' },
  },
});
