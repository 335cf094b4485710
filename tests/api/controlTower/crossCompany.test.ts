import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';

/**
 * The control tower is each company's own: 天祥's employees snoozing an exception of 宁波海越's booking
 * find nothing (404, as if absent) — tests/api/controlTower/ack.test.ts shows it on an exception that
 * is open for 海越. The rules and checks: tests/api/support/crossCompany.ts.
 */
const CROSS: CrossCase[] = [
  { method: 'POST', url: ENDPOINTS.towerAck, id: 'DocId', payload: () => ({ Code: 'DOC_CUTOFF', DocType: 'booking', DocId: OTHER_CGO }), expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.towerAck,
    id: 'DocId',
    payload: () => ({ Code: 'VGM_MISSING', DocType: 'booking', DocId: OTHER_CGO, SnoozeHours: 4, Note: '试试' }),
    expected: 404,
  },
];

crossCompanySuite('controlTower', CROSS);
