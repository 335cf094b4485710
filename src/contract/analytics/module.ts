import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * The sales analysis (销售分析, commercial.md §9, issue 51): bookings, TEU, revenue, cost and GP of
 * the released bookings, by period and by owner company, lane, carrier, salesperson, customer company
 * and customer employee, and the pivot tables that export to Excel. It only reads: its figures are
 * sums over its own daily roll-ups (sales_daily), rebuilt from booking's and billing's public reads.
 * Internal staff only (R9.1): nobody external reaches these calls.
 */
export const ANALYTICS_PATHS = {
  analyticsCompanySales: '/api/Analytics/CompanySales',
  analyticsCompanySalesExport: '/api/Analytics/CompanySales/Export',
  analyticsEmployeeSales: '/api/Analytics/EmployeeSales',
  analyticsEmployeeSalesExport: '/api/Analytics/EmployeeSales/Export',
  analyticsSalesTable: '/api/Analytics/SalesTable',
  analyticsSalesTableExport: '/api/Analytics/SalesTable/Export',
  analyticsCustomerCompanySales: '/api/Analytics/CustomerCompanySales',
  analyticsCustomerCompanySalesExport: '/api/Analytics/CustomerCompanySales/Export',
  analyticsCustomerEmployeeSales: '/api/Analytics/CustomerEmployeeSales',
  analyticsCustomerEmployeeSalesExport: '/api/Analytics/CustomerEmployeeSales/Export',
  analyticsRefresh: '/api/Analytics/Refresh',
  analyticsExclusions: '/api/Analytics/Exclusions',
  analyticsExclusionsAdd: '/api/Analytics/Exclusions/Add',
  analyticsExclusionsRemove: '/api/Analytics/Exclusions/Remove',
} as const;

export const ANALYTICS_PAGES = {
  company: '/system/CompanySalesAnalysis',
  employees: '/system/EmployeesSalesAnalysis',
  platformTable: '/system/SalesAnalysisTablePla',
  customerCompany: '/system/CustomerCompanySalesAnalysis',
  customerEmployees: '/system/CustomerEmployeesSalesAnalysis',
  myTable: '/system/SalesAnalysisTable',
} as const;

const P = ANALYTICS_PAGES;
const ALL_PAGES = Object.values(P);

/**
 * R9.1: the holders of this menu (the company analysis, a sales manager's) see every customer's
 * figures; everyone else sees the customers they sell to (CRM owner or assigned salesperson).
 */
export const ANALYTICS_MANAGER_MENU = P.company;

export const ANALYTICS_ACCESS = {
  analyticsCompany: read([P.company], true),
  analyticsEmployees: read([P.employees], true),
  /** The pivot: the platform's table (Scope PLATFORM) or one's own (MINE). */
  analyticsTable: read([P.platformTable, P.myTable], true),
  analyticsCustomerCompany: read([P.customerCompany], true),
  analyticsCustomerEmployees: read([P.customerEmployees], true),
  /** Rebuild the roll-ups now (each page's refresh button). */
  analyticsRefresh: act(ALL_PAGES, 'rebuild', true),
  /** The internal test companies left out of every figure (§9.1 "Excluded"): the manager menu's list, its button to change it. */
  analyticsExclusions: read([P.company], true),
  analyticsExclude: act([P.company], 'exclude', true),
} as const;

export const analyticsContract = contractModule({
  name: 'analytics',
  paths: ANALYTICS_PATHS,
  access: ANALYTICS_ACCESS,
  buttons: { rebuild: { zh: '刷新统计', en: 'Refresh figures' }, exclude: { zh: '排除测试公司', en: 'Exclude test companies' } },
});
