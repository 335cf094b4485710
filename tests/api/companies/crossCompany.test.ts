import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Company scoping of the companies module's calls: company details, salespeople, applications.
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.companyDetail, id: 'Id', query: (i) => `Id=${i.otherCompany}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.companyEdit, id: 'Id', payload: (i) => ({ Id: i.otherCompany, Name: '被改名' }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.salespeopleAssign,
    id: 'CompanyId',
    payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.salesperson }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.salespeopleAssign,
    id: 'EmployeeId',
    payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.ownEmployee }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.salespeopleRemove,
    id: 'EmployeeId',
    payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.salesperson }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.salespeopleRemove,
    id: 'CompanyId',
    payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.salesperson }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.applicationDecide, id: 'Id', payload: (i) => ({ Id: i.application, Approve: true }), expected: 403 },
];

crossCompanySuite('companies', CROSS);
