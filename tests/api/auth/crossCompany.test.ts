import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Company scoping of the auth module's calls: choosing an employee (binding offers are staff's).
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'POST', url: ENDPOINTS.chooseEmployee, id: 'EmployeeId', payload: (i) => ({ EmployeeId: i.otherEmployee }), expected: 404 },
];

crossCompanySuite('auth', CROSS);
