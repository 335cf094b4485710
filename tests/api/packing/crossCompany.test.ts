import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';

/**
 * Packing lists are their company's (and their assigned trucker's): 杭州天祥's employees naming
 * 宁波海越's packing lists find nothing (404, as if absent); the operator's calls are refused to a
 * customer before any lookup (403). A trucker of another provider: visibility.test.ts.
 */
const OWN_IDS = {
  // 宁波海越's opened packing list and its application (server/modules/packing/seed.ts)
  otherPkl: `select p.id from packing_lists p join companies c on c.id = p.company_id where c.code = 'CUS-NBHY' and p.pkl_status = 2 order by p.id limit 1`,
  otherApplication: `select p.id from packing_lists p join companies c on c.id = p.company_id where c.code = 'CUS-NBHY' and p.pkl_status = 1 order by p.id limit 1`,
  // the demo trucking company (a provider)
  trucker: `select id from companies where code = 'PRV-SHCD'`,
};
type K = keyof typeof OWN_IDS;
const slots = [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }];
const UNIVERSAL = { PKL_BOOKING_NO: 'X1', PKL_CARRIER: 'COSU', PKL_VESSEL: 'V', PKL_VOYAGE: '1', PKL_LOADING_CODE: 'CNSHA', PKL_DISCHARGE_CODE: 'DEHAM' };
const CROSS: CrossCase<K>[] = [
  { method: 'POST', url: ENDPOINTS.packingApply, id: 'CGO_ID', payload: () => ({ CGO_ID: OTHER_CGO, Slots: slots }), expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.packingApply,
    id: 'COMPANYID',
    payload: (ids) => ({ Universal: UNIVERSAL, COMPANYID: ids.otherCompany, Slots: slots }),
    expected: 400,
  },
  { method: 'POST', url: ENDPOINTS.packingDecideApplication, id: 'Ids', payload: (ids) => ({ Ids: [ids.otherApplication], Open: true }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.packingSaveData, id: 'Id', payload: (ids) => ({ Id: ids.otherPkl, VERSION: 1, PKL_STUFF_PLACE: '越界' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.packingSubmitData, id: 'Id', payload: (ids) => ({ Id: ids.otherPkl, VERSION: 1 }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.packingAuditData, id: 'Id', payload: (ids) => ({ Id: ids.otherPkl, Approve: true }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.packingSplit,
    id: 'Id',
    payload: (ids) => ({
      Id: ids.otherPkl,
      Into: [{ Lines: [{ PKD_SEQ: 1, PKD_NUM: 1, PKD_WEIGHT: 1, PKD_VOLUME: 1 }] }, { Lines: [{ PKD_SEQ: 1, PKD_NUM: 1, PKD_WEIGHT: 1, PKD_VOLUME: 1 }] }],
    }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.packingCancel, id: 'Id', payload: (ids) => ({ Id: ids.otherApplication, Reason: '越界' }), expected: 404 },
  {
    method: 'POST',
    url: ENDPOINTS.packingCancel,
    id: 'Id',
    who: 'customer@demo.test',
    payload: (ids) => ({ Id: ids.otherPkl, Reason: '越界' }),
    expected: 404,
  },
  { method: 'POST', url: ENDPOINTS.packingAssignTrucker, id: 'Ids', payload: (ids) => ({ Ids: [ids.otherPkl], PKL_TRUCKER_ID: ids.trucker }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.packingAssignTrucker,
    id: 'PKL_TRUCKER_ID',
    payload: (ids) => ({ Ids: [ids.otherPkl], PKL_TRUCKER_ID: ids.otherCompany }),
    expected: 403,
  },
  { method: 'GET', url: ENDPOINTS.packingGet, id: 'Id', query: (ids) => `Id=${ids.otherPkl}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingGet, id: 'Id', who: 'customer@demo.test', query: (ids) => `Id=${ids.otherApplication}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingLog, id: 'Id', query: (ids) => `Id=${ids.otherPkl}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingDetail, id: 'Id', query: (ids) => `Id=${ids.otherPkl}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingDetail, id: 'Id', who: 'customer@demo.test', query: (ids) => `Id=${ids.otherApplication}`, expected: 404 },
  // staff's pick for applying on a customer's behalf: a customer is refused the call itself
  { method: 'GET', url: ENDPOINTS.packingCustomerBookings, id: 'COMPANYID', query: (ids) => `COMPANYID=${ids.otherCompany}`, expected: 403 },
];

const NOT_COMPANY_SCOPED = {
  [`POST ${ENDPOINTS.packingApply} PKL_TRUCKER_ID`]:
    'names a provider company as the trucker: any active provider may be named (anything else is refused pkl.trucker)',
  [`GET ${ENDPOINTS.packingList} PKL_CGO_ID`]: 'a filter of a list that holds only the caller’s own packing lists (and those assigned to its company)',
  [`GET ${ENDPOINTS.packingList} CGO_ID`]: 'a filter of a list that holds only the caller’s own packing lists (and those assigned to its company)',
  [`GET ${ENDPOINTS.packingList}/Export PKL_CGO_ID`]: 'the same list’s export',
  [`GET ${ENDPOINTS.packingList}/Export CGO_ID`]: 'the same list’s export',
};

crossCompanySuite('packing', CROSS, NOT_COMPANY_SCOPED, OWN_IDS);
