import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Company scoping of the auth module's calls: choosing an employee, accepting a binding offer.
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'POST', url: ENDPOINTS.chooseEmployee, id: 'EmployeeId', payload: (i) => ({ EmployeeId: i.otherEmployee }), expected: 404 },
  // another person's binding offer cannot be accepted (and so the other company's employee taken)
  { method: 'POST', url: ENDPOINTS.decideBindOffer, id: 'Id', payload: (i) => ({ Id: i.otherOffer, Accept: true }), expected: 404 },
];

crossCompanySuite('auth', CROSS);
