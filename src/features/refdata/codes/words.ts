import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { refdataWords } from '../words';
import { refdataFieldWords } from '../../../contract/refdata/words';

/** Booking agencies, booking codes and B/L number series (commercial.md §1.1 "Mappings and codes"). */
export const codeWords = defineWords({
  // booking agencies
  agencyName: { zh: '代理名称', en: 'Agency name' },
  channel: { zh: '订舱渠道', en: 'Channel' },
  platformCompany: { zh: '平台公司', en: 'Platform company' },
  platformCompanyId: { zh: '平台公司（平台上的服务商，可空；输入名称查找）', en: 'Platform company (a provider on the platform; optional; type its name)' },
  carrierCodes: { zh: '船公司代码（逗号分隔）', en: 'Carrier codes (comma-separated)' },
  contacts: refdataWords.contactsShort,
  contactsHelp: {
    zh: '每行一位联系人：姓名, 电话, 邮箱（电话与邮箱至少填一项）',
    en: 'One contact a line: Name, Phone, Email (a phone or an e-mail at least)',
  },
  newAgency: { zh: '新增订舱代理', en: 'New booking agency' },
  editAgency: (name: string) => ({ zh: `编辑订舱代理 ${name}`, en: `Edit booking agency ${name}` }),
  bookingAgencies: { zh: '订舱代理', en: 'Booking agencies' },
  // booking codes
  bookCodes: { zh: '订舱代码', en: 'Booking codes' },
  newBookCode: { zh: '新增订舱代码', en: 'New booking code' },
  editBookCode: (code: string) => ({ zh: `编辑订舱代码 ${code}`, en: `Edit booking code ${code}` }),
  contractNo: { zh: '约号', en: 'Contract No' },
  contractNoHelp: { zh: '船公司服务合同号（最多 30 个字符）', en: 'The carrier’s service contract reference (at most 30 characters)' },
  namedAccount: { zh: '指定账户', en: 'Named account' },
  bookingAgency: { zh: '订舱代理（输入名称查找）', en: 'Booking agency (type its name)' },
  agency: { zh: '代理', en: 'Agency' },
  laneCodes: { zh: '航线代码（逗号分隔）', en: 'Trade lanes (comma-separated)' },
  allowedCustomers: { zh: '适用客户', en: 'Customers allowed' },
  allowedCustomersHelp: { zh: '客户公司 Id，逗号分隔；留空表示所有客户', en: 'Customer company Ids, comma-separated; empty: every customer' },
  allCustomers: { zh: '所有客户', en: 'Every customer' },
  remarks: { zh: '备注说明', en: 'Remarks' },
  validity: { zh: '有效期', en: 'Validity' },
  expired: commonWords.expired,
  state: { zh: '状态（含过期）', en: 'State (with expired)' },
  // B/L number series
  billSeries: { zh: '提单号规则', en: 'B/L number series' },
  newBillSeries: { zh: '新增提单号规则', en: 'New B/L number series' },
  editBillSeries: (label: string) => ({ zh: `编辑提单号规则 ${label}`, en: `Edit B/L number series ${label}` }),
  ownerCompany: { zh: '所属公司', en: 'Owner' },
  ownerCompanyId: { zh: '所属公司（输入名称查找）', en: 'Owner company (type its name)' },
  billKind: { zh: '提单类型', en: 'B/L kind' },
  prefix: refdataFieldWords.Prefix,
  pattern: { zh: '号码格式', en: 'Pattern' },
  patternHelp: {
    zh: '可用标记：{PREFIX} 前缀，{YYYY}/{YY} 年，{MM} 月，{SEQ5} 五位序号；号码最长 20 个字符',
    en: 'Tokens: {PREFIX}, {YYYY}/{YY} year, {MM} month, {SEQ5} a 5-digit counter; a number has at most 20 characters',
  },
  nextSeq: { zh: '下一序号', en: 'Next counter' },
  reset: { zh: '序号重置', en: 'Counter reset' },
  period: { zh: '当前周期', en: 'Period' },
  issued: { zh: '已发放', en: 'Issued' },
  lastNumber: { zh: '最近号码', en: 'Last number' },
  preview: { zh: '预览下一个号码', en: 'Preview next number' },
  previewed: (n: string) => ({ zh: `下一个号码：${n}（未占用）`, en: `Next number: ${n} (not used)` }),
  issue: { zh: '发放号码', en: 'Issue number' },
  issueConfirm: (label: string) => ({
    zh: `从 ${label} 发放一个提单号？号码发出后不再回收。`,
    en: `Issue a B/L number from ${label}? A number issued is never taken back.`,
  }),
  issuedNumber: (n: string) => ({ zh: `已发放：${n}`, en: `Issued: ${n}` }),
});

/** B/L kinds and counter resets (commercial.md §1.1 BillCodeSeries) in words. */
export const BILL_SERIES_WORDS = defineWords({
  HBL: { zh: '货代提单（HBL）', en: 'House B/L' },
  MBL_HINT: { zh: '船东提单格式提示', en: 'Master B/L hint' },
  NEVER: { zh: '不重置', en: 'Never' },
  YEARLY: { zh: '每年', en: 'Yearly' },
  MONTHLY: { zh: '每月', en: 'Monthly' },
});

/** The booking channels (commercial.md §1.1 BookingAgency.Channel) in words. */
export const CHANNEL_WORDS = defineWords({
  EMAIL: commonWords.email,
  PORTAL: commonWords.carrierPortal,
  EDI: { zh: 'EDI', en: 'EDI' },
  API: { zh: '接口', en: 'API' },
});
