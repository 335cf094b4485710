import { BILLING_PAGES } from '../../contract/billing/module';
import type { ClientModule } from '../../ui/clientModule';

/**
 * Billing (operations.md §10.5): the finance desk's InvoiceMake screen — a job's charges (AR/AP,
 * currencies, tax, booked rates, per-currency totals, profit in CNY), its invoices and their moves.
 * Only this path is attached here: the route group 'makeBill' is shared with the house-bill module.
 */
export const billingModule: ClientModule = {
  key: 'billing',
  screens: {
    [BILLING_PAGES.invoiceMake]: () => import('./InvoiceMakeScreen'),
  },
  machines: [
    {
      file: 'features/billing/machines/invoiceMachine.ts',
      load: () => import('./machines/invoiceMachine').then((m) => m.invoiceMachine),
    },
  ],
};
