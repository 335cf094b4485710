import type { Bilingual } from '../../i18n/bilingual';
import { commonFieldWords, statusWords } from '../words';
import type { BatchKind, BatchStatus } from './batchCalls';
import type { RateStatus } from './calls';
import type { NoticeWire } from './noticeCalls';
import type { LclRateWire } from './lclCalls';
import type { QuoteStatus } from './quoteCalls';

/** The rate calls' fields as the rate screens name them (issue 32): the server's refusals read them. */
export const ratesFieldWords = {
  AllIn: { zh: '全包价', en: 'All in' },
  AllSales: { zh: '全部销售', en: 'All salespeople' },
  ApplyTo: { zh: '适用于', en: 'Applies to' },
  ApprovalRequired: { zh: '需审批', en: 'Approval required' },
  Badge: { zh: '角标', en: 'Badge' },
  Basis: { zh: '计费方式', en: 'Basis' },
  BatchId: { zh: '批次', en: 'Batch' },
  Breaks: { zh: '分段价', en: 'Breaks' },
  Change: { zh: '调整', en: 'Change' },
  Classes: { zh: '箱型范围', en: 'Container classes' },
  CoLoaderName: { zh: '拼箱公司', en: 'Co-loader' },
  Cost: { zh: '成本', en: 'Cost' },
  CreatedByName: { zh: '创建人', en: 'Created by' },
  CustomerCompanyId: commonFieldWords.CustomerCompanyId,
  CustomerName: { zh: '客户名称', en: 'Customer name' },
  Date: { zh: '出运日期', en: 'Shipping date' },
  Dedup: { zh: '去重方式', en: 'De-duplication' },
  DgAccepted: { zh: '接受危险品', en: 'Dangerous goods accepted' },
  EffectiveDate: { zh: '生效日', en: 'Effective date' },
  EffectiveFrom: { zh: '调整生效日', en: 'Change effective from' },
  ExposeToCustomers: { zh: '对客户展示', en: 'Show to customers' },
  Filter: { zh: '筛选条件', en: 'Filter' },
  ForQuote: { zh: '用于报价', en: 'For a quote' },
  FreeTimeDestDem: { zh: '目的港免堆期（天）', en: 'Destination demurrage free days' },
  FreeTimeDestDet: { zh: '目的港免用箱期（天）', en: 'Destination detention free days' },
  FreeTimeOrigin: { zh: '起运港免堆期（天）', en: 'Origin free days' },
  FromRt: { zh: '起始计费吨', en: 'From (RT)' },
  GrossKgOver: { zh: '超重条件', en: 'Overweight condition' },
  HeaviestPieceKg: { zh: '最重单件（千克）', en: 'Heaviest piece (kg)' },
  ImoClasses: { zh: '危险品类别', en: 'IMO classes' },
  Include: { zh: '包含', en: 'Include' },
  InternalRemarks: { zh: '内部备注', en: 'Internal remarks' },
  InvitedCompanyIds: { zh: '受邀公司', en: 'Invited companies' },
  Kg: { zh: '重量（千克）', en: 'Weight (kg)' },
  KgPerRt: { zh: '每计费吨千克数', en: 'Kg per RT' },
  LevelId: { zh: '客户等级', en: 'Customer level' },
  ListPrice: { zh: '公开指导价', en: 'List price' },
  Listed: { zh: '上架', en: 'Listed' },
  LongestPieceCm: { zh: '最长单件（厘米）', en: 'Longest piece (cm)' },
  Markup: { zh: '加价', en: 'Mark-up' },
  Match: { zh: '适用条件', en: 'Conditions' },
  Max: { zh: '上限', en: 'Maximum' },
  MaxGrossKg: { zh: '限重（千克）', en: 'Weight limit (kg)' },
  MaxPieceKg: { zh: '单件限重（千克）', en: 'Piece weight limit (kg)' },
  MaxPieceLengthCm: { zh: '单件限长（厘米）', en: 'Piece length limit (cm)' },
  Method: { zh: '加价方式', en: 'Method' },
  Min: { zh: '下限', en: 'Minimum' },
  MinMargin: { zh: '最低利润', en: 'Minimum margin' },
  MinRt: { zh: '最低计费吨', en: 'Minimum RT' },
  Note: { zh: '附言', en: 'Note' },
  NoticeId: { zh: '调价通知', en: 'Rate notice' },
  OfferId: { zh: '共享运价', en: 'Shared offer' },
  Outcome: { zh: '结果', en: 'Outcome' },
  OverrideReason: { zh: '低于底线的原因', en: 'Reason for going below the floor' },
  PaymentTerm: { zh: '付款方式', en: 'Payment term' },
  Pct: { zh: '百分比', en: 'Percentage' },
  Percent: { zh: '加价百分比', en: 'Mark-up percentage' },
  Pieces: { zh: '件数', en: 'Pieces' },
  Prices: { zh: '运价', en: 'Prices' },
  Priority: { zh: '优先级', en: 'Priority' },
  QuoteNo: { zh: '报价单号', en: 'Quote no.' },
  Rate: commonFieldWords.RateId,
  RateIds: { zh: '运价', en: 'Rates' },
  RateNo: { zh: '运价编号', en: 'Rate no.' },
  RateNos: { zh: '运价编号', en: 'Rate numbers' },
  RatePerRt: { zh: '每计费吨价格', en: 'Rate per RT' },
  RateType: { zh: '运价类型', en: 'Rate type' },
  RateTypes: { zh: '运价类型', en: 'Rate types' },
  RevisionOf: { zh: '修订的报价', en: 'Revision of' },
  RoundingStep: { zh: '取整单位', en: 'Rounding step' },
  RtRounding: { zh: '计费吨取整', en: 'RT rounding' },
  ShowOwnerName: { zh: '显示提供方名称', en: "Show the owner's name" },
  Side: { zh: '费用归属', en: 'Side' },
  SiteCompanyId: { zh: '网站', en: 'Site' },
  Sources: { zh: '来源', en: 'Sources' },
  SubscriptionId: { zh: '订阅', en: 'Subscription' },
  Supersede: { zh: '替换重叠运价', en: 'Supersede the overlapping rate' },
  TargetCompanyIds: { zh: '目标客户', en: 'Target customers' },
  Template: { zh: '模板', en: 'Template' },
  ToRt: { zh: '截止计费吨', en: 'To (RT)' },
  Token: { zh: '链接', en: 'Link' },
  ValidOn: { zh: '有效日', en: 'Valid on' },
  ValidityBasis: { zh: '有效期依据', en: 'Validity basis' },
  Visible: { zh: '可见', en: 'Visible' },
} satisfies Record<string, Bilingual>;

/** A quote's status in words: the quote list's and its export's. */
export const quoteStatusWords: Record<QuoteStatus, Bilingual> = {
  DRAFT: statusWords.draft,
  SENT: statusWords.sent,
  ACCEPTED: statusWords.accepted,
  REJECTED: statusWords.declined,
  SUPERSEDED: { zh: '已修订作废', en: 'Superseded' },
  EXPIRED: statusWords.expired,
};

/** A rate version's status in words: the rate screens' and the FCL rate export's. */
export const rateStatusWords: Record<RateStatus, Bilingual> = {
  DRAFT: statusWords.draft,
  PENDING: { zh: '待确认', en: 'To confirm' },
  PUBLISHED: statusWords.published,
  SUPERSEDED: { zh: '已被新版本取代', en: 'Superseded' },
  WITHDRAWN: statusWords.withdrawn,
};

/** An LCL rate version's status in words: the LCL screens' and the LCL export's. */
export const lclStatusWords: Record<LclRateWire['Status'], Bilingual> = {
  DRAFT: rateStatusWords.DRAFT,
  PUBLISHED: rateStatusWords.PUBLISHED,
  SUPERSEDED: rateStatusWords.SUPERSEDED,
  WITHDRAWN: rateStatusWords.WITHDRAWN,
};

/** A value a rate check names: a code, a number, a list already joined. */
type Value = string | number | null | undefined;

/**
 * What the rate checks say about one field, with the values they name, in both languages (issue 32:
 * a field error never carries the bare value it refused). The server sends them with `fieldSays`.
 */
export const ratesCheckWords = {
  noFeeCode: (code: Value): Bilingual => ({ zh: `没有费用代码 ${code}`, en: `no fee code ${code}` }),
  notAmount: (value: Value, digits: number): Bilingual => ({
    zh: `“${value}”不是金额：最多 ${digits} 位小数`,
    en: `"${value}" is not an amount: at most ${digits} decimals`,
  }),
  notActivePort: (code: Value): Bilingual => ({ zh: `${code} 不是在用的港口代码`, en: `${code} is not an active port` }),
  beforeFrom: (from: Value): Bilingual => ({ zh: `早于有效期自 ${from}`, en: `is before the start ${from}` }),
  belowMin: (min: Value): Bilingual => ({ zh: `不能低于最低 ${min}`, en: `is below the minimum ${min}` }),
  overlaps: (list: Value): Bilingual => ({ zh: `与已发布运价的有效期重叠：${list}`, en: `overlaps published rates: ${list}` }),
  notPublished: (rateNos: Value): Bilingual => ({ zh: `未发布或已过期：${rateNos}`, en: `not published or no longer valid: ${rateNos}` }),
  notBefore: (day: Value): Bilingual => ({ zh: `不能早于 ${day}`, en: `cannot be before ${day}` }),
  noNotice: (id: Value): Bilingual => ({ zh: `没有编号为 ${id} 的运价公告`, en: `no rate notice has the id ${id}` }),
  notInSearch: (id: Value): Bilingual => ({ zh: `运价 ${id} 不在这次查询结果中`, en: `rate ${id} was not in that search` }),
  notOurRate: (rateNo: Value): Bilingual => ({ zh: `${rateNo} 不是本公司的运价`, en: `${rateNo} is not one of your rates` }),
  notCarrier: (code: Value): Bilingual => ({ zh: `${code} 不是船公司代码`, en: `${code} is not a carrier` }),
};

/** A shared offer's mark-up problems (src/domain/pricing/sharing.ts: markupProblems) in words. */
export const markupProblemWords = {
  BAD_PERCENT: { zh: '须为 0 至 100 之间的百分比', en: 'is a percentage from 0 to 100' },
  NO_AMOUNT: { zh: '至少填写一个箱型的金额（或用 * 代表其他箱型）', en: 'names at least one container class (or "*" for any)' },
  BAD_AMOUNT: { zh: '须为零或正数，最多两位小数', en: 'is zero or more, with at most two decimals' },
} satisfies Record<string, Bilingual>;

/** A rate notice's status and audience in words: the notice page's and the export's (issue 32). */
export const noticeStatusWords: Record<NoticeWire['Status'], Bilingual> = {
  DRAFT: statusWords.draft,
  PUBLISHED: rateStatusWords.PUBLISHED,
  WITHDRAWN: statusWords.withdrawn,
};
export const noticeAudienceWords: Record<NoticeWire['Audience'], Bilingual> = {
  INTERNAL: { zh: '仅内部员工', en: 'Staff only' },
  CUSTOMERS: { zh: '仅客户', en: 'Customers only' },
  ALL: { zh: '员工和客户', en: 'Staff and customers' },
};

/** A rate batch's kind in words: the batch page's and the export's (issue 32). */
export const batchKindWords: Record<BatchKind, Bilingual> = {
  IMPORT: { zh: 'Excel 导入运价', en: 'Rate sheet import' },
  EDIT: { zh: '批量修改', en: 'Batch edit' },
  INCREASE: { zh: '批量调价', en: 'Batch increase' },
};

/** A rate batch's status in words: the batch page's and the export's (issue 32). */
export const batchStatusWords: Record<BatchStatus, Bilingual> = {
  VALIDATED: { zh: '已校验，待执行', en: 'Checked, waiting to apply' },
  APPLIED: { zh: '已执行', en: 'Applied' },
  FAILED: { zh: '没有可执行的行', en: 'No row can be applied' },
  CANCELLED: statusWords.cancelled,
};
