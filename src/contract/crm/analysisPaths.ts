import { read } from '../accessRow';

/**
 * The CRM's analysis (commercial.md §7.3, §7.4; issue 50): its calls, pages and access, spread into
 * the CRM's lists (module.ts). Each call needs its own page's menu; platform staff only (R9.1). A
 * salesperson sees their own customers and quotes, a manager (who holds 客户资源) the team's.
 */
export const ANALYSIS_PATHS = {
  crmAnalysisCustomers: '/api/CrmAnalysis/Customers',
  crmAnalysisCustomersExport: '/api/CrmAnalysis/Customers/Export',
  crmAnalysisQuotations: '/api/CrmAnalysis/Quotations',
  crmAnalysisQuotationsExport: '/api/CrmAnalysis/Quotations/Export',
} as const;

export const ANALYSIS_PAGES = {
  customerAnalysis: '/CRM/CustomerAnalysis',
  quotationAnalysis: '/CRM/QuotationAnalysis',
} as const;

export const ANALYSIS_ACCESS = {
  crmAnalysisCustomers: read([ANALYSIS_PAGES.customerAnalysis], true),
  crmAnalysisQuotations: read([ANALYSIS_PAGES.quotationAnalysis], true),
} as const;
