import { BILLING_PAGES } from '../../../src/contract/billing/module';
import { openExceptions, pagesAccess } from '../../platform/tower/rules';
import type { ExceptionRule } from '../module';
import { UNPAID_DAYS_AFTER_ATA, unpaidAfterArrivalRows } from './towerRepository';

/** The finance desk's screen opens on the job; a customer's action opens its bookings (its own receivables). */
const PAGES = { internal: BILLING_PAGES.invoiceMake, external: BILLING_PAGES.customerBookings };

/** UNPAID_AFTER_ARRIVAL (operations.md §12.1): AR unpaid 3 days after ATA — medium, finance. */
export const billingExceptionRules: readonly ExceptionRule[] = [
  {
    code: 'UNPAID_AFTER_ARRIVAL',
    severity: 'medium',
    who: ['finance'],
    access: pagesAccess(PAGES),
    open: async (q, scope) =>
      openExceptions(
        await unpaidAfterArrivalRows(q, scope),
        scope,
        PAGES,
        (r) => ({ CGO_ID: r.cgo_id }),
        (r) => ({
          zh: `订舱 ${r.ref}：到港已超过 ${UNPAID_DAYS_AFTER_ATA} 天，仍有应收未收（${r.currencies ?? ''}）`,
          en: `Booking ${r.ref}: receivables (${r.currencies ?? ''}) still unpaid ${UNPAID_DAYS_AFTER_ATA} days after arrival`,
        }),
      ),
  },
];
