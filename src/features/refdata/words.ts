import { defineWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';

/** The reference-data module's words in both languages: `useWords(refdataWords)` in its screens. */
export const refdataWords = defineWords({
  // carriers
  scacCode: { zh: 'SCAC 代码', en: 'SCAC code' },
  codeKind: { zh: '代码类型', en: 'Code kind' },
  codeKindScac: { zh: 'SCAC（NMFTA）', en: 'SCAC (NMFTA)' },
  codeKindLocal: { zh: '本地代码', en: 'Local code' },
  smdgCode: { zh: 'SMDG 代码', en: 'SMDG code' },
  carrierName: commonWords.englishName,
  chineseName: { zh: '中文名称', en: 'Chinese name' },
  shortName: { zh: '简称', en: 'Short name' },
  aliases: { zh: '别名（逗号分隔）', en: 'Aliases (comma-separated)' },
  bookingsNamingIt: { zh: '订舱数', en: 'Bookings' },
  newCarrier: { zh: '新增船公司', en: 'New carrier' },
  editCarrier: (code: string) => ({ zh: `编辑船公司 ${code}`, en: `Edit carrier ${code}` }),
  // ports
  unlocode: { zh: 'UN/LOCODE', en: 'UN/LOCODE' },
  englishName: commonWords.englishName,
  country: { zh: '国家', en: 'Country' },
  countryCode: { zh: '国家代码（ISO 3166）', en: 'Country code (ISO 3166)' },
  timeZone: { zh: '时区（IANA）', en: 'Time zone (IANA)' },
  functions: { zh: '功能（UN/LOCODE，1=港口，8=内河）', en: 'Functions (UN/LOCODE: 1 port, 8 inland water)' },
  lane: { zh: '航线', en: 'Lane' },
  portGroup: { zh: '港口组', en: 'Port group' },
  inUse: { zh: '使用中', en: 'In use' },
  newPort: { zh: '新增港口', en: 'New port' },
  editPort: (code: string) => ({ zh: `编辑港口 ${code}`, en: `Edit port ${code}` }),
  // currencies and exchange rates
  currencies: { zh: '币种', en: 'Currencies' },
  exchangeRates: commonWords.exchangeRates,
  ratesHint: {
    zh: '汇率均折算为本位币（人民币）。月度记账汇率用于记账，日汇率仅供显示；同一币种同一类型的有效期不可重叠，汇率不修改，只追加新的有效期。',
    en: 'Rates convert into the base currency (CNY). Monthly book rates are for accounting, daily ones for display only; windows of one currency and kind never overlap, and a rate is never edited: add the next window.',
  },
  newRate: { zh: '新增汇率', en: 'New rate' },
  currency: { zh: '币种', en: 'Currency' },
  currencyCode: { zh: '币种代码', en: 'Code' },
  intoCurrency: { zh: '折算为', en: 'Into' },
  rateKind: commonWords.kind,
  monthlyBook: { zh: '月度记账汇率', en: 'Monthly book rate' },
  daily: { zh: '日汇率', en: 'Daily rate' },
  rate: { zh: '汇率', en: 'Rate' },
  rateHelp: { zh: '汇率（1 单位外币 = ? 人民币，最多 6 位小数）', en: 'Rate (1 unit = ? CNY, at most 6 decimals)' },
  validFrom: { zh: '生效', en: 'From' },
  validTo: { zh: '截止', en: 'To' },
  validFromDate: { zh: '生效日期（YYYY-MM-DD）', en: 'Valid from (YYYY-MM-DD)' },
  validToDate: { zh: '截止日期（YYYY-MM-DD）', en: 'Valid to (YYYY-MM-DD)' },
  source: { zh: '来源', en: 'Source' },
  sourceBoc: { zh: '中国银行', en: 'Bank of China' },
  sourceManual: { zh: '手工', en: 'Manual' },
  holdsToday: { zh: '今日有效', en: 'Holds today' },
  holdsTodayYes: { zh: '✓ 有效', en: '✓ holds' },
  enteredBy: { zh: '录入人', en: 'Entered by' },
  digits: { zh: '小数位', en: 'Digits' },
  symbol: { zh: '符号', en: 'Symbol' },
  base: { zh: '本位币', en: 'Base' },
  // the change log
  carriers: { zh: '船公司', en: 'Carriers' },
  ports: { zh: '世界港口', en: 'World ports' },
  code: commonWords.code,
  aliasesShort: { zh: '别名', en: 'Aliases' },
  functionsShort: { zh: '功能', en: 'Functions' },
  // fee codes
  newFeeCode: { zh: '新增费用代码', en: 'New fee code' },
  editFeeCode: (code: string) => ({ zh: `编辑费用代码 ${code}`, en: `Edit fee code ${code}` }),
  feeCategory: { zh: '类别', en: 'Category' },
  feeBasis: { zh: '计费方式', en: 'Basis' },
  paymentTerm: { zh: '付款方式', en: 'Payment term' },
  prepaid: { zh: 'PRE 预付', en: 'PRE prepaid' },
  collect: { zh: 'COL 到付', en: 'COL collect' },
  feeCodes: { zh: '费用名称', en: 'Fee codes' },
  // trade lanes
  newLane: { zh: '新增航线', en: 'New trade lane' },
  editLane: (code: string) => ({ zh: `编辑航线 ${code}`, en: `Edit trade lane ${code}` }),
  parentLane: { zh: '上级航线（子航线填写）', en: 'Parent lane (for a sub-lane)' },
  parentLaneShort: { zh: '上级航线', en: 'Parent lane' },
  podCodes: { zh: '目的港（UN/LOCODE，逗号分隔）', en: 'Destination ports (UN/LOCODE, comma-separated)' },
  podCodesShort: { zh: '目的港', en: 'Destination ports' },
  sortOrder: { zh: '排序', en: 'Order' },
  tradeLanes: { zh: '航线', en: 'Trade lanes' },
  // services and vessel calls (船期)
  services: { zh: '船期服务', en: 'Services' },
  serviceKey: { zh: '服务代码', en: 'Service key' },
  carrierCode: { zh: '船公司代码', en: 'Carrier code' },
  serviceCode: { zh: '航线代码', en: 'Service code' },
  serviceName: { zh: '服务名称', en: 'Service name' },
  loopDays: { zh: '周期（天）', en: 'Loop (days)' },
  rotation: { zh: '挂靠港（到港天数）', en: 'Rotation (arrival day)' },
  vessels: { zh: '船舶', en: 'Vessels' },
  futureCalls: { zh: '未来挂靠', en: 'Calls ahead' },
  lastEtd: { zh: '最后离港', en: 'Last ETD' },
  generate: { zh: '生成船期', en: 'Generate sailings' },
  generateTitle: (code: string) => ({ zh: `生成 ${code} 的船期`, en: `Generate the sailings of ${code}` }),
  generateHint: {
    zh: '从所选日期当天或之后的第一个周一起，每周一个航次；已有的挂靠保持不变，只补上缺少的。',
    en: 'One voyage a week from the first Monday on or after the date; calls already there are kept, only the missing ones are added.',
  },
  fromDate: { zh: '起始日期（YYYY-MM-DD）', en: 'From date (YYYY-MM-DD)' },
  weeks: { zh: '周数（1–26）', en: 'Weeks (1–26)' },
  generated: (created: number, skipped: number) => ({
    zh: `新增 ${created} 个挂靠，保留已有 ${skipped} 个`,
    en: `${created} calls added, ${skipped} already there kept`,
  }),
  vesselName: { zh: '船名', en: 'Vessel' },
  voyage: { zh: '航次', en: 'Voyage' },
  callPort: { zh: '挂靠港', en: 'Port of call' },
  seq: { zh: '序号', en: 'Seq' },
  etaPlanned: { zh: '计划到港', en: 'ETA planned' },
  etaEstimated: { zh: '预计到港', en: 'ETA estimated' },
  ata: { zh: '实际到港', en: 'ATA' },
  etdPlanned: { zh: '计划离港', en: 'ETD planned' },
  etdEstimated: { zh: '预计离港', en: 'ETD estimated' },
  atd: { zh: '实际离港', en: 'ATD' },
  cutOffs: { zh: '截止时间', en: 'Cut-offs' },
  localTimeHint: {
    zh: '时间均按挂靠港当地时区显示（附时区缩写）。',
    en: 'Times are shown in the port of call’s own time zone, with its abbreviation.',
  },
  // both
  active: commonWords.active,
  disabledState: commonWords.disabled,
  enable: commonWords.enable,
  disable: commonWords.disable,
  enabledDone: { zh: '已启用', en: 'Enabled' },
  disabledDone: { zh: '已停用', en: 'Disabled' },
  deleteConfirm: (code: string) => ({
    zh: `删除 ${code}？只有未被任何记录使用的代码才能删除；在用的请停用。`,
    en: `Delete ${code}? Only a code no record uses can be deleted; disable one in use instead.`,
  }),
  codeFixed: { zh: '代码保存后不可更改（在用的代码请停用）', en: 'A code cannot change once saved (disable one in use)' },
});

/** Fee categories (commercial.md §1.1 FeeCode) in words. */
export const FEE_CATEGORY_WORDS = defineWords({
  FREIGHT: { zh: '运费', en: 'Freight' },
  SURCHARGE: { zh: '附加费', en: 'Surcharge' },
  ORIGIN: { zh: '起运港费用', en: 'Origin charges' },
  DESTINATION: { zh: '目的港费用', en: 'Destination charges' },
  FILING: { zh: '申报费', en: 'Filing' },
  SERVICE: { zh: '服务费', en: 'Service' },
  LCL: { zh: '拼箱费用', en: 'LCL' },
});

/** Calculation bases (DCSA calculationBasis) in words. */
export const FEE_BASIS_WORDS = defineWords({
  PER_CONTAINER: { zh: '按箱', en: 'Per container' },
  PER_BL: { zh: '按票', en: 'Per B/L' },
  PER_SHIPMENT: { zh: '按单', en: 'Per shipment' },
  PER_RT: { zh: '按计费吨', en: 'Per revenue ton' },
  PER_CBM: { zh: '按立方米', en: 'Per CBM' },
  PER_KG: { zh: '按公斤', en: 'Per kg' },
  PERCENT: { zh: '按比例', en: 'Percent' },
});

/** Booking agencies, booking codes and B/L number series (commercial.md §1.1 "Mappings and codes"). */
export const codeWords = defineWords({
  // booking agencies
  agencyName: { zh: '代理名称', en: 'Agency name' },
  channel: { zh: '订舱渠道', en: 'Channel' },
  platformCompany: { zh: '平台公司', en: 'Platform company' },
  platformCompanyId: { zh: '平台公司 Id（平台上的服务商，可空）', en: 'Platform company Id (a provider on the platform; optional)' },
  carrierCodes: { zh: '船公司代码（逗号分隔）', en: 'Carrier codes (comma-separated)' },
  contacts: { zh: '联系人', en: 'Contacts' },
  contactsHelp: {
    zh: '每行一位联系人：姓名, 电话, 邮箱（电话与邮箱至少填一项）',
    en: 'One contact a line: Name, Phone, Email (a phone or an e-mail at least)',
  },
  newAgency: { zh: '新增订舱代理', en: 'New booking agency' },
  editAgency: (name: string) => ({ zh: `编辑订舱代理 ${name}`, en: `Edit booking agency ${name}` }),
  bookingAgencies: { zh: '订舱代理', en: 'Booking agencies' },
});

/** The booking channels (commercial.md §1.1 BookingAgency.Channel) in words. */
export const CHANNEL_WORDS = defineWords({
  EMAIL: { zh: '邮件', en: 'E-mail' },
  PORTAL: { zh: '船公司网站', en: 'Carrier portal' },
  EDI: { zh: 'EDI', en: 'EDI' },
  API: { zh: '接口', en: 'API' },
});
