import { BILLING_PATHS as P } from '../../../contract/billing/module';
import { listKey } from '../../../lib/listKey';

/**
 * The billing query keys, named once: reads are cached under them and every move invalidates by
 * them. The invoice list is the InvoiceMake screen's table (DataTable's `listKey` of its path): a
 * move refreshes that list, not every list of the application (the broad `['list']` it used to).
 */
export const billingKeys = {
  all: ['billing'] as const,
  jobs: (text: string) => [...billingKeys.all, 'jobs', text] as const,
  /** every job's charge sheet (a move may change the lines of the job on screen) */
  sheets: () => [...billingKeys.all, 'sheet'] as const,
  sheet: (cgoId: string) => [...billingKeys.sheets(), cgoId] as const,
  /** every invoice's detail (a void makes a credit note beside the invoice it reverses) */
  invoices: () => [...billingKeys.all, 'invoice'] as const,
  invoice: (id: number) => [...billingKeys.invoices(), id] as const,
  invoiceList: () => listKey(P.invoiceList),
};

/** What a charge or invoice move changes: the job's charges, the invoices' details and the invoice list. */
export const billingChanged = () => [billingKeys.sheets(), billingKeys.invoices(), billingKeys.invoiceList()];
