import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * The dashboard counts a customer's own shipments: naming another company (`CompanyId`, which only
 * the platform's staff may choose) answers 404, as if it were not there. The figures themselves
 * never mixing companies: summary.test.ts.
 */
const CROSS: CrossCase[] = [
  {
    method: 'GET',
    url: ENDPOINTS.dashboardSummary,
    id: 'CompanyId',
    query: (ids) => `From=2026-11-01&To=2026-12-31&CompanyId=${ids.otherCompany}`,
    expected: 404,
  },
  {
    method: 'GET',
    url: ENDPOINTS.dashboardSummary,
    id: 'CompanyId',
    who: 'customer@demo.test',
    query: (ids) => `From=2026-11-01&To=2026-12-31&CompanyId=${ids.otherCompany}`,
    expected: 404,
  },
];

crossCompanySuite('dashboard', CROSS);
