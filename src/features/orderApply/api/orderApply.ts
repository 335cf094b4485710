import { queryOptions } from '@tanstack/react-query';
import type { CallInput } from '../../../contract/call';
import { orderApplyCalls as C } from '../../../contract/orderApply/calls';
import { callApi } from '../../../streams/callApi';
import { idempotencyHeader, type IdempotencyKey } from '../../../lib/idempotencyKey';

/** The module's calls as its screens make them (src/contract/orderApply/calls.ts). */
export const oaKeys = {
  application: (id: number) => ['orderApply', 'application', id] as const,
  checkSettings: ['orderApply', 'checkSettings'] as const,
  systemSettings: ['orderApply', 'systemSettings'] as const,
  customers: ['orderApply', 'customers'] as const,
  guaranteeLog: (id: number) => ['orderApply', 'guaranteeLog', id] as const,
  inbox: (phone: string) => ['orderApply', 'inbox', phone] as const,
};

export const applicationQuery = (id: number) => queryOptions({ queryKey: oaKeys.application(id), queryFn: () => callApi(C.orderApplyGet, { Id: id }) });
export const checkSettingsQuery = () => queryOptions({ queryKey: oaKeys.checkSettings, queryFn: () => callApi(C.orderApplySettingGetCheck, {}) });
export const systemSettingsQuery = () => queryOptions({ queryKey: oaKeys.systemSettings, queryFn: () => callApi(C.orderApplySettingGetSystem, {}) });
export const customersQuery = () => queryOptions({ queryKey: oaKeys.customers, queryFn: () => callApi(C.orderApplyCustomers, {}), staleTime: 60_000 });
export const guaranteeLogQuery = (id: number) => queryOptions({ queryKey: oaKeys.guaranteeLog(id), queryFn: () => callApi(C.guaranteeLog, { Id: id }) });
export const inboxQuery = (phone: string) => queryOptions({ queryKey: oaKeys.inbox(phone), queryFn: () => callApi(C.authAddressSimInbox, { Phone: phone }) });

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
