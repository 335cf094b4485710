import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * House bills are each company's own: 天祥's people naming 宁波海越's HBL (its demo draft pending
 * approval) or its SI find nothing (404, as if absent); the staff pages (HBLMake, MBLMake) are the
 * platform's only (403). The rules and checks: tests/api/support/crossCompany.ts.
 */
const OWN_IDS = {
  otherHbl: `select h.id::int from house_bills h where h.hbl_cgo_id = 'CGO-NBHY-2611-HB1' order by h.id limit 1`,
  otherHblSi: `select h.hbl_si_id::int as id from house_bills h where h.hbl_cgo_id = 'CGO-NBHY-2611-HB1' order by h.id limit 1`,
  ownMbl: `select m.id::int from master_bills m order by m.id limit 1`,
};
const CROSS: CrossCase<keyof typeof OWN_IDS>[] = [
  { method: 'GET', url: ENDPOINTS.hblList, id: 'HBL_CGO_ID', query: () => 'HBL_CGO_ID=CGO-NBHY-2611-HB1', expected: 403 },
  { method: 'GET', url: `${ENDPOINTS.hblList}/Export`, id: 'HBL_CGO_ID', query: () => 'HBL_CGO_ID=CGO-NBHY-2611-HB1', expected: 403 },
  { method: 'GET', url: ENDPOINTS.hblOfSi, id: 'SiId', query: (ids) => `SiId=${ids.otherHblSi}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.hblPrint, id: 'Id', query: (ids) => `Id=${ids.otherHbl}&Copy=DRAFT`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.hblDecideDraft, id: 'Id', payload: (ids) => ({ Id: ids.otherHbl, VERSION: 2, Approve: true }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.hblGet, id: 'Id', query: (ids) => `Id=${ids.otherHbl}`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.hblLog, id: 'Id', query: (ids) => `Id=${ids.otherHbl}`, expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.hblCreateFromSi,
    id: 'SiId',
    payload: (ids) => ({ SiId: ids.otherHblSi, HBL_TYPE: 'BOL', HBL_RELEASE_TYPE: 'ORIGINAL', HBL_ORIGINALS: 3 }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.hblSave, id: 'Id', payload: (ids) => ({ Id: ids.otherHbl, VERSION: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.hblSendDraft, id: 'Id', payload: (ids) => ({ Id: ids.otherHbl, VERSION: 1, Channel: 'WORKBENCH' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.hblRevokeDraftShare, id: 'Id', payload: (ids) => ({ Id: ids.otherHbl }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.hblIssue,
    id: 'Id',
    payload: (ids) => ({ Id: ids.otherHbl, VERSION: 1, HBL_ISSUE_DATE: '2026-11-27', HBL_ON_BOARD_DATE: '2026-11-27', HBL_PLACE_OF_ISSUE: 'X' }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.hblAmend, id: 'Id', payload: (ids) => ({ Id: ids.otherHbl, VERSION: 1, Reason: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.hblVoid, id: 'Id', payload: (ids) => ({ Id: ids.otherHbl, VERSION: 1, Reason: 'x' }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.mblGet, id: 'Id', query: (ids) => `Id=${ids.ownMbl}`, expected: 403 },
  { method: 'GET', url: ENDPOINTS.mblLog, id: 'Id', query: (ids) => `Id=${ids.ownMbl}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.mblCreate, id: 'CGO_IDs', payload: () => ({ CGO_IDs: ['CGO-NBHY-2611-HB1'], Direct: false }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.mblSave, id: 'Id', payload: (ids) => ({ Id: ids.ownMbl, VERSION: 1 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.mblSubmitToCarrier, id: 'Id', payload: (ids) => ({ Id: ids.ownMbl, VERSION: 1 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.mblRecordCarrierDraft,
    id: 'Id',
    payload: (ids) => ({ Id: ids.ownMbl, VERSION: 1, Draft: { MBL_NO: '', Shipper: '', Consignee: '', Notify: '', Vessel: '', Voyage: '', Containers: [] } }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.mblConfirm, id: 'Id', payload: (ids) => ({ Id: ids.ownMbl, VERSION: 1 }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.mblRecordIssue,
    id: 'Id',
    payload: (ids) => ({ Id: ids.ownMbl, VERSION: 1, MBL_NO: 'X', MBL_ON_BOARD_DATE: '2026-11-27', MBL_ISSUE_DATE: '2026-11-27' }),
    expected: 403,
  },
  { method: 'POST', url: ENDPOINTS.mblVoid, id: 'Id', payload: (ids) => ({ Id: ids.ownMbl, VERSION: 1, Reason: 'x' }), expected: 403 },
];

crossCompanySuite('houseBill', CROSS, {}, OWN_IDS);
