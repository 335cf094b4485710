import { forBuyers, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * The dashboard (数据看板, operations.md §12.2/§12.3, issue 36): the KPIs of a customer's shipments
 * in a date range — by stage, TEU per month, on-time departure, documents on time, manifest
 * first-time acceptance — and its lanes. It only reads: every figure is counted from the facts the
 * other modules keep (bookings, container events, cut-offs, SI, VGM and manifest histories).
 */
export const DASHBOARD_PATHS = {
  dashboardSummary: '/api/Dashboard/Summary',
} as const;

/** The page of §12.3. The route table names no staff page that opens it: the customers' workbench holds it. */
export const DASHBOARD_PAGE = '/external/workbench/dashboard';

export const DASHBOARD_ACCESS = {
  /** The figures: a customer its own company's; never a provider (it books no shipments). */
  dashboardSummary: forBuyers(read([DASHBOARD_PAGE])),
} as const;

export const dashboardContract = contractModule({
  name: 'dashboard',
  paths: DASHBOARD_PATHS,
  access: DASHBOARD_ACCESS,
});
