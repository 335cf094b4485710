import { ENDPOINTS } from '../../../src/contract/endpoints';
import { demoEventId } from '../../../server/modules/containerEvents/seed';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';
import { equipment } from './support';

/**
 * Container events are the booking's company's: another company's booking answers 404 to the
 * timeline (as if absent); adding and retracting are the maintenance page's, which a customer does
 * not hold (403 before any lookup). Vessel-wide events and the container-number reads: timeline.test.ts.
 */
/** 海越's box out empty (server/modules/containerEvents/seed.ts names it). */
const OTHER_EVENT = demoEventId('nbhy-0');
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.containerEventTimeline, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.containerEventRetract, id: 'EVT_ID', payload: () => ({ EVT_ID: OTHER_EVENT, Reason: '越界' }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.containerEventAdd,
    id: 'EVT_SOURCE_ID',
    payload: () => equipment('MSCU5500121', { EVT_SOURCE_ID: OTHER_EVENT }),
    expected: 403,
  },
];

const FILTER = 'a filter on a list already scoped to the caller’s company (SEES_EVENT): naming another company’s booking finds nothing';
const NOT_COMPANY_SCOPED: Record<string, string> = {
  [`GET ${ENDPOINTS.containerEventQuery} CGO_ID`]: FILTER,
  [`GET ${ENDPOINTS.containerEventQuery}/Export CGO_ID`]: FILTER,
};

crossCompanySuite('containerEvents', CROSS, NOT_COMPANY_SCOPED);
