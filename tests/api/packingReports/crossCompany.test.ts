import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite, OTHER_CGO } from '../support/crossCompany';

/**
 * The packing-list reports read each company's own: 杭州天祥's admin naming 宁波海越's packing list
 * (its print, its preview sheet, its history) or 海越's booking (its reconciliation, its packing
 * lists' history) finds nothing (404, as if absent). The packing list is a fixture row of what the
 * packing module stores (migration 057), inserted by the query that names its id.
 */
const OWN_IDS = {
  otherPackingList: `insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_cntr_type, pkl_slot,
      pkl_apply_batch, pkl_status)
    select b.company_id, 'PK26112799901', 1, b.cgo_id, b.mbl_no, b.carrier, '40HQ', 1, gen_random_uuid(), 2 from bookings b where b.cgo_id = '${OTHER_CGO}'
    returning id`,
};
const CROSS: CrossCase<keyof typeof OWN_IDS>[] = [
  { method: 'GET', url: ENDPOINTS.packingPrint, id: 'Id', query: (ids) => `Id=${ids.otherPackingList}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingPrintSheet, id: 'Id', query: (ids) => `Id=${ids.otherPackingList}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingEvents, id: 'Id', query: (ids) => `Id=${ids.otherPackingList}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingEvents, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.packingSplitDetail, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
];

const FILTER = "a filter inside the packing lists the caller may see (its company's, or assigned to it)";
const NOT_COMPANY_SCOPED: Record<string, string> = {
  [`GET ${ENDPOINTS.packingDataList} CGO_ID`]: FILTER,
  [`GET ${ENDPOINTS.packingDataList}/Export CGO_ID`]: FILTER,
};

crossCompanySuite('packingReports', CROSS, NOT_COMPANY_SCOPED, OWN_IDS);
