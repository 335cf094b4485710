import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Rate analysis (commercial.md §9, issue 51): the platform's weekly price index per lane and class —
 * cost min, median and max, the list price's median, how many rates, the week-over-week change — with
 * the carriers' GRI and surcharge letters on its timeline; and what one customer searched, was quoted
 * and booked. Internal staff only (R9.1); cost needs "view cost" (R9.2). The calls are in calls.ts.
 */
export const RATE_ANALYSIS_PATHS = {
  platformRates: '/api/Analytics/PlatformRates',
  platformRatesExport: '/api/Analytics/PlatformRates/Export',
  platformRatesRefresh: '/api/Analytics/PlatformRates/Refresh',
  customerRates: '/api/Analytics/CustomerRates',
} as const;

export const RATE_ANALYSIS_PAGES = {
  platform: '/system/PlatformFreightAnalysis',
  customer: '/system/CustomerFreightAnalysis',
} as const;

const P = RATE_ANALYSIS_PAGES;

export const RATE_ANALYSIS_ACCESS = {
  /** The price index: the managers' page (the sell side; cost with "view cost"). */
  platformRatesRead: read([P.platform], true),
  /** Cost min, median and max on the index and in its export (R9.2). */
  platformRatesCost: act([P.platform], 'viewCost', true),
  /** Count the weekly index again now, rather than at the next round. */
  platformRatesRefresh: act([P.platform], 'refresh', true),
  /** One customer's searches, quotes and bookings: a salesperson their own customers, the managers' page every one (R9.1). */
  customerRatesRead: read([P.customer, P.platform], true),
  /** Every customer on the customer page, not only one's own: the managers' page. */
  customerRatesAll: read([P.platform], true),
} as const;

export const rateAnalysisContract = contractModule({
  name: 'rateAnalysis',
  paths: RATE_ANALYSIS_PATHS,
  access: RATE_ANALYSIS_ACCESS,
  buttons: { viewCost: { zh: '查看成本', en: 'View cost' }, refresh: { zh: '立即刷新', en: 'Refresh now' } },
});
