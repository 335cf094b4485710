import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Company scoping of the staff module's calls: another company's employees, and another person's binding offer.
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.employeeDetail, id: 'Id', query: (i) => `Id=${i.otherEmployee}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSave, id: 'Id', payload: (i) => ({ Id: i.otherEmployee, Name: '改名' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSetStatus, id: 'Id', payload: (i) => ({ Id: i.otherEmployee, Status: 'disabled' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSetRoles, id: 'Id', payload: (i) => ({ Id: i.otherEmployee, RoleIds: [] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSetRoles, id: 'RoleIds', payload: (i) => ({ Id: i.ownEmployee, RoleIds: [i.platformRole] }), expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.employeeSave,
    id: 'RoleIds',
    payload: (i) => ({ Name: '跨公司角色', LoginName: 'hztx.cross', Password: 'cross-pass-1', RoleIds: [i.platformRole] }),
    expected: 404,
  },
  // an ordinary employee, not only the admin, is kept to their company's records
  { method: 'GET', url: ENDPOINTS.employeeDetail, id: 'Id', who: 'customer@demo.test', query: (i) => `Id=${i.otherEmployee}`, expected: 403 },
  // another person's binding offer cannot be accepted (and so the other company's employee taken)
  { method: 'POST', url: ENDPOINTS.decideBindOffer, id: 'Id', payload: (i) => ({ Id: i.otherOffer, Accept: true }), expected: 404 },
];

crossCompanySuite('staff', CROSS);
