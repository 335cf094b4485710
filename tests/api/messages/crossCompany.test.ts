import { ENDPOINTS } from '../../../src/contract/endpoints';
import { crossCompanySuite, type CrossCase } from '../support/crossCompany';

/**
 * Company scoping of the messages module's calls.
 * The rules, the other company's records and the checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.messageDetail, id: 'id', query: (i) => `id=${i.otherMessage}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.messageMarkRead, id: 'Ids', payload: (i) => ({ Ids: [i.otherMessage] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.messageDelete, id: 'Ids', payload: (i) => ({ Ids: [i.otherMessage] }), expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.messageSend,
    id: 'EmployeeId',
    payload: (i) => ({ Title: '越界', To: 'employee', EmployeeId: i.otherEmployee }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.messageSend, id: 'CompanyId', payload: (i) => ({ Title: '越界', To: 'company', CompanyId: i.otherCompany }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.globalMessageWithdraw, id: 'Id', payload: (i) => ({ Id: i.otherMessage }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.messageSend, id: 'UserId', payload: (i) => ({ Title: '越界', To: 'user', UserId: i.otherUser }), expected: 403 },
  // an ordinary employee, not only the admin, is kept to their company's records
  { method: 'GET', url: ENDPOINTS.messageDetail, id: 'id', who: 'customer@demo.test', query: (i) => `id=${i.otherMessage}`, expected: 404 },
];

crossCompanySuite('messages', CROSS);
