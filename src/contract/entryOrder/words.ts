import type { Bilingual } from '../../i18n/bilingual';
import type {
  BoardCellState,
  BoardStep,
  DataSection,
  DestinationMilestone,
  Direction,
  FreightTerm,
  SecondHalfException,
  Service,
  TransportMethod,
} from '../../domain/entryOrder/codes';
import type { EfmStatus, EntStatus, SupScope, SupStatus } from '../../domain/entryOrder/status';
import { equipmentEventWords, milestoneWords, transportPhaseWords } from '../../domain/tracking/words';
import { bookingFieldWords as B } from '../booking/public';
import { containerEventFieldWords } from '../containerEvents/public';
import { billActionWords } from '../houseBill/public';
import { manifestFieldWords } from '../manifest/public';
import { siFieldWords } from '../si/public';
import { vgmFieldWords } from '../vgm/public';
import { commonFieldWords as C, chargeWords, sharedRefusalWords, sharedWords, statusWords, validationWords } from '../words';
import { towerCodeWords } from './tower/words';

// words the module's tables name more than once, each written once
const booking = containerEventFieldWords.EVT_CGO_ID;
const order: Bilingual = { zh: '委托', en: 'Order' };
const orderNo: Bilingual = { zh: '委托编号', en: 'Order no.' };
const direction: Bilingual = { zh: '进出口', en: 'Direction' };
const formName: Bilingual = { zh: '表单名称', en: 'Form name' };
const supplements: Bilingual = { zh: '补料', en: 'Supplements' };

/** An entry order's states (§9.2) as the screens name them. */
export const ENT_STATUS_WORDS: Record<EntStatus, Bilingual> = {
  1: statusWords.draft,
  2: statusWords.submitted,
  3: statusWords.acceptedForHandling,
  4: statusWords.booked,
  5: { zh: '已出运', en: 'Shipped' },
  6: statusWords.arrived,
  7: { zh: '已交付', en: 'Delivered' },
  8: { zh: '已完结', en: 'Closed' },
  9: statusWords.rejected,
  10: statusWords.cancelled,
};

/** A supplement's states (§9.1 SUP_STATUS); "overdue" is derived (isSupplementOverdue). */
export const SUP_STATUS_WORDS: Record<SupStatus, Bilingual> = {
  1: { zh: '待补料', en: 'Requested' },
  2: { zh: '已填写', en: 'Filled' },
  3: statusWords.accepted,
  4: { zh: '已退回', en: 'Returned' },
  5: statusWords.cancelled,
};
/** What a supplement shows besides its state: "overdue", derived (isSupplementOverdue). */
export const SUP_SHOWN_WORDS: Record<'overdue', Bilingual> = {
  overdue: { zh: '已逾期', en: 'Overdue' },
};

export const SUP_SCOPE_WORDS: Record<SupScope, Bilingual> = {
  ORDER: { zh: '订单补料', en: 'Order data' },
  SECOND_HALF: { zh: '后半程补料', en: 'Destination data' },
};
export const SUP_ITEM_KIND_WORDS: Record<'field' | 'document', Bilingual> = {
  field: { zh: '资料', en: 'Data' },
  document: { zh: '文件', en: 'Document' },
};

export const EFM_STATUS_WORDS: Record<EfmStatus, Bilingual> = {
  DRAFT: statusWords.draft,
  PUBLISHED: statusWords.published,
  RETIRED: { zh: '已停用', en: 'Retired' },
};

export const DIRECTION_WORDS: Record<Direction, Bilingual> = {
  EXPORT: transportPhaseWords.EXPORT,
  IMPORT: transportPhaseWords.IMPORT,
};

export const TRANSPORT_METHOD_WORDS: Record<TransportMethod, Bilingual> = {
  FCL: { zh: '海运整箱', en: 'Sea FCL' },
  LCL: { zh: '海运拼箱', en: 'Sea LCL' },
  AIR: { zh: '空运', en: 'Air' },
  RAIL: { zh: '铁路', en: 'Rail' },
  SEA_RAIL: { zh: '海铁联运', en: 'Sea–rail' },
  TRUCK: { zh: '公路', en: 'Road' },
  EXPRESS: { zh: '快递', en: 'Express' },
};

export const SERVICE_WORDS: Record<Service, Bilingual> = {
  BOOKING: booking,
  TRUCKING: { zh: '拖车', en: 'Trucking' },
  CUSTOMS: { zh: '报关', en: 'Customs' },
  WAREHOUSE: { zh: '仓储', en: 'Warehouse' },
  INSURANCE: { zh: '保险', en: 'Insurance' },
  DOCUMENTS: { zh: '单证', en: 'Documents' },
};

export const FREIGHT_TERM_WORDS: Record<FreightTerm, Bilingual> = {
  PREPAID: chargeWords.prepaid,
  COLLECT: chargeWords.collect,
};

/** A form field's types as the designer names them (`select:<list>` is a code list). */
export const FIELD_TYPE_WORDS: Record<'text' | 'number' | 'date' | 'select' | 'party' | 'goods-grid' | 'container-grid' | 'file', Bilingual> = {
  text: B.Text,
  number: { zh: '数字', en: 'Number' },
  date: { zh: '日期', en: 'Date' },
  select: { zh: '代码选择', en: 'Code list' },
  party: { zh: '收发通', en: 'Party' },
  'goods-grid': { zh: '货物明细', en: 'Goods grid' },
  'container-grid': { zh: '箱型箱量', en: 'Container grid' },
  file: { zh: '附件', en: 'File' },
};

export const DESTINATION_MILESTONE_WORDS: Record<DestinationMilestone, Bilingual> = {
  DISC: equipmentEventWords.DISC,
  CUSR: { zh: '目的港清关放行', en: 'Customs released' },
  AVPU: { zh: '可提货', en: 'Available' },
  GTOT: { zh: '重箱提离', en: 'Picked up' },
  DROP: { zh: '已送达', en: 'Delivered' },
  GTIN: milestoneWords.EMPTY_RETURNED,
  LFD: { zh: '免费期截止', en: 'Last free day' },
};

export const SECOND_HALF_EXCEPTION_WORDS: Record<SecondHalfException, Bilingual> = {
  NO_RELEASE: towerCodeWords.ENT_NO_RELEASE,
  LFD_NEAR: towerCodeWords.ENT_LFD_NEAR,
  LFD_PASSED: towerCodeWords.ENT_LFD_PASSED,
};

export const BOARD_STEP_WORDS: Record<BoardStep, Bilingual> = {
  BOOKED: statusWords.booked,
  EMPTY_OUT: { zh: '提空箱', en: 'Empty out' },
  GATED_IN: { zh: '进港', en: 'Gated in' },
  CUSTOMS_RELEASED: { zh: '报关放行', en: 'Customs released' },
  SI_APPROVED: { zh: '截单确认', en: 'SI approved' },
  LOADED: equipmentEventWords.LOAD,
  DEPARTED: { zh: '开船', en: 'Departed' },
  BL_ISSUED: { zh: '签发提单', en: 'B/L issued' },
  ARRIVED: { zh: '到港', en: 'Arrived' },
  DELIVERED: { zh: '交付', en: 'Delivered' },
};

export const BOARD_CELL_STATE_WORDS: Record<BoardCellState, Bilingual> = {
  DONE: statusWords.done,
  EXPECTED: { zh: '预计', en: 'Expected' },
  PENDING: { zh: '未开始', en: 'Pending' },
  NOT_TRACKED: { zh: '未跟踪', en: 'Not tracked' },
};

export const DATA_SECTION_WORDS: Record<DataSection, Bilingual> = {
  ORDER: order,
  BOOKING: booking,
  PACKING: { zh: '装箱单', en: 'Packing lists' },
  VGM: sharedWords.vgm,
  SI: { zh: '提单补料（SI）', en: 'Shipping instructions' },
  MANIFEST: { zh: '舱单及回执', en: 'Manifests and receipts' },
  BILLS: { zh: '提单（HBL/MBL）', en: 'Bills of lading' },
  CHARGES: { zh: '费用', en: 'Charges' },
  SUPPLEMENTS: supplements,
  EVENTS: { zh: '动态', en: 'Events' },
};

/** A goods grid's columns, a container grid's and a party block's fields, as the grids and the problems name them. */
export const goodsColumnWords = {
  Marks: siFieldWords.TBD_MARKS,
  Description: { zh: '货名', en: 'Description' },
  HsCode: C.HsCode,
  Pkgs: C.Packages,
  Kg: C.GrossKg,
  Cbm: C.Cbm,
} satisfies Record<string, Bilingual>;
export const containerColumnWords = {
  TYPE: C.ContainerClass,
  COUNT: { zh: '箱量', en: 'Count' },
} satisfies Record<string, Bilingual>;
export const partyFieldWords = {
  Name: C.Name,
  Address: C.Address,
  Contact: C.Contact,
  Phone: C.Phone,
  Email: C.Email,
  TaxId: { zh: '税号', en: 'Tax ID' },
} satisfies Record<string, Bilingual>;

/** The order's own columns as a form without its own labels for them, and the problems, name them. */
export const entryColumnWords = {
  CompanyId: C.CustomerCompanyId,
  ENT_NO: orderNo,
  ENT_FORM_ID: { zh: '录单表单', en: 'Entry form' },
  ENT_DIRECTION: direction,
  ENT_TRANSPORT_METHOD: siFieldWords.TBI_TRANSPORT_METHOD,
  ENT_SERVICES: { zh: '服务项目', en: 'Services' },
  ENT_INCOTERM: { zh: '贸易条款', en: 'Incoterm' },
  ENT_FREIGHT_TERM: manifestFieldWords.MFT_PAYMENT_TERM,
  ENT_POL: C.PolCode,
  ENT_POD: C.PodCode,
  ENT_DELIVERY: C.PlaceOfDelivery,
  ENT_CARGO_READY: { zh: '货好日期', en: 'Cargo ready' },
  ENT_ETD_FROM: { zh: '预计开船自', en: 'ETD from' },
  ENT_ETD_TO: { zh: '预计开船至', en: 'ETD to' },
  ENT_CONTAINERS: { zh: '箱型箱量', en: 'Containers' },
  ENT_PKGS: C.Packages,
  ENT_KG: C.GrossKg,
  ENT_CBM: C.Cbm,
  ENT_GOODS: sharedWords.goods,
  ENT_HSCODE: C.HsCode,
  Shipper: B.Shipper,
  Consignee: C.Consignee,
  Notify: B.Notify,
  ENT_OPERATOR_ID: sharedWords.operator,
  ENT_SALES_ID: { zh: '销售', en: 'Salesperson' },
  ENT_CUSTOM: { zh: '表单其他字段', en: "The form's other fields" },
  ENT_REMARKS: C.Remarks,
} satisfies Record<string, Bilingual>;

/**
 * What the rules say (src/domain/entryOrder: formRules.ts, orderRules.ts), `{…}` filled with the
 * values. A field is named by its own label; a rule never shows a pattern.
 */
export const entryRuleWords = {
  // a value against its field (ent.form): said after the field's label
  required: validationWords.required,
  mustBeText: validationWords.mustBeText,
  mustBeNumber: validationWords.mustBeNumber,
  mustBeWhole: validationWords.mustBeWhole,
  notBelow: { zh: '不能小于 {n}', en: 'must be at least {n}' },
  notAbove: { zh: '不能大于 {n}', en: 'must be at most {n}' },
  tooLong: { zh: '最多 {n} 个字符', en: 'must have at most {n} characters' },
  badForm: { zh: '格式不符合表单要求', en: 'is not in the form the form asks for' },
  mustBeDate: validationWords.mustBeDate,
  notAChoice: validationWords.notAChoice,
  mustBeParty: { zh: '须填写名称、地址等', en: 'must be a party with a name' },
  mustBeEmail: validationWords.mustBeEmail,
  mustBeRows: { zh: '须为明细行', en: 'must be rows of a grid' },
  mustBeFiles: { zh: '须为上传的文件', en: 'must be uploaded files' },
  atLeastRows: { zh: '至少 {n} 行', en: 'must have at least {n} rows' },
  atMostRows: { zh: '最多 {n} 行', en: 'must have at most {n} rows' },
  atLeastFiles: { zh: '至少 {n} 个文件', en: 'must have at least {n} files' },
  atMostFiles: { zh: '最多 {n} 个文件', en: 'must have at most {n} files' },
  hsCode: { zh: '须为 6 到 10 位数字', en: 'must be 6 to 10 digits' },
  // whole-order rules
  containersForFcl: { zh: '整箱委托须填写箱型箱量', en: 'An FCL order needs its containers' },
  servicesNone: { zh: '至少选择一项服务', en: 'Choose at least one service' },
  readyAfterEtd: { zh: '货好日期（{ready}）晚于预计开船自（{from}）', en: 'Cargo ready ({ready}) is after ETD from ({from})' },
  readyAfterEtdTo: { zh: '货好日期（{ready}）晚于预计开船至（{to}）', en: 'Cargo ready ({ready}) is after ETD to ({to})' },
  etdRange: { zh: '预计开船自（{from}）晚于预计开船至（{to}）', en: 'ETD from ({from}) is after ETD to ({to})' },
  incotermPrepaid: {
    zh: '贸易条款 {term} 通常由卖方预付运费，本单为到付，请确认',
    en: 'Under {term} the seller usually prepays the freight, but this order is collect: please check',
  },
  incotermCollect: {
    zh: '贸易条款 {term} 通常由买方到付或自行安排运费，本单为预付，请确认',
    en: 'Under {term} the buyer usually pays or arranges the freight, but this order is prepaid: please check',
  },
  bookingMissing: { zh: '订舱缺少箱型 {type}：委托 {want} 个，订舱 {have} 个', en: 'The booking lacks {type}: the order has {want}, the booking {have}' },
  dueAfterCutOff: { zh: '补料截止时间须早于截单时间（{dco}）', en: 'The due time must be before the documentation cut-off ({dco})' },
  duePast: { zh: '补料截止时间已过', en: 'The due time has passed' },
  // a form's design (efm.design): the field named by its labels and key
  formEmpty: { zh: '表单至少要有一个字段', en: 'A form needs at least one field' },
  formTooMany: { zh: '表单最多 {n} 个字段', en: 'A form has at most {n} fields' },
  keyForm: {
    zh: '字段“{label}”的键“{key}”须以字母开头，只含字母、数字、下划线，最多 40 位',
    en: 'The key "{key}" of "{label}" must start with a letter and hold only letters, digits and _ (at most 40)',
  },
  keyTaken: { zh: '字段键“{key}”重复', en: 'The key "{key}" is used twice' },
  labelMissing: { zh: '字段“{key}”须有中文和英文名称（各最多 40 字）', en: 'The field "{key}" needs a Chinese and an English label (at most 40 each)' },
  typeUnknown: { zh: '字段“{label}”的类型“{type}”不存在', en: 'The field "{label}" has an unknown type "{type}"' },
  listUnknown: { zh: '字段“{label}”的代码表“{list}”不存在', en: 'The field "{label}" names an unknown code list "{list}"' },
  typeMismatch: { zh: '字段“{label}”对应委托的{column}，类型须为“{type}”', en: 'The field "{label}" is the order\'s {column}: its type must be {type}' },
  regexInvalid: {
    zh: '字段“{label}”的格式规则无法使用（须为有效的正则表达式，最多 200 字符）',
    en: 'The format rule of "{label}" cannot be used (it must be a valid regular expression of at most 200 characters)',
  },
  ruleNotForType: { zh: '字段“{label}”的类型不能设置“{rule}”', en: 'The field "{label}" cannot have the rule "{rule}" for its type' },
  ruleRange: {
    zh: '字段“{label}”的规则取值不合理（最小值不能大于最大值，长度为 1 到 4000 的整数）',
    en: 'The rules of "{label}" do not make sense (min above max, or a length that is not a whole number from 1 to 4000)',
  },
  defaultInvalid: { zh: '字段“{label}”的默认值不符合它自己的规则', en: 'The default of "{label}" breaks its own rules' },
} satisfies Record<string, Bilingual>;

/** What the module's refusals say (`{…}` filled by the server). Each Code (the key's SCREAMING form) in ENTRY_REFUSAL_CODES (refusalCodes.ts). */
export const entryRefusalWords = {
  stale: { zh: '您打开之后已被他人修改：请重新加载后再操作。', en: 'Someone changed this since you opened it: reload it, then try again.' },
  entState: { zh: '委托当前为“{state}”，不能{action}。', en: 'This order is {state}: it cannot be {action} now.' },
  entActor: { zh: '委托当前为“{state}”，您不能{action}：请联系操作员。', en: 'This order is {state}: you cannot have it {action}; ask the operator.' },
  problems: { zh: '委托未通过表单规则：{list}', en: "The order breaks its form's rules: {list}" },
  formPublished: {
    zh: '表单“{name}”第 {version} 版已发布，不能修改：请另存为新版本。',
    en: 'Form "{name}" version {version} is published and cannot change: save a new version.',
  },
  formState: { zh: '表单当前为“{state}”，不能{action}。', en: 'This form is {state}: it cannot be {action} now.' },
  formProblems: { zh: '表单设计有误：{list}', en: 'The form design has problems: {list}' },
  formNotPublished: {
    zh: '表单“{name}”第 {version} 版未发布：新委托只能用已发布的表单。',
    en: 'Form "{name}" version {version} is not published: new orders use a published form.',
  },
  formDraftExists: {
    zh: '表单“{name}”已有草稿（第 {version} 版）：请编辑那份草稿。',
    en: 'Form "{name}" already has a draft (version {version}): edit that one.',
  },
  formOfOrder: { zh: '委托的表单不能更换：它保留录入时的版本。', en: "An order's form cannot be changed: it keeps the version it was entered with." },
  customerMissing: { zh: '请选择客户。', en: 'Choose the customer.' },
  customerInvalid: { zh: '所选公司不是客户。', en: 'The company chosen is not a customer.' },
  operatorNotStaff: { zh: '操作员须为平台员工。', en: "The operator must be one of the platform's staff." },
  reasonMissing: { zh: '请填写原因。', en: 'Please give the reason.' },
  bookingOtherCompany: { zh: '订舱 {cgo} 属于另一家公司，不能关联到这个委托。', en: "Booking {cgo} is another company's: it cannot be linked to this order." },
  bookingMade: { zh: '这个委托已生成订舱 {no}：请在订舱中继续修改。', en: 'This order already has its booking {no}: go on with that booking.' },
  bookingLinked: { zh: '订舱 {cgo} 已关联委托 {ent}。', en: 'Booking {cgo} is already linked to order {ent}.' },
  containersNotCovered: { zh: '订舱的箱型箱量不足：{list}', en: "The booking does not cover the order's containers: {list}" },
  supState: { zh: '补料当前为“{state}”，不能{action}。', en: 'This supplement is {state}: it cannot be {action} now.' },
  notAssignee: { zh: '只有被请求补料的公司可以填写。', en: 'Only the company asked may fill this supplement.' },
  assigneeNotParty: {
    zh: '补料只能发给委托的客户，或发给该票货的目的港代理。',
    en: "A supplement goes to the order's customer, or to the shipment's destination agent.",
  },
  supTarget: { zh: '请指定一个委托或一个订舱（只能一个）。', en: 'Name one order or one booking (not both).' },
  supDuePast: { zh: '补料截止时间已过。', en: 'The due time has passed.' },
  supDueAfterCutOff: { zh: '补料截止时间须早于截单时间（{dco}）。', en: 'The due time must be before the documentation cut-off ({dco}).' },
  supItemsMissing: { zh: '还有必填的补料项未填写：{list}', en: 'Required items are not answered: {list}' },
  supItemUnknown: { zh: '补料中没有“{key}”这一项。', en: 'The supplement asks for no item "{key}".' },
  agentNotProvider: { zh: '目的港代理须为服务商公司。', en: 'A destination agent must be a provider company.' },
  atInFuture: { zh: '节点时间不能晚于现在。', en: 'A milestone cannot be in the future.' },
  noAgent: { zh: '这个委托还没有指定目的港代理。', en: 'No destination agent is assigned to this order yet.' },
  targetMissing: { zh: '请指定委托或订舱。', en: 'Name an order or a booking.' },
  noOrder: { zh: '没有这个委托。', en: 'No such order.' },
  noForm: { zh: '没有这个录单表单。', en: 'No such entry form.' },
  noSupplement: { zh: '没有这个补料。', en: 'No such supplement.' },
  noBooking: sharedRefusalWords.noBooking,
  noFormForOrder: { zh: '这个客户和业务还没有可用的已发布表单。', en: 'No published form is set for this customer and business.' },
} satisfies Record<string, Bilingual>;

/** Actions as the refusals name them ("cannot be {action}"). */
export const entryActionWords = {
  save: billActionWords.save,
  submit: { zh: '提交', en: 'submitted' },
  accept: { zh: '受理', en: 'accepted' },
  reject: { zh: '拒绝', en: 'rejected' },
  book: { zh: '生成订舱', en: 'turned into a booking' },
  link: { zh: '关联订舱', en: 'linked to a booking' },
  load: { zh: '标记出运', en: 'marked shipped' },
  arrive: { zh: '标记到港', en: 'marked arrived' },
  deliver: { zh: '标记交付', en: 'marked delivered' },
  close: { zh: '完结', en: 'closed' },
  cancel: { zh: '取消', en: 'cancelled' },
  request: { zh: '发起补料', en: 'requested' },
  fill: { zh: '填写', en: 'filled' },
  return: { zh: '退回', en: 'returned' },
  publish: { zh: '发布', en: 'published' },
  retire: { zh: '停用', en: 'retired' },
  record: { zh: '更新后半程', en: 'given destination milestones' },
} satisfies Record<string, Bilingual>;

/** The module's call fields as its screens name them (the server's field refusals and the forms read them). */
export const entryOrderFieldWords = {
  ...entryColumnWords,
  Id: C.Id,
  // a share link's settings, named as the other share dialogs name them
  Days: vgmFieldWords.Days,
  AccessCode: vgmFieldWords.AccessCode,
  t: vgmFieldWords.t,
  VERSION: C.Version,
  EFM_NAME: formName,
  EFM_VERSION: { zh: '表单版本', en: 'Form version' },
  EFM_STATUS: { zh: '表单状态', en: 'Form status' },
  EFM_FIELDS: { zh: '表单字段', en: 'Form fields' },
  EFM_REMARKS: { zh: '表单说明', en: 'About the form' },
  Key: { zh: '字段键', en: 'Field key' },
  LabelZh: { zh: '中文名称', en: 'Chinese label' },
  LabelEn: { zh: '英文名称', en: 'English label' },
  Type: { zh: '字段类型', en: 'Field type' },
  Required: { zh: '必填', en: 'Required' },
  Rule: { zh: '校验规则', en: 'Rule' },
  regex: { zh: '格式（正则表达式）', en: 'Format (regular expression)' },
  min: { zh: '最小值', en: 'Minimum' },
  max: { zh: '最大值', en: 'Maximum' },
  maxLength: { zh: '最大长度', en: 'Maximum length' },
  Default: { zh: '默认值', en: 'Default' },
  Section: { zh: '分组', en: 'Section' },
  Order: C.SortOrder,
  ...goodsColumnWords,
  ...containerColumnWords,
  ...partyFieldWords,
  ENT_STATUS: { zh: '委托状态', en: 'Order status' },
  ENT_CGO_ID: booking,
  ENT_ID: order,
  CGO_ID: booking,
  Accept: { zh: '处理结果', en: 'Decision' },
  OperatorId: sharedWords.operator,
  OperatorName: sharedWords.operator,
  Reason: C.Reason,
  Remarks: C.Remarks,
  Direction: direction,
  TransportMethod: siFieldWords.TBI_TRANSPORT_METHOD,
  FormName: formName,
  Scope: { zh: '补料类型', en: 'Supplement kind' },
  AssigneeCompanyId: { zh: '补料对象', en: 'Asked of' },
  Items: { zh: '补料项', en: 'Items' },
  Label: { zh: '名称', en: 'Label' },
  Kind: { zh: '补料项类别', en: 'Kind of item' },
  DueAt: { zh: '补料截止时间', en: 'Due' },
  Answers: { zh: '补料内容', en: 'Answers' },
  Files: { zh: '补料文件', en: 'Files' },
  FileId: sharedWords.file,
  SUP_ID: { zh: '补料', en: 'Supplement' },
  FileName: C.FileName,
  Milestone: { zh: '后半程节点', en: 'Milestone' },
  At: sharedWords.time,
  ContainerNo: siFieldWords.TBX_CNNO,
  AgentCompanyId: sharedWords.destinationAgent,
  Q: { zh: '查找', en: 'Search' },
  Format: { zh: '导出格式', en: 'Export format' },
  // the lists' filters (ENTRY_ORDER_LIST_FILTERS, SUPPLEMENT_LIST_FILTERS, SECOND_HALF_LIST_FILTERS)
  Status: C.Status,
  Customer: C.CustomerCompanyId,
  Lane: { zh: '航线（起运港—目的港）', en: 'Lane (POL–POD)' },
  EtdFrom: { zh: '开船日期自', en: 'ETD window from' },
  EtdTo: { zh: '开船日期至', en: 'ETD window to' },
  Operator: sharedWords.operator,
  MissingSupplements: { zh: '有未完成补料', en: 'Has open supplements' },
  Overdue: SUP_SHOWN_WORDS.overdue,
  Agent: sharedWords.destinationAgent,
  Exception: { zh: '异常', en: 'Exception' },
  SUP_NO: { zh: '补料编号', en: 'Supplement no.' },
  SUP_STATUS: { zh: '补料状态', en: 'Supplement status' },
  zh: { zh: '中文', en: 'Chinese' },
  en: { zh: '英文', en: 'English' },
} satisfies Record<string, Bilingual>;
