import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * Tracked shipments are each company's own: 天祥's employees naming 宁波海越's subscription (its
 * booked box, added for it by the platform's staff in the demo: server/modules/freightTrack/seed.ts)
 * find nothing (404, as if absent), and nothing of it changes. Rules: tests/api/support/crossCompany.ts.
 */
const OWN_IDS = {
  otherTrack: `select s.id from tracking_subscriptions s join companies c on c.id = s.company_id where c.code = 'CUS-NBHY' order by s.id limit 1`,
};
type K = keyof typeof OWN_IDS;
const CROSS: CrossCase<K>[] = [
  { method: 'GET', url: ENDPOINTS.freightTrackDetail, id: 'Id', query: (ids) => `Id=${ids.otherTrack}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.freightTrackDetail, id: 'Id', query: (ids) => `Id=${ids.otherTrack}`, who: 'customer@demo.test', expected: 404 },
  { method: 'POST', url: ENDPOINTS.freightTrackRefresh, id: 'Id', payload: (ids) => ({ Id: ids.otherTrack }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.freightTrackStop, id: 'Id', payload: (ids) => ({ Id: ids.otherTrack }), expected: 404 },
];

crossCompanySuite('freightTrack', CROSS, {}, OWN_IDS);
