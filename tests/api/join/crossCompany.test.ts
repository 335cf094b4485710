import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Company scoping of the join module's calls: deciding bind requests.
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'POST', url: ENDPOINTS.joinDecideBindRequest, id: 'Id', payload: (i) => ({ Id: i.otherBind, Approve: true }), expected: 404 },
];

crossCompanySuite('join', CROSS);
