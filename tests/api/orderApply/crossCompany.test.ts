import { ENDPOINTS } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * B/L applications are the platform's (operations.md §11: every route internal): 天祥's people reach
 * none of the module's calls — 403, platform staff only — whatever the id names: 海越's application,
 * receiver, address or guarantee. (Among staff, a receiver of another customer than the B/L's is
 * refused as absent: tests/api/orderApply/applications.test.ts.)
 */
const OWN_IDS = {
  otherApplication: `select coalesce((select a.id from bl_applications a join companies c on c.id = a.company_id where c.code = 'CUS-NBHY' order by a.id limit 1), 1) as id`,
  otherReceiver: `select r.id from bl_receivers r join companies c on c.id = r.company_id where c.code = 'CUS-NBHY' order by r.id limit 1`,
  otherAddress: `select a.id from auth_addresses a join companies c on c.id = a.company_id where c.code = 'CUS-NBHY' order by a.id limit 1`,
  otherGuarantee: `select g.id from guarantee_limits g join companies c on c.id = g.company_id where c.code = 'CUS-NBHY'`,
};
type K = keyof typeof OWN_IDS;
const E = ENDPOINTS;
const receiver = {
  RCV_NAME: '周海',
  RCV_PHONE: '13805740001',
  RCV_PROVINCE: '',
  RCV_CITY: '',
  RCV_DISTRICT: '',
  RCV_ADDRESS: '天童南路 588 号',
  RCV_POSTCODE: '',
  RCV_DEFAULT: false,
};
const address = {
  AAD_NAME: '周海',
  AAD_PHONE: '13805740001',
  AAD_PROVINCE: '',
  AAD_CITY: '',
  AAD_DISTRICT: '',
  AAD_ADDRESS: '天童南路 588 号',
  AAD_POSTCODE: '',
};
const post = (url: string, id: string, payload: CrossCase<K>['payload']): CrossCase<K> => ({ method: 'POST', url, id, payload, expected: 403 });
const get = (url: string, id: string, query: CrossCase<K>['query']): CrossCase<K> => ({ method: 'GET', url, id, query, expected: 403 });

const CROSS: CrossCase<K>[] = [
  post(E.orderApplyApply, 'HBL_ID', () => ({ HBL_ID: 1, Kind: 3, ReleaseTo: 'X', UseGuarantee: false })),
  post(E.orderApplyApply, 'ReceiverId', (ids) => ({ HBL_ID: 1, Kind: 1, ReceiverId: ids.otherReceiver, UseGuarantee: false })),
  get(E.orderApplyRiskCheck, 'HBL_ID', () => 'HBL_ID=1'),
  get(E.orderApplyRiskCheck, 'CompanyId', (ids) => `CompanyId=${ids.otherCompany}`),
  get(E.orderApplyRiskCheck, 'ReceiverId', (ids) => `HBL_ID=1&ReceiverId=${ids.otherReceiver}`),
  post(E.orderApplyRecheck, 'Id', (ids) => ({ Id: ids.otherApplication, Version: 1 })),
  post(E.orderApplyDecide, 'Id', (ids) => ({ Id: ids.otherApplication, Version: 1, Approve: true, Overrides: [] })),
  post(E.orderApplyRelease, 'Id', (ids) => ({ Id: ids.otherApplication, Version: 1 })),
  post(E.orderApplyCancel, 'Id', (ids) => ({ Id: ids.otherApplication, Version: 1, Reason: '取消' })),
  get(E.orderApplyGet, 'Id', (ids) => `Id=${ids.otherApplication}`),
  post(E.guaranteeSave, 'Id', (ids) => ({
    Id: ids.otherGuarantee,
    Version: 1,
    CompanyId: ids.otherCompany,
    GUA_LIMIT: 1,
    GUA_VALID_FROM: '2026-01-01',
    GUA_VALID_TO: '2026-12-31',
  })),
  post(E.guaranteeSave, 'CompanyId', (ids) => ({ CompanyId: ids.otherCompany, GUA_LIMIT: 1, GUA_VALID_FROM: '2026-01-01', GUA_VALID_TO: '2026-12-31' })),
  post(E.guaranteeSuspend, 'Id', (ids) => ({ Id: ids.otherGuarantee, Version: 1, Suspend: false, Reason: '恢复' })),
  get(E.guaranteeLog, 'Id', (ids) => `Id=${ids.otherGuarantee}`),
  post(E.orderApplySettingSaveSystem, 'AllowedKinds[].CompanyId', (ids) => ({
    AutoApprove: true,
    AllowedKinds: [{ CompanyId: ids.otherCompany, Kinds: [1] }],
    TelexFrom: '08:00',
    TelexTo: '18:00',
    DefaultCourier: 'SF',
    NotifyEmails: '',
    Version: 1,
  })),
  post(E.blReceiverSave, 'Id', (ids) => ({ Id: ids.otherReceiver, Version: 1, CompanyId: ids.otherCompany, ...receiver })),
  post(E.blReceiverSave, 'CompanyId', (ids) => ({ CompanyId: ids.otherCompany, ...receiver })),
  post(E.blReceiverSave, 'RCV_AUTH_ADDRESS_ID', (ids) => ({ CompanyId: ids.otherCompany, ...receiver, RCV_AUTH_ADDRESS_ID: ids.otherAddress })),
  post(E.blReceiverDelete, 'Id', (ids) => ({ Id: ids.otherReceiver, Version: 1 })),
  post(E.authAddressSave, 'Id', (ids) => ({ Id: ids.otherAddress, Version: 1, CompanyId: ids.otherCompany, ...address })),
  post(E.authAddressSave, 'CompanyId', (ids) => ({ CompanyId: ids.otherCompany, ...address })),
  post(E.authAddressSendCode, 'Id', (ids) => ({ Id: ids.otherAddress })),
  post(E.authAddressVerify, 'Id', (ids) => ({ Id: ids.otherAddress, Version: 1, Method: 'STAFF_CALL', Note: '冒充' })),
  post(E.authAddressRevoke, 'Id', (ids) => ({ Id: ids.otherAddress, Version: 1, Reason: '冒充' })),
  get(E.orderApplyLogs, 'OAP_ID', (ids) => `OAP_ID=${ids.otherApplication}`),
  get(`${E.orderApplyLogs}/Export`, 'OAP_ID', (ids) => `OAP_ID=${ids.otherApplication}`),
  get(E.orderApplyCheckLogs, 'OAP_ID', (ids) => `OAP_ID=${ids.otherApplication}`),
  get(`${E.orderApplyCheckLogs}/Export`, 'OAP_ID', (ids) => `OAP_ID=${ids.otherApplication}`),
  get(E.guaranteeList, 'CompanyId', (ids) => `CompanyId=${ids.otherCompany}`),
  get(`${E.guaranteeList}/Export`, 'CompanyId', (ids) => `CompanyId=${ids.otherCompany}`),
  get(E.blReceiverList, 'CompanyId', (ids) => `CompanyId=${ids.otherCompany}`),
  get(`${E.blReceiverList}/Export`, 'CompanyId', (ids) => `CompanyId=${ids.otherCompany}`),
  get(E.authAddressList, 'CompanyId', (ids) => `CompanyId=${ids.otherCompany}`),
  get(`${E.authAddressList}/Export`, 'CompanyId', (ids) => `CompanyId=${ids.otherCompany}`),
];

crossCompanySuite('orderApply', CROSS, {}, OWN_IDS);
