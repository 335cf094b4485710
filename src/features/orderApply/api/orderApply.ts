import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { orderApplyCalls as C } from '../../../contract/orderApply/calls';
import { ORDER_APPLY_PATHS as P } from '../../../contract/orderApply/module';
import { listKey } from '../../../lib/listKey';
import { callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';

/**
 * The module's query keys, named once: reads are cached under them and a change invalidates exactly
 * what it changed. The four lists are their tables' keys (DataTable's `listKey` of the list's path).
 */
export const oaKeys = {
  application: (id: number) => ['orderApply', 'application', id] as const,
  checkSettings: ['orderApply', 'checkSettings'] as const,
  systemSettings: ['orderApply', 'systemSettings'] as const,
  customers: ['orderApply', 'customers'] as const,
  guaranteeLog: (id: number) => ['orderApply', 'guaranteeLog', id] as const,
  inbox: (phone: string) => ['orderApply', 'inbox', phone] as const,
  /** a customer's receivers (the apply form's choice for a courier release): under the receivers' list, refreshed with it */
  receiversOf: (companyId: number) => [...oaKeys.receivers(), 'of', companyId] as const,
  /** a customer's authenticated addresses (the receiver form's choice): under the addresses' list, refreshed with it */
  addressesOf: (companyId: number) => [...oaKeys.addresses(), 'of', companyId] as const,
  applications: () => listKey(P.orderApplyList),
  guarantees: () => listKey(P.guaranteeList),
  receivers: () => listKey(P.blReceiverList),
  addresses: () => listKey(P.authAddressList),
};

export const applicationQuery = (id: number) => queryOptions({ queryKey: oaKeys.application(id), queryFn: () => callApi(C.orderApplyGet, { Id: id }) });
export const checkSettingsQuery = () => queryOptions({ queryKey: oaKeys.checkSettings, queryFn: () => callApi(C.orderApplySettingGetCheck, {}) });
export const systemSettingsQuery = () => queryOptions({ queryKey: oaKeys.systemSettings, queryFn: () => callApi(C.orderApplySettingGetSystem, {}) });
export const customersQuery = () => queryOptions({ queryKey: oaKeys.customers, queryFn: () => callApi(C.orderApplyCustomers, {}), staleTime: 60_000 });
export const guaranteeLogQuery = (id: number) => queryOptions({ queryKey: oaKeys.guaranteeLog(id), queryFn: () => callApi(C.guaranteeLog, { Id: id }) });
/** A simulated phone's inbox, read every 2 s while `polling` (a code was sent to it). */
export const inboxQuery = (phone: string, polling: boolean) =>
  queryOptions({
    queryKey: oaKeys.inbox(phone),
    queryFn: () => callApi(C.authAddressSimInbox, { Phone: phone }),
    enabled: polling,
    refetchInterval: polling ? 2000 : false,
  });
/** The first 100 receivers of a customer (0: none asked yet). */
export const receiversOfQuery = (companyId: number) =>
  queryOptions({
    queryKey: oaKeys.receiversOf(companyId),
    queryFn: () => callApi(C.blReceiverList, { CompanyId: companyId, PageSize: 100 }),
    enabled: companyId > 0,
  });
/** The first 100 authenticated addresses of a customer (0: none asked yet). */
export const addressesOfQuery = (companyId: number) =>
  queryOptions({
    queryKey: oaKeys.addressesOf(companyId),
    queryFn: () => callApi(C.authAddressList, { CompanyId: companyId, PageSize: 100 }),
    enabled: companyId > 0,
  });

export const riskCheck = (q: CallInput<typeof C.orderApplyRiskCheck>) => callApi(C.orderApplyRiskCheck, q);
export const applyFor = (body: CallInput<typeof C.orderApplyApply>) => callApi(C.orderApplyApply, body);
export const recheckApplication = (Id: number, Version: number) => callApi(C.orderApplyRecheck, { Id, Version });
export const decideApplication = (body: CallInput<typeof C.orderApplyDecide>) => callApi(C.orderApplyDecide, body);
/** Releases under an Idempotency-Key: a retried click answers the first release. */
export const releaseApplication = (body: CallInput<typeof C.orderApplyRelease>, key: IdempotencyKey) =>
  callApi(C.orderApplyRelease, body, idempotencyHeader(key));
export const cancelApplication = (body: CallInput<typeof C.orderApplyCancel>) => callApi(C.orderApplyCancel, body);
export const saveGuarantee = (body: CallInput<typeof C.guaranteeSave>) => callApi(C.guaranteeSave, body);
export const suspendGuarantee = (body: CallInput<typeof C.guaranteeSuspend>) => callApi(C.guaranteeSuspend, body);
export const saveCheckSettings = (body: CallInput<typeof C.orderApplySettingSaveCheck>) => callApi(C.orderApplySettingSaveCheck, body);
export const saveSystemSettings = (body: CallInput<typeof C.orderApplySettingSaveSystem>) => callApi(C.orderApplySettingSaveSystem, body);
export const saveReceiver = (body: CallInput<typeof C.blReceiverSave>) => callApi(C.blReceiverSave, body);
export const deleteReceiver = (Id: number, Version: number) => callApi(C.blReceiverDelete, { Id, Version });
export const saveAddress = (body: CallInput<typeof C.authAddressSave>) => callApi(C.authAddressSave, body);
export const sendAddressCode = (Id: number) => callApi(C.authAddressSendCode, { Id });
export const verifyAddress = (body: CallInput<typeof C.authAddressVerify>) => callApi(C.authAddressVerify, body);
export const revokeAddress = (body: CallInput<typeof C.authAddressRevoke>) => callApi(C.authAddressRevoke, body);
