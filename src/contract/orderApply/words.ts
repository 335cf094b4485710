import type { Bilingual } from '../../i18n/bilingual';
import type { RiskLevel, RiskRule } from '../../domain/orderApply/risk';
import type { OapKind, OapStatus } from '../../domain/orderApply/status';
import { billingFieldWords } from '../billing/public';
import { hblStatusWords, releaseTypeWords } from '../houseBill/public';
import { manifestSetupFieldWords } from '../manifestSetup/public';
import { commonFieldWords, statusWords } from '../words';

/** A B/L application's states (§11.2) as the screens name them. */
export const OAP_STATUS_WORDS: Record<OapStatus, Bilingual> = {
  1: statusWords.submitted,
  2: { zh: '自动通过', en: 'Auto approved' },
  3: { zh: '待审核', en: 'Pending review' },
  4: { zh: '已拦截', en: 'Blocked' },
  5: { zh: '审核通过', en: 'Approved' },
  6: { zh: '已驳回', en: 'Rejected' },
  7: hblStatusWords[5]!,
  8: statusWords.cancelled,
};

export const OAP_KIND_WORDS: Record<OapKind, Bilingual> = {
  1: { zh: '正本寄送', en: 'Originals by courier' },
  2: { zh: '正本自取', en: 'Originals collected' },
  3: releaseTypeWords['TELEX RELEASE']!,
  4: { zh: '海运单放单', en: 'Sea waybill release' },
};

export const RISK_LEVEL_WORDS: Record<RiskLevel, Bilingual> = {
  PASS: { zh: '通过', en: 'Passed' },
  REVIEW: { zh: '需审核', en: 'Review' },
  BLOCK: { zh: '拦截', en: 'Block' },
};

export const RISK_RULE_WORDS: Record<RiskRule, Bilingual> = {
  R1_UNPAID: { zh: '本单未付费用', en: 'Unpaid charges' },
  R2_GUARANTEE: { zh: '担保额度', en: 'Guarantee amount' },
  R3_OVERDUE: { zh: '逾期发票', en: 'Overdue invoices' },
  R4_DOCS: { zh: '提单与 SI 状态', en: 'B/L and SI status' },
  R5_DEPARTED: { zh: '已装船/离港', en: 'Loaded or departed' },
  R6_ADDRESS: { zh: '收件地址认证', en: 'Receiving address authenticated' },
  R7_PARTY_LIST: { zh: '监控名单比对', en: 'Watch list check' },
  R8_TELEX_ORIGINALS: { zh: '电放与正本', en: 'Telex release and originals' },
  R9_CHANGED_AFTER_MANIFEST: { zh: '舱单后变更收货人', en: 'Consignee changed after the manifest' },
  R10_DUPLICATE: { zh: '重复申请', en: 'Duplicate application' },
};

export const AUTH_METHOD_WORDS: Record<'LICENSE' | 'SMS_CODE' | 'STAFF_CALL', Bilingual> = {
  LICENSE: { zh: '营业执照注册地址', en: 'Business licence address' },
  SMS_CODE: { zh: '短信验证', en: 'By SMS code' },
  STAFF_CALL: { zh: '电话核实', en: 'Verified by phone' },
};
export const AUTH_STATUS_WORDS: Record<'PENDING' | 'VERIFIED' | 'REVOKED' | 'EXPIRED', Bilingual> = {
  PENDING: { zh: '待认证', en: 'Not verified' },
  VERIFIED: { zh: '已认证', en: 'Verified' },
  REVOKED: { zh: '认证已撤销', en: 'Revoked' },
  EXPIRED: commonFieldWords.Expired,
};
export const GUARANTEE_STATUS_WORDS: Record<'ACTIVE' | 'SUSPENDED', Bilingual> = {
  ACTIVE: { zh: '有效', en: 'Active' },
  SUSPENDED: { zh: '已暂停', en: 'Suspended' },
};

/** The module's call fields as its screens name them (the server's refusals and the forms read them). */
export const orderApplyFieldWords = {
  Id: { zh: '申请编号', en: 'Application' },
  HBL_ID: billingFieldWords.CHG_HBL_ID,
  CompanyId: commonFieldWords.CustomerCompanyId,
  Kind: { zh: '放单方式', en: 'Release by' },
  ReceiverId: { zh: '收件人', en: 'Receiver' },
  PickupName: { zh: '取单人姓名', en: 'Collected by' },
  PickupIdLast4: { zh: '取单人证件后四位', en: 'Last 4 digits of the ID' },
  ReleaseTo: { zh: '电放给', en: 'Release to' },
  UseGuarantee: { zh: '担保放单', en: 'Release against the guarantee' },
  Approve: { zh: '审核结论', en: 'Decision' },
  Overrides: { zh: '放行理由', en: 'Override reasons' },
  Rule: { zh: '检查规则', en: 'Rule' },
  Reason: { zh: '原因', en: 'Reason given' },
  Remarks: { zh: '审核意见', en: 'Remarks' },
  Courier: { zh: '快递公司', en: 'Courier' },
  CourierNo: { zh: '快递单号', en: 'Courier number' },
  Version: commonFieldWords.Version,
  GUA_LIMIT: { zh: '担保额度（CNY）', en: 'Guarantee limit (CNY)' },
  GUA_VALID_FROM: commonFieldWords.ValidFrom,
  GUA_VALID_TO: commonFieldWords.ValidTo,
  GUA_REMARK: { zh: '担保说明', en: 'About the guarantee' },
  Suspend: { zh: '暂停', en: 'Suspend' },
  Rules: { zh: '审核规则', en: 'Check rules' },
  Enabled: { zh: '启用规则', en: 'Rule on' },
  Severity: { zh: '结果级别', en: 'Severity' },
  Days: { zh: '逾期天数', en: 'Days overdue' },
  Names: { zh: '监控名单', en: 'Watch list' },
  AutoApprove: { zh: '全部通过时自动审核通过', en: 'Approve automatically when every rule passes' },
  AllowedKinds: { zh: '客户可用放单方式', en: 'Release kinds per customer' },
  Kinds: { zh: '放单方式', en: 'Kinds' },
  TelexFrom: { zh: '电放开始时间', en: 'Telex release from' },
  TelexTo: { zh: '电放截止时间', en: 'Telex release until' },
  DefaultCourier: { zh: '默认快递公司', en: 'Default courier' },
  NotifyEmails: { zh: '通知邮箱', en: 'Notification e-mails' },
  RCV_NAME: { zh: '收件人姓名', en: "Receiver's name" },
  RCV_PHONE: { zh: '收件人手机', en: "Receiver's mobile" },
  RCV_PROVINCE: { zh: '省', en: 'Province' },
  RCV_CITY: { zh: '市', en: 'City' },
  RCV_DISTRICT: { zh: '区', en: 'District' },
  RCV_ADDRESS: { zh: '详细地址', en: 'Street address' },
  RCV_POSTCODE: manifestSetupFieldWords.POSTCODE,
  RCV_DEFAULT: { zh: '默认收件人', en: 'Default receiver' },
  RCV_AUTH_ADDRESS_ID: { zh: '认证地址', en: 'Authenticated address' },
  AAD_NAME: commonFieldWords.Contact,
  AAD_PHONE: { zh: '手机号', en: 'Mobile' },
  AAD_PROVINCE: { zh: '所在省', en: 'Province (address)' },
  AAD_CITY: { zh: '所在市', en: 'City (address)' },
  AAD_DISTRICT: { zh: '所在区', en: 'District (address)' },
  AAD_ADDRESS: { zh: '认证的详细地址', en: 'Address' },
  AAD_POSTCODE: { zh: '所在地邮编', en: 'Postcode (address)' },
  Method: { zh: '认证方式', en: 'Verified by' },
  Code: { zh: '短信验证码', en: 'SMS code' },
  Note: { zh: '核实记录', en: 'Verification note' },
  Phone: { zh: '手机号码', en: 'Phone' },
  // the lists' filters
  OAP_NO: { zh: '申请单号', en: 'Application no.' },
  OAP_HBL_NO: { zh: '分提单号', en: 'House B/L no.' },
  OAP_STATUS: { zh: '申请状态', en: 'Application status' },
  OAP_KIND: { zh: '放单类型', en: 'Kind of release' },
  OAP_RISK_LEVEL: { zh: '风险结论', en: 'Risk level' },
  OAP_ID: { zh: '申请', en: 'Application id' },
  Type: commonFieldWords.Event,
  RSK_RULE: { zh: '检查项', en: 'Rule checked' },
  RSK_RESULT: { zh: '检查结果', en: 'Result' },
  GUA_STATUS: { zh: '担保状态', en: 'Guarantee status' },
  AuthStatus: { zh: '地址认证', en: 'Address authentication' },
  AAD_STATUS: { zh: '认证状态', en: 'Verification status' },
} satisfies Record<string, Bilingual>;
