import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * The sales analysis is the platform's (commercial.md §9.4 R9.1: internal menus only): a customer
 * company's admin naming another company or a platform salesperson gets 403 on every call — all of
 * them are platform staff's only — and nothing changes (the suite checks).
 */
const DATES = 'From=2026-01-01&To=2026-11-30';
const URLS = [
  E.analyticsCompanySales,
  E.analyticsCompanySalesExport,
  E.analyticsEmployeeSales,
  E.analyticsEmployeeSalesExport,
  E.analyticsCustomerCompanySales,
  E.analyticsCustomerCompanySalesExport,
  E.analyticsCustomerEmployeeSales,
  E.analyticsCustomerEmployeeSalesExport,
  E.analyticsSalesTable,
  E.analyticsSalesTableExport,
];
const CROSS: CrossCase[] = URLS.flatMap((url): CrossCase[] => [
  { method: 'GET', url, id: 'CompanyId', query: (ids) => `${DATES}&CompanyId=${ids.otherCompany}`, expected: 403 },
  { method: 'GET', url, id: 'EmployeeIds', query: (ids) => `${DATES}&EmployeeIds=${ids.salesperson}`, expected: 403 },
]);

// the internal test companies' list: the manager menu's, never a customer's
for (const url of [E.analyticsExclusionsAdd, E.analyticsExclusionsRemove])
  CROSS.push({ method: 'POST', url, id: 'CompanyId', payload: (ids) => ({ CompanyId: String(ids.otherCompany), Reason: 'test' }), expected: 403 });

crossCompanySuite('analytics', CROSS);
