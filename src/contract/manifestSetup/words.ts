import type { Bilingual } from '../../i18n/bilingual';
import { bookingFieldWords } from '../booking/public';
import { manifestFieldWords } from '../manifest/public';
import { commonFieldWords } from '../words';

/** The setup's fields as its screens name them: the server's refusals and the forms read them. */
export const manifestSetupFieldWords = {
  SFT_NAME: commonFieldWords.TBI_TEMPLATE_NAME,
  SFT_SCOPE: { zh: '适用范围', en: 'Used for' },
  CompanyId: { zh: '所属公司', en: 'Company' },
  Shipper: bookingFieldWords.Shipper,
  // the template list's search fields
  ShipperName: { zh: '发货人名称', en: "Shipper's name" },
  ConsigneeName: { zh: '收货人名称', en: "Consignee's name" },
  ShipperCode: { zh: '发货人企业代码', en: "Shipper's enterprise code" },
  ConsigneeCode: { zh: '收货人企业代码', en: "Consignee's enterprise code" },
  Consignee: commonFieldWords.Consignee,
  Notify: bookingFieldWords.Notify,
  NAME: commonFieldWords.Name,
  ADDRESS: commonFieldWords.Address,
  CITY: manifestFieldWords.CITY,
  POSTCODE: manifestFieldWords.POSTCODE,
  COUNTRY: { zh: '国家/地区代码', en: 'Country code' },
  CODE: manifestFieldWords.CODE,
  CODE_OVERRIDE: { zh: '保留原因', en: 'Reason to keep the code' },
  AEO: manifestFieldWords.AEO,
  PHONE_TYPE: { zh: '通讯方式', en: 'Contact type' },
  PHONE: manifestFieldWords.PHONE,
  CONTACT_NAME: manifestFieldWords.CONTACT_NAME,
  CONTACT_PHONE: manifestFieldWords.CONTACT_PHONE,
  TYPE_OF_PERSON: manifestFieldWords.TYPE_OF_PERSON,
  EORI: { zh: 'EORI 号', en: 'EORI number' },
  MCF_FILING: manifestFieldWords.MFT_FILING,
  MCF_CARRIER: { zh: '适用船公司', en: 'Carrier (empty: any)' },
  MCF_LOADING_CODE: { zh: '适用装货港', en: 'Port of loading (empty: any)' },
  MCF_CUSTOMS_CODE: manifestFieldWords.MFT_CUSTOMS_CODE,
  MCF_SENDER_CODE: { zh: '舱单传输人代码', en: 'Sender (transmitter) code' },
  MCF_CHANNEL: { zh: '发送通道', en: 'Channel' },
  MCF_DEADLINE_HOURS: { zh: '截止（装船前小时数）', en: 'Deadline (hours before loading)' },
  MCF_REQUIRE_VERIFY: { zh: '客户提交需审核', en: 'Submissions need verification' },
  MCF_AUTO_SEND: { zh: '审核后自动发送', en: 'Send automatically' },
  MCF_REQUIRE_SI_MATCH: { zh: '须与 SI 一致', en: 'Must match the SI' },
  MCF_REQUIRE_CONTACT: { zh: '须填收货人联系人', en: 'Consignee contact required' },
  MCF_REQUIRE_HOUSE: { zh: '分提单签发前须分单舱单被海关接受', en: 'House B/L issued only after its house manifest is accepted' },
  MCF_ENABLED: { zh: '启用此配置', en: 'Configuration enabled' },
  MCF_REMARK: { zh: '配置说明', en: 'About this configuration' },
  MRK_CODE: { zh: '备注代码', en: 'Remark code' },
  MRK_USE: { zh: '用途', en: 'Use' },
  MRK_TEXT_ZH: { zh: '中文内容', en: 'Chinese text' },
  MRK_TEXT_EN: { zh: '英文内容', en: 'English text' },
  MRK_SORT: commonFieldWords.SortOrder,
  MRK_ENABLED: { zh: '启用中', en: 'In use' },
} satisfies Record<string, Bilingual>;

/** A configuration's switches as the screens say them. */
export const SWITCH_WORDS = { on: { zh: '开', en: 'On' }, off: { zh: '关', en: 'Off' } } satisfies Record<string, Bilingual>;

/** What a standard remark is used for (MRK_USE). */
export const REMARK_USE_WORDS: Record<'REJECT_REASON' | 'MANIFEST_REMARK' | 'CHANGE_REASON', Bilingual> = {
  REJECT_REASON: { zh: '退回原因', en: 'Return reasons' },
  MANIFEST_REMARK: { zh: '舱单备注', en: 'Manifest remarks' },
  CHANGE_REASON: { zh: '变更原因代码', en: 'Change-reason codes' },
};
