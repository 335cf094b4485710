import type { Bilingual } from '../i18n/bilingual';

/**
 * What the server says about a call's input, in both languages (issue 32): the problems the schema
 * check finds, the words around them, and the labels of the fields many modules' calls share.
 * Each module's own fields are labelled in `src/contract/<module>/words.ts`; a module's label wins
 * over a common one (fieldLabels.ts). Read by the server (server/http/errors.ts) and the browser.
 */

const remarks: Bilingual = { zh: '备注', en: 'Remarks' };
const reason: Bilingual = { zh: '原因', en: 'Reason' };
const name: Bilingual = { zh: '名称', en: 'Name' };
const email: Bilingual = { zh: '邮箱', en: 'E-mail' };
const phone: Bilingual = { zh: '电话', en: 'Phone' };
const approve: Bilingual = { zh: '是否同意', en: 'Approve' };
const record: Bilingual = { zh: '记录', en: 'Record' };

/** Labels of the fields many calls share, by wire name. */
export const commonFieldWords = {
  Id: record,
  id: record,
  Ids: { zh: '所选记录', en: 'Chosen records' },
  /** The bill of lading's number, as every document after the booking names it (a filter of theirs). */
  BlNo: { zh: '提单号', en: 'B/L no.' },
  Page: { zh: '页码', en: 'Page' },
  CardLink: { zh: '名片链接', en: 'Card link' },
  PageSize: { zh: '每页条数', en: 'Rows per page' },
  Sort: { zh: '排序列', en: 'Sort by' },
  Desc: { zh: '倒序', en: 'Descending' },
  Version: { zh: '版本', en: 'Version' },
  DryRun: { zh: '仅预览', en: 'Preview only' },
  Confirm: { zh: '预览确认码', en: 'Preview confirmation' },
  Revision: { zh: '修订号', en: 'Revision' },
  Remarks: remarks,
  Remark: remarks,
  Reason: reason,
  Name: name,
  NameEn: { zh: '英文名称', en: 'English name' },
  Code: { zh: '代码', en: 'Code' },
  Status: { zh: '状态', en: 'Status' },
  Kind: { zh: '类别', en: 'Kind' },
  Scope: { zh: '范围', en: 'Scope' },
  Title: { zh: '标题', en: 'Title' },
  Email: email,
  Phone: phone,
  Address: { zh: '地址', en: 'Address' },
  Approve: approve,
  Decision: { zh: '决定', en: 'Decision' },
  CompanyId: { zh: '公司', en: 'Company' },
  CompanyName: { zh: '公司名称', en: 'Company name' },
  CompanyIds: { zh: '公司', en: 'Companies' },
  EmployeeId: { zh: '员工', en: 'Employee' },
  EmployeeIds: { zh: '员工', en: 'Employees' },
  ContactName: { zh: '联系人', en: 'Contact person' },
  ContactPhone: { zh: '联系电话', en: 'Contact phone' },
  Uscc: { zh: '统一社会信用代码', en: 'Credit code (USCC)' },
  Account: { zh: '账号', en: 'Account' },
  Password: { zh: '密码', en: 'Password' },
  Description: { zh: '说明', en: 'Description' },
  FileName: { zh: '文件名', en: 'File name' },
  From: { zh: '起始日期', en: 'From' },
  To: { zh: '截止日期', en: 'To' },
  DateTime: { zh: '时间', en: 'Date and time' },
  CarrierCode: { zh: '船公司', en: 'Carrier' },
  CarrierCodes: { zh: '船公司', en: 'Carriers' },
  PolCode: { zh: '起运港', en: 'Port of loading' },
  PolCodes: { zh: '起运港', en: 'Ports of loading' },
  PodCode: { zh: '目的港', en: 'Port of discharge' },
  PodCodes: { zh: '目的港', en: 'Ports of discharge' },
  ViaCode: { zh: '中转港', en: 'Via port' },
  PortCode: { zh: '港口', en: 'Port' },
  ServiceCode: { zh: '航线服务', en: 'Service' },
  TradeLaneCode: { zh: '航线', en: 'Trade lane' },
  TradeLaneCodes: { zh: '航线', en: 'Trade lanes' },
  CountryCode: { zh: '国家', en: 'Country' },
  Currency: { zh: '币种', en: 'Currency' },
  Amount: { zh: '金额', en: 'Amount' },
  Amounts: { zh: '各箱型金额', en: 'Amounts by class' },
  ContainerClass: { zh: '箱型', en: 'Container class' },
  CargoType: { zh: '货物类型', en: 'Cargo type' },
  CargoTypes: { zh: '货物类型', en: 'Cargo types' },
  Commodity: { zh: '品名', en: 'Commodity' },
  HsCode: { zh: 'HS编码', en: 'HS code' },
  GrossKg: { zh: '毛重（千克）', en: 'Gross weight (kg)' },
  GrossKgPerUnit: { zh: '每箱毛重（千克）', en: 'Gross weight per container (kg)' },
  Cbm: { zh: '体积（立方米）', en: 'Volume (m³)' },
  Qty: { zh: '箱量', en: 'Quantity' },
  Lines: { zh: '箱型', en: 'Lines' },
  CutOffs: { zh: '截止时间', en: 'Cut-offs' },
  Etd: { zh: '预计开船', en: 'ETD' },
  Eta: { zh: '预计到港', en: 'ETA' },
  Voyage: { zh: '航次', en: 'Voyage' },
  VesselName: { zh: '船名', en: 'Vessel' },
  VesselCallId: { zh: '航次', en: 'Sailing' },
  ValidFrom: { zh: '有效期自', en: 'Valid from' },
  ValidTo: { zh: '有效期至', en: 'Valid to' },
  ValidUntil: { zh: '有效期至', en: 'Valid until' },
  TransitDays: { zh: '航程（天）', en: 'Transit (days)' },
  CutOffWeekdays: { zh: '截关日', en: 'Cut-off weekdays' },
  EtdWeekdays: { zh: '开船日', en: 'Sailing weekdays' },
  ContractNo: { zh: '约号', en: 'Contract no.' },
  SearchId: { zh: '查询记录', en: 'Search' },
  RateId: { zh: '运价', en: 'Rate' },
  Contact: { zh: '联系人', en: 'Contact' },
  Surcharges: { zh: '附加费', en: 'Surcharges' },
  Audience: { zh: '可见范围', en: 'Audience' },
  SortOrder: { zh: '显示顺序', en: 'Display order' },
  Channel: { zh: '渠道', en: 'Channel' },
  Role: { zh: '角色', en: 'Role' },
  Source: { zh: '来源', en: 'Source' },
  Body: { zh: '内容', en: 'Content' },
  Packages: { zh: '件数', en: 'Packages' },
  Consignee: { zh: '收货人', en: 'Consignee' },
  PorCode: { zh: '收货地', en: 'Place of receipt' },
  CustomerCompanyId: { zh: '客户', en: 'Customer' },
  Terms: { zh: '条款', en: 'Terms' },
  Active: { zh: '启用', en: 'Active' },
  Expired: { zh: '已过期', en: 'Expired' },
  FeeCode: { zh: '费用代码', en: 'Fee code' },
  RowNo: { zh: '行号', en: 'Row' },
  Event: { zh: '事件', en: 'Event' },
  PlaceOfDelivery: { zh: '交货地', en: 'Place of delivery' },
  MaintainerEmployeeId: { zh: '维护人', en: 'Maintainer' },
  TBI_TEMPLATE_NAME: { zh: '模板名称', en: 'Template name' },
  TBI_DELETED: { zh: '已删除', en: 'Deleted' },
  MenuId: { zh: '菜单', en: 'Menu' },
  RoleIds: { zh: '角色', en: 'Roles' },
  NewPassword: { zh: '新密码', en: 'New password' },
} satisfies Record<string, Bilingual>;

/** What the schema check finds wrong with a value, by the kind of check (Ajv's keyword). */
export const validationWords = {
  required: { zh: '必填', en: 'is required' },
  notAField: { zh: '此处没有这个字段', en: 'is not a field of this call' },
  mustBeText: { zh: '须为文字', en: 'must be text' },
  mustBeNumber: { zh: '须为数字', en: 'must be a number' },
  mustBeWhole: { zh: '须为整数', en: 'must be a whole number' },
  mustBeYesNo: { zh: '须为是或否', en: 'must be yes or no' },
  mustBeList: { zh: '须为列表', en: 'must be a list' },
  mustBeGroup: { zh: '须为一组字段', en: 'must be a group of fields' },
  mustBeEmpty: { zh: '须为空', en: 'must be empty' },
  notEmpty: { zh: '不能为空', en: 'must not be empty' },
  atLeastChars: (n: number) => ({ zh: `至少 ${n} 个字符`, en: `must have at least ${n} characters` }),
  atMostChars: (n: number) => ({ zh: `最多 ${n} 个字符`, en: `must have at most ${n} characters` }),
  notBelow: (n: number) => ({ zh: `不能小于 ${n}`, en: `must be at least ${n}` }),
  notAbove: (n: number) => ({ zh: `不能大于 ${n}`, en: `must be at most ${n}` }),
  above: (n: number) => ({ zh: `须大于 ${n}`, en: `must be more than ${n}` }),
  below: (n: number) => ({ zh: `须小于 ${n}`, en: `must be less than ${n}` }),
  atLeastItems: (n: number) => ({ zh: `至少 ${n} 项`, en: `must have at least ${n} entries` }),
  atMostItems: (n: number) => ({ zh: `最多 ${n} 项`, en: `must have at most ${n} entries` }),
  noRepeats: { zh: '不能有重复项', en: 'must not repeat an entry' },
  notAChoice: { zh: '不是可选的值', en: 'is not one of the choices' },
  mustBeDate: { zh: '须为日期，如 2026-01-31', en: 'must be a date such as 2026-01-31' },
  mustBeDateTime: { zh: '须为日期时间，如 2026-01-31 18:00', en: 'must be a date and time such as 2026-01-31 18:00' },
  mustBeAmount: { zh: '须为数额，如 1850.00', en: 'must be an amount such as 1850.00' },
  mustBeEmail: { zh: '须为邮箱地址', en: 'must be an e-mail address' },
  mustBePhone: { zh: '须为电话号码', en: 'must be a phone number' },
  mustBePhoneOrEmail: { zh: '须为手机号或邮箱地址', en: 'must be a mobile number or an e-mail address' },
  badForm: { zh: '格式不对', en: 'is not in the expected form' },
  notValid: { zh: '无效', en: 'is not valid' },
  textNul: { zh: '不能含有空字符（\\u0000），它无法保存', en: 'must not contain the NUL character (\\u0000)' },
  textSurrogate: { zh: '不能含有孤立代理字符（如 \\ud800），它不是字符', en: 'must not contain a lone surrogate (such as \\ud800), which is not a character' },
  keyNul: { zh: '字段名不能含有空字符（\\u0000）', en: 'must not have a field name containing the NUL character (\\u0000)' },
  keySurrogate: {
    zh: '字段名不能含有孤立代理字符（如 \\ud800）',
    en: 'must not have a field name containing a lone surrogate (such as \\ud800), which is not a character',
  },
  /** An unknown field has no label: it is named by its wire name. */
  unknownField: (field: string) => ({ zh: `字段“${field}”`, en: `The field "${field}"` }),
  /** The whole input, when the problem is not one field's. */
  wholeInput: { zh: '请求内容', en: 'The request' },
  row: (label: string, n: number) => ({ zh: `${label}第${n}行`, en: `${label} row ${n}` }),
  item: (n: number) => ({ zh: `第${n}项`, en: `Item ${n}` }),
  /** One field's problem, named as the form names the field. */
  fieldProblem: (field: string, problem: string) => ({ zh: `${field}：${problem}`, en: `${field} ${problem}` }),
  /** After the first problems of an input with very many (a person fixes those first; the rest are the same kind). */
  moreProblems: (n: number) => ({ zh: `另有 ${n} 处问题`, en: `and ${n} more problems` }),
  /** The refusal of a call whose input does not pass the check. */
  inputRefused: (problems: string) => ({ zh: `填写有误：${problems}`, en: `Please correct: ${problems}` }),
};

/** The records a refusal says are not there ("没有这个角色。"), by the English noun the server names them with. */
export const recordWords = {
  SI: { zh: 'SI', en: 'SI' },
  'active customer company': { zh: '有效的客户公司', en: 'active customer company' },
  'active employee of that company': { zh: '该公司的在职员工', en: 'active employee of that company' },
  assignment: { zh: '分配', en: 'assignment' },
  booking: { zh: '订舱', en: 'booking' },
  button: { zh: '按钮', en: 'button' },
  company: { zh: '公司', en: 'company' },
  'customer or provider': { zh: '客户或供应商', en: 'customer or provider' },
  employee: { zh: '员工', en: 'employee' },
  'global message that is still out': { zh: '仍在发布中的全员消息', en: 'global message that is still out' },
  'menu node': { zh: '菜单节点', en: 'menu node' },
  message: { zh: '消息', en: 'message' },
  'open offer for you': { zh: '给您的待处理邀请', en: 'open offer for you' },
  'pending application': { zh: '待审核的申请', en: 'pending application' },
  'permission item': { zh: '权限项', en: 'permission item' },
  role: { zh: '角色', en: 'role' },
  template: { zh: '模板', en: 'template' },
  user: { zh: '用户', en: 'user' },
} satisfies Record<string, Bilingual>;

/**
 * What the server's own checks say of one field, by the English they are written in (the
 * message after the field's name: "is empty"); a refusal says it in the person's language after
 * the field's label ("名称：不能为空"). A test keeps every such message of the server here.
 */
const taken: Bilingual = { zh: '已被占用', en: 'is taken' };
export const fieldMessageWords = {
  '0': { zh: '不能为 0', en: 'must not be 0' },
  '> 0': { zh: '须大于 0', en: 'must be more than 0' },
  'bad amount': { zh: '金额不对', en: 'is not an amount' },
  'bad range': { zh: '日期范围不对（最多 92 天）', en: 'is not a range of at most 92 days' },
  'before From': { zh: '早于起始日期', en: 'is before the start' },
  date: { zh: '须为日期', en: 'must be a date' },
  empty: validationWords.notEmpty,
  invalid: { zh: '无效', en: 'is invalid' },
  'not the sailing picked': { zh: '与所选船期的船名航次不符', en: 'is not the vessel and voyage of the sailing picked' },
  'same as the port of loading': { zh: '与起运港相同', en: 'is the same as the port of loading' },
  'unknown currency': { zh: '不是可用的币种', en: 'is not a currency in use' },
  'unknown vessel': { zh: '船舶资料中没有这艘船', en: 'is not a vessel of the reference data' },
  'is 0: the first call starts the voyage': { zh: '须为 0：第一个挂靠港是航次的起点', en: 'is 0: the first call starts the voyage' },
  'is 1 to 11 letters or digits': { zh: '须为 1–11 位字母或数字', en: 'is 1 to 11 letters or digits' },
  'is 2–10 letters or digits': { zh: '须为 2–10 位字母或数字', en: 'is 2–10 letters or digits' },
  'is 2–4 capitals, and for a sub-lane a hyphen and its tag (EU-NORDIC), at most 10': {
    zh: '须为 2–4 位大写字母，子航线再加连字符和标签（如 EU-NORDIC），最多 10 位',
    en: 'is 2–4 capitals, and for a sub-lane a hyphen and its tag (EU-NORDIC), at most 10',
  },
  'is 8 positions of UN/LOCODE function digits (1–7, B) or -': {
    zh: '须为 8 位 UN/LOCODE 功能代码（1–7、B 或 -）',
    en: 'is 8 positions of UN/LOCODE function digits (1–7, B) or -',
  },
  'is IN, OUT or BOTH': { zh: '须为 IN、OUT 或 BOTH', en: 'is IN, OUT or BOTH' },
  'is PRE or COL': { zh: '须为 PRE（预付）或 COL（到付）', en: 'is PRE or COL' },
  'is SR, five digits and a letter (SR00033F)': { zh: '须为 SR 加五位数字和一个字母（如 SR00033F）', en: 'is SR, five digits and a letter (SR00033F)' },
  'is a name like INTTRA, CUSTOMS_CN or CARRIER:COSU': {
    zh: '须为 INTTRA、CUSTOMS_CN 或 CARRIER:COSU 这样的名称',
    en: 'is a name like INTTRA, CUSTOMS_CN or CARRIER:COSU',
  },
  'is before DepartureStartDate': { zh: '早于开船日起', en: 'is before the first departure date' },
  'is before ValidFrom': { zh: '早于有效期自', en: 'is before the start of the validity' },
  'is before the call above it': { zh: '早于上一个挂靠港', en: 'is before the call above it' },
  'is empty': validationWords.notEmpty,
  'is in the past': { zh: '已是过去的时间', en: 'is in the past' },
  'is needed for a port ships call at: cut-offs are shown in it': {
    zh: '船舶挂靠的港口必须填写：截止时间按它显示',
    en: 'is needed for a port ships call at: cut-offs are shown in it',
  },
  'is no UN/LOCODE': { zh: '不是 UN/LOCODE 代码', en: 'is no UN/LOCODE' },
  'is no calendar date (YYYY-MM-DD)': { zh: '不是有效日期（YYYY-MM-DD）', en: 'is no calendar date (YYYY-MM-DD)' },
  'is no calendar date': { zh: '不是有效日期', en: 'is no calendar date' },
  'is no company id': { zh: '不是公司编号', en: 'is no company id' },
  'is not a date and time': { zh: '不是日期时间', en: 'is not a date and time' },
  'is past': { zh: '已过', en: 'is past' },
  'is required for a master B/L hint: whose numbers it describes': {
    zh: '主提单规则必填：说明是谁的提单号',
    en: 'is required for a master B/L hint: whose numbers it describes',
  },
  'is required when refusing': { zh: '拒绝时必填', en: 'is required when refusing' },
  'is required': validationWords.required,
  'is taken': taken,
  'is taken by another company account': { zh: '已被本公司其他账号使用', en: 'is taken by another company account' },
  'takes 3 to 40 lower-case letters, digits, dots, dashes or underscores': {
    zh: '须为 3–40 位小写字母、数字、点、短横线或下划线',
    en: 'takes 3 to 40 lower-case letters, digits, dots, dashes or underscores',
  },
  'needs at least 8 characters for a new company login': { zh: '新的公司登录至少需要 8 个字符', en: 'needs at least 8 characters for a new company login' },
  'needs at least 8 characters': { zh: '至少需要 8 个字符', en: 'needs at least 8 characters' },
  'is not a registered user: they register first, then you bind them': {
    zh: '不是已注册的用户：请对方先注册，再绑定',
    en: 'is not a registered user: they register first, then you bind them',
  },
  'is already bound to another employee of your company': { zh: '已绑定本公司的另一名员工', en: 'is already bound to another employee of your company' },
  'or a user account is needed: an employee signs in with one of them': {
    zh: '或用户账号须填一项：员工用其中之一登录',
    en: 'or a user account is needed: an employee signs in with one of them',
  },
  'is not a phone number': { zh: '不是电话号码', en: 'is not a phone number' },
  'is not an e-mail address': { zh: '不是邮箱地址', en: 'is not an e-mail address' },
  'is the POL': { zh: '与起运港相同', en: 'is the POL' },
  'is the base currency itself': { zh: '就是本位币', en: 'is the base currency itself' },
  'is the lane itself': { zh: '就是该航线本身', en: 'is the lane itself' },
  'is the place of receipt': { zh: '与收货地相同', en: 'is the place of receipt' },
  'is up to 20 capitals, digits, "-" or "_"': { zh: '最多 20 位大写字母、数字、“-”或“_”', en: 'is up to 20 capitals, digits, "-" or "_"' },
  'is whole weeks (a weekly service)': { zh: '须为整周（周班航线）', en: 'is whole weeks (a weekly service)' },
  'is wrong': { zh: '不正确', en: 'is wrong' },
  'must be the base currency: rates convert into it': { zh: '须为本位币：汇率换算成它', en: 'must be the base currency: rates convert into it' },
  'names no carrier: an agent books with at least one': { zh: '没有船公司：订舱代理至少对应一家', en: 'names no carrier: an agent books with at least one' },
  'needs its carrier': { zh: '须填写船公司', en: 'needs its carrier' },
  'no such day': { zh: '没有这一天', en: 'is no such day' },
  'no such sailing': { zh: '没有这个航次', en: 'is no such sailing' },
  'no such time': { zh: '没有这个时间', en: 'is no such time' },
  'not a date': { zh: '不是日期', en: 'is not a date' },
  'not allowed': { zh: '不允许', en: 'is not allowed' },
  'not this order’s S/O': { zh: '不是这张订单的 S/O', en: 'is not this order’s S/O' },
  'over a year': { zh: '超过一年', en: 'is over a year' },
  'required with Id': { zh: '填写记录时必填', en: 'is required with the record' },
  required: validationWords.required,
  taken,
  unknown: { zh: '不存在', en: 'is unknown' },
  '−50…100': { zh: '须在 −50 到 100 之间', en: 'must be between −50 and 100' },
} satisfies Record<string, Bilingual>;

/** Status words many documents share, as lists and exports show them. */
export const statusWords = {
  draft: { zh: '草稿', en: 'Draft' },
  rejected: { zh: '已拒绝', en: 'Rejected' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
  completed: { zh: '已完成', en: 'Completed' },
  sent: { zh: '已发送', en: 'Sent' },
  declined: { zh: '已拒绝', en: 'Declined' },
  expired: commonFieldWords.Expired,
  active: commonFieldWords.Active,
  disabled: { zh: '停用', en: 'Disabled' },
  pending: { zh: '待审核', en: 'Pending' },
  approved: { zh: '已通过', en: 'Approved' },
  withdrawn: { zh: '已撤回', en: 'Withdrawn' },
  voided: { zh: '已作废', en: 'Void' },
  submitted: { zh: '已提交', en: 'Submitted' },
  /** Taken on by the operator (受理): a booking's, an entry order's. */
  acceptedForHandling: { zh: '已受理', en: 'Accepted' },
  /** Agreed to by whoever it was put to: a quote's, a supplement's. */
  accepted: { zh: '已接受', en: 'Accepted' },
  booked: { zh: '已订舱', en: 'Booked' },
  arrived: { zh: '已到港', en: 'Arrived' },
  published: { zh: '已发布', en: 'Published' },
  /** A step passed (a board's or a tracking line's milestone). */
  done: { zh: '已完成', en: 'Done' },
} satisfies Record<string, Bilingual>;

/** A status's words in `lang`; a code no table knows stays as it is (an export never loses a cell). */
export const statusText = (table: Partial<Record<string, Bilingual>>, code: string, lang: 'zh' | 'en') => table[code]?.[lang] ?? code;

/** A charge's term and basis, as the rates and the bills both say them. */
export const chargeWords = {
  prepaid: { zh: '预付', en: 'Prepaid' },
  collect: { zh: '到付', en: 'Collect' },
  perContainer: { zh: '每箱', en: 'Per container' },
} satisfies Record<string, Bilingual>;

/**
 * Words several modules' contracts say alike that are no wire field's label (not in commonFieldWords,
 * whose keys label any call's field of that name): written once here, named by each module's own key.
 */
export const sharedWords = {
  /** Verified gross mass (SOLAS VI/2): the same letters in both languages. */
  vgm: { zh: 'VGM', en: 'VGM' },
  operator: { zh: '操作员', en: 'Operator' },
  goods: { zh: '品名', en: 'Goods' },
  file: { zh: '文件', en: 'File' },
  time: { zh: '时间', en: 'Time' },
  destinationAgent: { zh: '目的港代理', en: 'Destination agent' },
} satisfies Record<string, Bilingual>;

/** Refusals several modules' servers send alike, `{…}` filled by the server. */
export const sharedRefusalWords = {
  noBooking: { zh: '没有订舱 {cgo}。', en: 'No booking {cgo}.' },
} satisfies Record<string, Bilingual>;
