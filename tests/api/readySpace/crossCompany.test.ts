import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';
import { CARGO, CONTACT, spaceWire } from './support';

/**
 * Ready space is each company's own: a customer naming another company's listing (a provider's draft,
 * on sale to nobody) or another buyer's order finds nothing (404, as if absent); the provider's and
 * the platform's calls are refused to a customer before any lookup (403). The rules and the checks:
 * tests/api/support/crossCompany.ts. Provider against provider and the platform's own listings:
 * rules.test.ts.
 */
const space = (ids: { otherReadySpace: number }) => ({ Id: ids.otherReadySpace, Version: 1 });
const order = (ids: { otherReadySpaceOrder: number }) => ({ Id: ids.otherReadySpaceOrder, Version: 1 });
/** 上海远达's and 海越's ready-space records the table names (the module's seed made them). */
const OWN_IDS = {
  // 上海远达's draft ready space, on sale to nobody yet, and 海越's ready-space order (server/modules/readySpace/seed.ts)
  otherReadySpace: `select s.id from ready_spaces s join companies c on c.id = s.provider_company_id where c.code = 'PRV-SHYD' and s.status = 'DRAFT' order by s.id limit 1`,
  otherReadySpaceOrder: `select o.id from ready_space_orders o join companies c on c.id = o.buyer_company_id where c.code = 'CUS-NBHY' and o.status = 'CONFIRMED' order by o.id limit 1`,
  // 海越's booking letter on that order (server/modules/readySpace/seedFiles.ts)
  otherReadySpaceOrderFile: `select f.id from ready_space_order_files f join ready_space_orders o on o.id = f.order_id join companies c on c.id = o.buyer_company_id
    where c.code = 'CUS-NBHY' order by f.id limit 1`,
};
const CROSS: CrossCase<keyof typeof OWN_IDS>[] = [
  { method: 'GET', url: ENDPOINTS.readySpaceGet, id: 'Id', query: (ids) => `Id=${ids.otherReadySpace}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.readySpaceSaveDraft, id: 'Id', payload: (ids) => ({ ...space(ids), Space: spaceWire() }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.readySpaceSubmit, id: 'Id', payload: space, expected: 403 },
  { method: 'POST', url: ENDPOINTS.readySpaceAudit, id: 'Id', payload: (ids) => ({ ...space(ids), Decision: 'APPROVE' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.readySpaceSetShelf, id: 'Id', payload: (ids) => ({ ...space(ids), OnShelf: false }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.readySpaceUpdateStock,
    id: 'Id',
    payload: (ids) => ({ ...space(ids), Lines: [{ ContainerClass: '20GP', TotalQty: 1 }] }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.readySpaceUpdatePrice,
    id: 'Id',
    payload: (ids) => ({ ...space(ids), Lines: [{ ContainerClass: '20GP', Price: '1' }] }),
    expected: 403,
  },
  {
    method: 'POST',
    url: ENDPOINTS.readySpaceOrderPlace,
    id: 'ReadySpaceId',
    payload: (ids) => ({ ReadySpaceId: ids.otherReadySpace, Lines: [{ ContainerClass: '20GP', Qty: 1 }], Cargo: CARGO, Contact: CONTACT }),
    expected: 404,
  },
  { method: 'GET', url: ENDPOINTS.readySpaceOrderGet, id: 'Id', query: (ids) => `Id=${ids.otherReadySpaceOrder}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.readySpaceOrderCancel, id: 'Id', payload: order, expected: 404 },
  { method: 'POST', url: ENDPOINTS.readySpaceOrderRequestCancel, id: 'Id', payload: (ids) => ({ ...order(ids), Reason: '越界' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.readySpaceOrderConfirm, id: 'Id', payload: order, expected: 403 },
  { method: 'POST', url: ENDPOINTS.readySpaceOrderReject, id: 'Id', payload: (ids) => ({ ...order(ids), Reason: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.readySpaceOrderReleaseSo, id: 'Id', payload: (ids) => ({ ...order(ids), CarrierBookingNos: ['X1'] }), expected: 403 },
  {
    method: 'POST',
    url: ENDPOINTS.readySpaceOrderReleaseSo,
    id: 'SoFileId',
    payload: (ids) => ({ ...order(ids), CarrierBookingNos: ['X1'], SoFileId: ids.otherReadySpaceOrderFile }),
    expected: 403,
  },
  // an order's files: the order's two companies' (and the platform's), absent to anyone else
  {
    method: 'POST',
    url: ENDPOINTS.readySpaceOrderFileUpload,
    id: 'Id',
    query: (ids) => `Id=${ids.otherReadySpaceOrder}&Kind=BOOKING_LETTER&FileName=x.pdf`,
    expected: 404,
  },
  { method: 'GET', url: ENDPOINTS.readySpaceOrderFileList, id: 'Id', query: (ids) => `Id=${ids.otherReadySpaceOrder}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.readySpaceOrderFileDownload, id: 'Id', query: (ids) => `Id=${ids.otherReadySpaceOrderFile}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.readySpaceOrderFileDelete, id: 'Id', payload: (ids) => ({ Id: ids.otherReadySpaceOrderFile }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.readySpaceOrderDecideCancel, id: 'Id', payload: (ids) => ({ ...order(ids), Approve: true }), expected: 403 },
];

const SHARED = 'names public reference data (the schedules’ sailings), not a company’s record';
const AUDIENCE = 'names who may buy the listing (companies, customer levels): it grants, it reads nothing of theirs';
const NOT_COMPANY_SCOPED: Record<string, string> = {
  [`POST ${ENDPOINTS.readySpaceSaveDraft} Space.VesselCallId`]: SHARED,
  [`POST ${ENDPOINTS.readySpaceSaveDraft} Space.AudienceCompanyIds`]: AUDIENCE,
  [`POST ${ENDPOINTS.readySpaceSaveDraft} Space.AudienceLevelIds`]: AUDIENCE,
  // a filter on the order list, which is scoped to the orders the caller's company bought or sold whatever it names
  [`GET ${ENDPOINTS.readySpaceOrderList} ReadySpaceId`]: 'a filter on a list already scoped to the caller’s company',
  [`GET ${ENDPOINTS.readySpaceOrderList}/Export ReadySpaceId`]: 'a filter on a list already scoped to the caller’s company',
};

crossCompanySuite('readySpace', CROSS, NOT_COMPANY_SCOPED, OWN_IDS);
