import type { Bilingual } from '../../i18n/bilingual';
import { commonFieldWords, statusWords } from '../words';

/** The reference data calls' fields as the maintenance screens name them (issue 32): the server's refusals read them. */
export const refdataFieldWords = {
  AliasText: { zh: '别名', en: 'Alias' },
  Aliases: { zh: '别名', en: 'Aliases' },
  AllowedCompanyIds: { zh: '可用公司', en: 'Companies allowed' },
  BookingAgencyId: { zh: '订舱代理', en: 'Booking agency' },
  BookingAgencyName: { zh: '订舱代理名称', en: 'Booking agency name' },
  BuiltYear: { zh: '建造年份', en: 'Year built' },
  CallSign: { zh: '呼号', en: 'Call sign' },
  CarrierNameEn: { zh: '船公司英文名', en: 'Carrier name (English)' },
  CarrierNameZh: { zh: '船公司中文名', en: 'Carrier name (Chinese)' },
  CarrierText: { zh: '船公司', en: 'Carrier text' },
  Carriers: { zh: '船公司', en: 'Carrier list' },
  Category: { zh: '费用分类', en: 'Category' },
  Classifier: { zh: '时间类别', en: 'Classifier' },
  CodeKind: { zh: '代码类别', en: 'Code kind' },
  Codes: { zh: '代码', en: 'Codes' },
  MixCarriers: { zh: '中转可换承运人', en: 'Transhipment may change carrier' },
  Contacts: { zh: '联系人', en: 'Contacts' },
  CustomsSiteCode: { zh: '海关关区代码', en: 'Customs site code' },
  DayOffset: { zh: '相对天数', en: 'Day offset' },
  DefaultBasis: { zh: '默认计费方式', en: 'Default basis' },
  DefaultCurrency: { zh: '默认币种', en: 'Default currency' },
  DefaultPaymentTerm: { zh: '默认付款方式', en: 'Default payment term' },
  DefaultValidityBasis: { zh: '默认有效期依据', en: 'Default validity basis' },
  DefaultViaCodes: { zh: '默认中转港', en: 'Default via ports' },
  DepartureEndDate: { zh: '开船日止', en: 'Departures until' },
  DepartureStartDate: { zh: '开船日起', en: 'Departures from' },
  Direction: { zh: '方向', en: 'Direction' },
  Display: { zh: '显示名称', en: 'Display' },
  DisplayNameZh: { zh: '中文显示名', en: 'Chinese display name' },
  EdiCode: { zh: 'EDI 代码', en: 'EDI code' },
  ExternalCode: { zh: '外部代码', en: 'External code' },
  ExternalName: { zh: '外部名称', en: 'External name' },
  Flag: { zh: '船旗', en: 'Flag' },
  FromCode: { zh: '原币种', en: 'From currency' },
  FromDate: { zh: '起始日期', en: 'From date' },
  Functions: { zh: '港口功能', en: 'Functions' },
  Group: { zh: '分组', en: 'Group' },
  Hot: { zh: '热门', en: 'Popular' },
  ImoNumber: { zh: 'IMO 编号', en: 'IMO number' },
  IncludedInAllIn: { zh: '计入全包价', en: 'Included in all-in' },
  InternalCode: { zh: '内部代码', en: 'Internal code' },
  IsBasePort: { zh: '基本港', en: 'Base port' },
  LaneCode: { zh: '航线代码', en: 'Lane code' },
  Limit: { zh: '条数上限', en: 'Limit' },
  LoopDays: { zh: '循环天数', en: 'Loop days' },
  MaintainerEmployeeIds: { zh: '维护人', en: 'Maintainers' },
  MaintainerName: { zh: '维护人姓名', en: "Maintainer's name" },
  MaxTranshipment: { zh: '最多中转次数', en: 'Most transhipments' },
  Mmsi: { zh: 'MMSI 编号', en: 'MMSI number' },
  NameZh: { zh: '中文名称', en: 'Chinese name' },
  NamedAccount: { zh: '指定客户', en: 'Named account' },
  Names: { zh: '船名（含曾用名）', en: 'Names' },
  NextSeq: { zh: '下一个序号', en: 'Next number' },
  Notes: { zh: '说明', en: 'Notes' },
  On: { zh: '日期', en: 'On' },
  OperatorCarrierCode: { zh: '经营船公司', en: 'Operator' },
  OwnerCompanyId: { zh: '所属公司', en: 'Owner company' },
  OwnerCompanyName: { zh: '所属公司名称', en: 'Owner company name' },
  ParentCode: { zh: '上级航线', en: 'Parent lane' },
  PartnerCarrierCodes: { zh: '合作船公司', en: 'Partner carriers' },
  Pattern: { zh: '编号格式', en: 'Pattern' },
  PerContainerType: { zh: '按箱型计费', en: 'Per container type' },
  PlaceOfReceipt: commonFieldWords.PorCode,
  PodText: { zh: '目的港', en: 'Destination text' },
  PortCodes: { zh: '港口', en: 'Ports' },
  PortGroup: { zh: '港口组', en: 'Port group' },
  Prefix: { zh: '前缀', en: 'Prefix' },
  Provider: { zh: '数据来源', en: 'Provider' },
  Q: { zh: '查找内容', en: 'Search text' },
  Rate: { zh: '汇率', en: 'Exchange rate' },
  Reset: { zh: '序号重置', en: 'Reset' },
  Rotation: { zh: '挂靠港顺序', en: 'Rotation' },
  SeriesId: { zh: '编号规则', en: 'Number series' },
  ShortName: { zh: '简称', en: 'Short name' },
  ShowInSearch: { zh: '查询中显示', en: 'Shown in searches' },
  ShowToCustomer: { zh: '对客户显示', en: 'Shown to customers' },
  SmdgCode: { zh: 'SMDG 代码', en: 'SMDG code' },
  State: { zh: '状态', en: 'State' },
  System: { zh: '外部系统', en: 'System' },
  TerminalCode: { zh: '码头', en: 'Terminal' },
  TeuCapacity: { zh: '载箱量（TEU）', en: 'Capacity (TEU)' },
  TimeZone: { zh: '时区', en: 'Time zone' },
  ToCode: { zh: '目标币种', en: 'To currency' },
  UniversalServiceReference: { zh: '统一服务编号', en: 'Universal service reference' },
  VesselImos: { zh: '船舶', en: 'Vessels' },
  Weeks: { zh: '周数', en: 'Weeks' },
} satisfies Record<string, Bilingual>;

/** A vessel call's states (commercial.md §1.2) in words: the schedule screens' and the export's. */
export const callStatusWords = {
  SCHEDULED: { zh: '计划', en: 'Scheduled' },
  ARRIVED: statusWords.arrived,
  DEPARTED: { zh: '已离港', en: 'Departed' },
  OMITTED: { zh: '跳港', en: 'Omitted' },
  CANCELLED: statusWords.cancelled,
} satisfies Record<string, Bilingual>;

/** A value a check names: a code, an id, or what the row has (perhaps nothing). */
type Value = string | number | null | undefined;

/**
 * What the reference data checks say about one field, with the values they name, in both languages
 * (issue 32: no English in the Chinese answer). The server sends them with `fieldSays`.
 */
export const refdataCheckWords = {
  isOneOf: (choices: Value): Bilingual => ({ zh: `须为 ${choices} 之一`, en: `is one of ${choices}` }),
  noSuchPorts: (codes: Value): Bilingual => ({ zh: `没有这些港口：${codes}`, en: `no such port: ${codes}` }),
  noSuchCarriers: (codes: Value): Bilingual => ({ zh: `没有这些船公司：${codes}`, en: `no such carrier: ${codes}` }),
  carriersUnknown: (codes: Value): Bilingual => ({ zh: `没有船公司 ${codes}`, en: `${codes}: no such carrier` }),
  noCarrierCode: (code: Value): Bilingual => ({ zh: `没有代码为 ${code} 的船公司`, en: `no carrier has the code ${code}` }),
  noEnabledCarrierCode: (codes: Value): Bilingual => ({ zh: `没有启用的船公司代码 ${codes}`, en: `no enabled carrier has the code ${codes}` }),
  notKnownCarrier: (code: Value): Bilingual => ({ zh: `${code} 不是已知的船公司`, en: `${code} is no known carrier` }),
  noPortCode: (code: Value): Bilingual => ({ zh: `没有代码为 ${code} 的港口`, en: `no port has the code ${code}` }),
  noEnabledPortCode: (codes: Value): Bilingual => ({ zh: `没有启用的港口代码 ${codes}`, en: `no enabled port has the code ${codes}` }),
  noPortGroup: (code: Value): Bilingual => ({ zh: `没有代码为 ${code} 的港口组`, en: `no port group has the code ${code}` }),
  groupInCountry: (country: Value): Bilingual => ({ zh: `是 ${country} 的港口组`, en: `is a group of ports in ${country}` }),
  groupOtherCountry: (country: Value, port: Value, portCountry: Value): Bilingual => ({
    zh: `是 ${country} 的港口组；${port} 属于 ${portCountry ?? '未设国家'}`,
    en: `is a group of ports in ${country}; ${port} is in ${portCountry ?? 'no country'}`,
  }),
  noLaneCode: (code: Value): Bilingual => ({ zh: `没有代码为 ${code} 的航线`, en: `no trade lane has the code ${code}` }),
  lanesUnknown: (codes: Value): Bilingual => ({ zh: `没有航线 ${codes}`, en: `${codes}: no such trade lane` }),
  notTopLane: (code: Value): Bilingual => ({ zh: `${code} 不是一级航线`, en: `${code} is no top-level lane` }),
  notPortsOf: (lane: Value, codes: Value): Bilingual => ({ zh: `不是 ${lane} 的港口：${codes}`, en: `not ports of ${lane}: ${codes}` }),
  notActiveCurrency: (code: Value): Bilingual => ({ zh: `${code} 不是启用的币种`, en: `${code} is no active currency` }),
  notCountryCode: (code: Value): Bilingual => ({ zh: `${code} 不是 ISO 3166 国家代码`, en: `${code} is no ISO 3166 country code` }),
  notUnlocode: (code: Value): Bilingual => ({
    zh: `“${code}”不是 UN/LOCODE：两位国家代码，再加 3 位字母或数字 2–9`,
    en: `"${code}" is not a UN/LOCODE: a 2-letter country, then 3 letters or digits 2-9.`,
  }),
  codeNotOfCountry: (code: Value, country: Value): Bilingual => ({
    zh: `“${code}”不是以其国家代码 ${country} 开头`,
    en: `"${code}" does not start with its country ${country}.`,
  }),
  notScac: (code: Value): Bilingual => ({ zh: `“${code}”不是 SCAC 代码：2 至 4 位字母`, en: `"${code}" is not a SCAC: 2 to 4 letters.` }),
  notScacLocal: (code: Value): Bilingual => ({
    zh: `“${code}”不是 SCAC 代码：2 至 4 位字母（本地代码格式相同）`,
    en: `"${code}" is not a SCAC: 2 to 4 letters (a local code has the same shape).`,
  }),
  notImo: (imo: Value): Bilingual => ({ zh: `“${imo}”不是 IMO 编号：7 位数字`, en: `"${imo}" is not an IMO number: 7 digits.` }),
  imoCheckDigit: (imo: Value): Bilingual => ({
    zh: `“${imo}”的 IMO 校验位不符：有数字输错了`,
    en: `"${imo}" fails the IMO check digit: a digit is mistyped.`,
  }),
  notMmsi: (mmsi: Value): Bilingual => ({ zh: `“${mmsi}”不是 MMSI 编号：9 位数字`, en: `"${mmsi}" is not an MMSI: 9 digits.` }),
  notIsoCurrency: (code: Value): Bilingual => ({ zh: `“${code}”不是 ISO 4217 币种代码`, en: `"${code}" is not an ISO 4217 currency code.` }),
  notFeeCode: (code: Value): Bilingual => ({
    zh: `“${code}”不是费用代码：2 至 10 位大写字母、数字或“/”`,
    en: `"${code}" is not a fee code: 2 to 10 capitals, digits or "/".`,
  }),
  notTerminalCode: (code: Value): Bilingual => ({
    zh: `“${code}”不是码头代码：1 至 6 个字符，不含空格`,
    en: `"${code}" is not a terminal code: 1 to 6 characters without spaces.`,
  }),
  notAgencyCode: (code: Value): Bilingual => ({
    zh: `“${code}”不是代理代码：2 至 10 位大写字母或数字`,
    en: `"${code}" is not an agency code: 2 to 10 capitals and digits.`,
  }),
  notBookCode: (code: Value): Bilingual => ({
    zh: `“${code}”不是约号代码：2 至 10 位字母、数字、- 或 _`,
    en: `"${code}" is no booking code: 2 to 10 letters, digits, - or _`,
  }),
  contractNoTooLong: (length: number): Bilingual => ({
    zh: `有 ${length} 个字符：合约号最多 30 个字符`,
    en: `has ${length} characters: a service contract reference has at most 30`,
  }),
  nameTooLong: (name: Value): Bilingual => ({ zh: `“${name}”超过 50 个字符`, en: `"${name}" is longer than 50 characters.` }),
  nameBadStart: (name: Value): Bilingual => ({ zh: `“${name}”须以字母或数字开头`, en: `"${name}" does not start with a letter or digit.` }),
  notCallSign: (sign: Value): Bilingual => ({ zh: `“${sign}”不是呼号：3 至 10 位字母和数字`, en: `"${sign}" is not a call sign: 3 to 10 letters and digits.` }),
  notBuiltYear: (year: Value, last: number): Bilingual => ({
    zh: `${year} 不是 1950 至 ${last} 年之间的年份`,
    en: `${year} is not a year from 1950 to ${last}.`,
  }),
  notRate: { zh: '须为正数，最多 6 位小数', en: 'is a positive number with at most 6 decimals' },
  contactNoName: { zh: '缺少姓名', en: 'has no name' },
  contactNoWay: (name: Value): Bilingual => ({ zh: `${name}：电话和邮箱至少填写一项`, en: `${name}: has neither a phone nor an e-mail` }),
  contactBadEmail: (name: Value, email: Value): Bilingual => ({ zh: `${name}：“${email}”不是邮箱地址`, en: `${name}: "${email}" is no e-mail address` }),
  contactBadPhone: (name: Value, phone: Value): Bilingual => ({ zh: `${name}：“${phone}”不是电话号码`, en: `${name}: "${phone}" is no phone number` }),
  /** A B/L number series' pattern or prefix that breaks a rule (src/domain/refdata/billNumbers.ts: PatternFault). */
  patternToken: (name: Value): Bilingual => ({
    zh: `{${name}} 不是占位符：可用 {PREFIX}、{YYYY}、{YY}、{MM} 或 {SEQ1}…{SEQ12}`,
    en: `{${name}} is no token: {PREFIX}, {YYYY}, {YY}, {MM} or {SEQ1}…{SEQ12}`,
  }),
  patternLiteral: (text: Value): Bilingual => ({
    zh: `“${text}”：固定文字只能是大写字母、数字和 -（不含空格或括号）`,
    en: `"${text}": literal text is capitals, digits and - only (no spaces or braces)`,
  }),
  patternSeqMany: { zh: '含有多个 {SEQn}', en: 'has more than one {SEQn}' },
  patternSeqNone: { zh: '缺少 {SEQn}：每个编号都需要流水号', en: 'has no {SEQn}: every number needs its counter' },
  notPrefix: (prefix: Value): Bilingual => ({
    zh: `“${prefix}”不是前缀：1 至 10 位大写字母或数字`,
    en: `"${prefix}" is no prefix: 1 to 10 capitals or digits`,
  }),
  prefixNeeded: { zh: '为空，但编号格式中有 {PREFIX}', en: 'is empty, yet the pattern has {PREFIX}' },
  patternTooLong: (length: number, max: number): Bilingual => ({
    zh: `生成的编号有 ${length} 个字符：提单号最多 ${max} 个字符`,
    en: `makes numbers of ${length} characters: a B/L number has at most ${max}`,
  }),
  notIanaZone: (zone: Value): Bilingual => ({
    zh: `“${zone}”不是 IANA 时区（如 Asia/Shanghai）`,
    en: `"${zone}" is not an IANA time zone such as Asia/Shanghai.`,
  }),
  notCountry: (code: Value): Bilingual => ({ zh: `${code} 不是 ISO 3166 国家代码`, en: `${code} is no ISO 3166 country` }),
  notProvider: (id: Value): Bilingual => ({ zh: `${id} 不是平台上的供应商公司`, en: `${id} is no provider company on the platform` }),
  notForwarderOrProvider: (id: Value): Bilingual => ({
    zh: `${id} 不是平台上的货代或供应商公司`,
    en: `${id} is no forwarder or provider company on the platform`,
  }),
  notCustomers: (ids: Value): Bilingual => ({ zh: `${ids} 不是客户公司`, en: `${ids}: no customer company` }),
  noStaffIds: (ids: Value): Bilingual => ({ zh: `没有在职的平台员工编号 ${ids}`, en: `no active platform employee has the id ${ids}` }),
  notActiveStaff: (id: Value): Bilingual => ({ zh: `员工 ${id} 不是在职的平台员工`, en: `employee ${id} is no active platform employee` }),
  noService: (carrier: Value, service: Value): Bilingual => ({ zh: `${carrier} 没有航线服务 ${service}`, en: `${carrier} has no service ${service}` }),
  serviceStays: (code: Value): Bilingual => ({
    zh: `不能修改：该航线服务为 ${code}（请新建一个并停用此服务）`,
    en: `cannot change: the service is ${code} (make a new one and disable this one)`,
  }),
  noVesselImo: (imo: Value): Bilingual => ({ zh: `没有 IMO 编号为 ${imo} 的船舶`, en: `no vessel has the IMO number ${imo}` }),
  imoStays: (imo: Value): Bilingual => ({
    zh: `不能修改：这艘船的 IMO 编号为 ${imo}（船舶改名后 IMO 编号不变）`,
    en: `never changes: this vessel is IMO ${imo} (a renamed vessel keeps its IMO number)`,
  }),
  noTimeZone: (port: Value): Bilingual => ({ zh: `${port} 没有时区：请先在港口资料中设置`, en: `${port} has no time zone: set it on the port first` }),
  noTerminal: (port: Value, terminal: Value): Bilingual => ({
    zh: `${port} 没有代码为 ${terminal} 的在用码头`,
    en: `${port} has no terminal in use with the code ${terminal}`,
  }),
  outsideLoop: (days: number): Bilingual => ({ zh: `不在 ${days} 天的循环周期内`, en: `is not within the ${days}-day loop` }),
  tooFarAfterStart: (days: number): Bilingual => ({
    zh: `晚于开航起始日期超过 ${days} 天`,
    en: `is more than ${days} days after DepartureStartDate`,
  }),
  beforeFirstDay: (day: Value): Bilingual => ({ zh: `早于开始日期 ${day}`, en: `is before the first day ${day}` }),
  notBookingAgency: (id: Value): Bilingual => ({ zh: `${id} 不是订舱代理`, en: `${id} is no booking agency` }),
  agencyCarrier: (carrier: Value, carriers: Value): Bilingual => ({
    zh: `该订舱代理不订 ${carrier} 的舱（可订：${carriers}）`,
    en: `the agency does not book with ${carrier} (it books with ${carriers})`,
  }),
  notOurCode: (code: Value, kind: Value): Bilingual => ({ zh: `${code} 不是我方的代码（${kind}）`, en: `${code} is no ${kind} of ours` }),
  kindStays: (kind: Value): Bilingual => ({ zh: `类别保持为 ${kind}：其他类别请新建映射`, en: `stays ${kind}: make a new mapping for another kind` }),
  seqTooBig: (seq: number, max: number | string): Bilingual => ({
    zh: `${seq} 超出编号规则的流水号位数（最多 ${max}）`,
    en: `${seq} does not fit the pattern's counter (at most ${max})`,
  }),
  noMaster: (whatZh: Value, whatEn: Value, key: Value | number, page: Value): Bilingual => ({
    zh: `没有${whatZh} ${key}：请先在 ${page} 中添加`,
    en: `no ${whatEn} has the key ${key}: add it under ${page} first`,
  }),
  masterDisabled: (whatZh: Value, whatEn: Value, key: Value | number, page: Value): Bilingual => ({
    zh: `${whatZh} ${key} 已停用：请先在 ${page} 中启用`,
    en: `the ${whatEn} ${key} is disabled: enable it under ${page} first`,
  }),
};

/**
 * The reference data calls' refusals that name values, in both languages (issue 33: these were
 * English only), the things named as the screens name them: 航线服务, 船期挂靠, 汇率, 提单号规则.
 */
type RateKind = 'MONTHLY_BOOK' | 'DAILY';
/** An exchange rate's kinds as the currency screen names them. */
export const rateKindWords = {
  MONTHLY_BOOK: { zh: '月度记账汇率', en: 'Monthly book rate' },
  DAILY: { zh: '日汇率', en: 'Daily rate' },
} satisfies Record<RateKind, Bilingual>;
/** A rate's kind in Chinese (its code when it is none of them). */
const kindZh = (kind: Value) => (Object.hasOwn(rateKindWords, String(kind)) ? rateKindWords[kind as RateKind].zh : String(kind));

export const refdataRefusalWords = {
  notCalendarDate: (day: Value): Bilingual => ({ zh: `${day} 不是有效日期。`, en: `${day} is no calendar date.` }),
  notCalendarDateOn: (day: Value): Bilingual => ({ zh: `日期：${day} 不是有效日期（YYYY-MM-DD）。`, en: `On: ${day} is no calendar date (YYYY-MM-DD).` }),
  toBeforeFrom: { zh: '结束日期早于开始日期。', en: 'To is before From.' },
  noService: (code: Value, carrier: Value): Bilingual => ({
    zh: `没有${carrier ? ` ${carrier} 的` : ''}航线服务 ${code}。`,
    en: `No service ${code}${carrier ? ` of ${carrier}` : ''}.`,
  }),
  ambiguousService: (code: Value, carriers: Value, first: Value): Bilingual => ({
    zh: `${code} 是 ${carriers} 的航线代码：请选择船公司（或填写服务代码 ${first}）。`,
    en: `${code} is a service code of ${carriers}: name the carrier (or the service's code ${first}).`,
  }),
  serviceDisabled: (code: Value): Bilingual => ({ zh: `航线服务 ${code} 已停用。`, en: `Service ${code} is disabled.` }),
  noRate: (kind: Value, from: Value, to: Value, day: Value): Bilingual => ({
    zh: `${day} 没有有效的${kindZh(kind)}：${from} 兑 ${to}。`,
    en: `No ${kind} rate of ${from} into ${to} holds on ${day}.`,
  }),
  rateOverlap: (kind: Value, from: Value, validFrom: Value, validTo: Value): Bilingual => ({
    zh: `${from} 的${kindZh(kind)}在 ${validFrom} – ${validTo} 已有汇率：同一币种同一类型的有效期不可重叠。`,
    en: `A ${kind} rate of ${from} already holds ${validFrom} – ${validTo}: windows of one pair never overlap.`,
  }),
  seriesFull: (problem: Value, seq: Value): Bilingual => ({
    zh: `无法发放号码：序号 ${seq} 超出格式的位数，该规则已用尽。`,
    en: `No number: ${problem}.`,
  }),
  numbersTaken: (max: number): Bilingual => ({
    zh: `该规则接下来的 ${max} 个号码均已发放。`,
    en: `The next ${max} numbers of this series were issued already.`,
  }),
};
