import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * B/L application and risk check (operations.md §11): customer service applies to release a house
 * B/L for a customer (courier, collection, telex release, sea waybill); the risk check's rules
 * decide in the same transaction (pass, review by a risk checker, block with reasons); guarantee
 * amounts, the check and system settings, receivers and authenticated addresses keep what the
 * rules read. Every call is the platform staff's (§11: all its routes are internal). Calls: calls.ts.
 */
export const ORDER_APPLY_PATHS = {
  orderApplyApply: '/api/OrderApply/Apply',
  orderApplyRiskCheck: '/api/OrderApply/RiskCheck',
  orderApplyRecheck: '/api/OrderApply/Recheck',
  orderApplyDecide: '/api/OrderApply/Decide',
  orderApplyRelease: '/api/OrderApply/Release',
  orderApplyCancel: '/api/OrderApply/Cancel',
  orderApplyList: '/api/OrderApply/List',
  orderApplyGet: '/api/OrderApply/Get',
  orderApplyLogs: '/api/OrderApply/ApplyLogs',
  orderApplyCheckLogs: '/api/OrderApply/CheckLogs',
  guaranteeList: '/api/Guarantee/List',
  guaranteeSave: '/api/Guarantee/Save',
  guaranteeSuspend: '/api/Guarantee/Suspend',
  guaranteeLog: '/api/Guarantee/Log',
  orderApplySettingGetCheck: '/api/OrderApplySetting/GetCheck',
  orderApplySettingSaveCheck: '/api/OrderApplySetting/SaveCheck',
  orderApplySettingGetSystem: '/api/OrderApplySetting/GetSystem',
  orderApplySettingSaveSystem: '/api/OrderApplySetting/SaveSystem',
  blReceiverList: '/api/BlReceiver/List',
  blReceiverSave: '/api/BlReceiver/Save',
  blReceiverDelete: '/api/BlReceiver/Delete',
  authAddressList: '/api/AuthAddress/List',
  authAddressSave: '/api/AuthAddress/Save',
  authAddressSendCode: '/api/AuthAddress/SendCode',
  authAddressVerify: '/api/AuthAddress/Verify',
  authAddressRevoke: '/api/AuthAddress/Revoke',
  authAddressSimInbox: '/api/AuthAddress/SimulatedInbox',
  orderApplyCustomers: '/api/OrderApply/Customers',
} as const;

/** The route table's pages of the group 'orderApply' (§11.5). */
export const ORDER_APPLY_PAGES = {
  apply: '/orderApply/apply/orderApply',
  riskQuery: '/orderApply/apply/OrderApplyCheck',
  applyLogs: '/orderApply/apply/applyLogs',
  checkLogs: '/orderApply/check/checkLogs',
  guarantee: '/orderApply/guaranteeAmount',
  checkSetting: '/orderApply/checkSetting',
  systemSetting: '/orderApply/systemSetting',
  receivers: '/orderApply/receiverMaintain',
  addresses: '/orderApply/authennAddressMaintain',
} as const;
const G = ORDER_APPLY_PAGES;
/** Every page that shows an application or its checks. */
const APPLICATION_PAGES = [G.apply, G.riskQuery, G.applyLogs, G.checkLogs];

export const ORDER_APPLY_ACCESS = {
  /** Applications, their logs and a risk query. */
  orderApplyRead: read(APPLICATION_PAGES, true),
  /** Applying, re-checking and cancelling: customer service (button `apply`). */
  orderApplyApply: act([G.apply], 'applyBl', true),
  /** Executing the release (telex notice, courier number, collection). */
  orderApplyRelease: act([G.apply], 'releaseBl', true),
  /** Approving or rejecting an application in review: the risk checker (button `approve`). */
  orderApplyDecide: act([G.apply, G.checkLogs], 'approveBl', true),
  /** Guarantee amounts: read on the apply pages too (the form shows what is available). */
  guaranteeRead: read([G.guarantee, G.apply, G.riskQuery], true),
  /** Setting and suspending a guarantee: the platform's risk role only. */
  guaranteeEdit: act([G.guarantee], 'editGuarantee', true),
  settingRead: read([G.checkSetting, G.systemSetting, G.apply, G.riskQuery], true),
  checkSettingEdit: act([G.checkSetting], 'editCheckSetting', true),
  systemSettingEdit: act([G.systemSetting], 'editBlAppSetting', true),
  receiverRead: read([G.receivers, G.apply, G.addresses], true),
  receiverEdit: act([G.receivers], 'editReceiver', true),
  addressRead: read([G.addresses, G.receivers, G.apply], true),
  addressEdit: act([G.addresses], 'verifyAddress', true),
  /** The customer companies the pages pick from. */
  orderApplyCustomersRead: read(Object.values(G), true),
} as const;

export const orderApplyContract = contractModule({
  name: 'orderApply',
  /** Its control-tower words (exception codes, roles): loaded with the tower's pages. */
  tower: () => import('./tower/words'),
  paths: ORDER_APPLY_PATHS,
  access: ORDER_APPLY_ACCESS,
  buttons: {
    applyBl: { zh: '提单申请', en: 'Apply for release' },
    releaseBl: { zh: '执行放单', en: 'Release the B/L' },
    approveBl: { zh: '审核提单申请', en: 'Decide on B/L applications' },
    editGuarantee: { zh: '维护担保额度', en: 'Set guarantee amounts' },
    editCheckSetting: { zh: '维护审核规则', en: 'Edit check rules' },
    editBlAppSetting: { zh: '维护提单申请设置', en: 'Edit B/L application settings' },
    editReceiver: { zh: '维护收件人', en: 'Edit receivers' },
    verifyAddress: { zh: '认证地址', en: 'Authenticate addresses' },
  },
});
