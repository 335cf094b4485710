import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * Electronic packing is each company's own: 天祥's people naming 海越's packing list or e-packing
 * request find nothing (404, as if absent); the operator's calls (decide, retry) are refused to a
 * customer before any lookup (403). The packing list and its request are written here with SQL (the
 * packing module's demo is another module's), in the shape of migration 057.
 */
const OWN_IDS = {
  otherPackingList: `with p as (
      insert into packing_lists (company_id, pkl_no, pkl_source, pkl_cgo_id, pkl_booking_no, pkl_carrier, pkl_cntr_type, pkl_slot, pkl_cnno, pkl_sealno, pkl_apply_batch, pkl_status)
      select b.company_id, 'PKCROSS0001', 1, b.cgo_id, b.mbl_no, b.carrier, '40HQ', 900, 'TCLU1000003', 'SLCROSS', gen_random_uuid(), 4
        from bookings b join companies c on c.id = b.company_id where c.code = 'CUS-NBHY' order by b.cgo_id limit 1 returning id)
    select id from p`,
  otherEclp: `with r as (
      insert into eclp_requests (ecp_no, company_id, ecp_kind, ecp_pkl_id, ecp_terminal_code, ecp_status)
      select 'ECCROSS0001', p.company_id, 1, p.id, 'CNNGBBLCT', 1 from packing_lists p where p.pkl_no = 'PKCROSS0001' returning id)
    select id from r`,
};
type Own = keyof typeof OWN_IDS;
const CROSS: CrossCase<Own>[] = [
  { method: 'POST', url: ENDPOINTS.epackingApply, id: 'PKL_ID', payload: (ids) => ({ PKL_ID: ids.otherPackingList, Kind: 1 }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.epackingWithdraw, id: 'Id', payload: (ids) => ({ Id: ids.otherEclp }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.epackingGet, id: 'Id', query: (ids) => `Id=${ids.otherEclp}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.epackingDecide, id: 'Ids', payload: (ids) => ({ Ids: [ids.otherEclp], Approve: true }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.epackingRetry, id: 'Id', payload: (ids) => ({ Id: ids.otherEclp }), expected: 403 },
];
const FILTER = 'a filter on a list already scoped to the caller’s company (and the packing lists its trucker is assigned): another company’s id finds nothing';
const NOT_COMPANY_SCOPED: Record<string, string> = {
  [`GET ${ENDPOINTS.epackingList} PKL_ID`]: FILTER,
  [`GET ${ENDPOINTS.epackingList} CGO_ID`]: FILTER,
};

crossCompanySuite('epacking', CROSS, NOT_COMPANY_SCOPED, OWN_IDS);
