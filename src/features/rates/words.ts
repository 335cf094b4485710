import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';
import { commonFieldWords } from '../../contract/words';
import { rateStatusWords, ratesFieldWords } from '../../contract/rates/words';

/** The FCL rate screens' words in both languages: `useWords(rateWords)`. */
export const rateWords = defineWords({
  pendingHint: {
    zh: '运价专员提交的运价在此确认后才发布；确认时再次检查与已发布运价的有效期重叠。驳回须填写原因，运价回到草稿。',
    en: 'Rates the pricing clerks submit are published once confirmed here; the overlap with published rates is checked again on confirming. A rejection needs remarks and sends the rate back to the drafts.',
  },
  draftsHint: {
    zh: '提交后：需确认的公司进入待确认；持有确认权限者提交直接发布。',
    en: 'Submitted, a draft waits for confirmation where the company needs it; a holder of the confirm button publishes it at once.',
  },
  rateNo: ratesFieldWords.RateNo,
  version: commonFieldWords.Version,
  carrier: commonWords.carrier,
  pol: commonWords.pol,
  via: commonWords.via,
  pod: commonWords.pod,
  currency: commonWords.currency,
  validity: commonWords.validity,
  transitDays: commonWords.transitDays,
  maintainer: commonWords.maintainer,
  updatedAt: commonWords.updatedAt,
  rejectRemarks: { zh: '驳回原因', en: 'Rejected because' },
  costOf: (containerClass: string) => ({ zh: `${containerClass} 底价`, en: `${containerClass} cost` }),
  submit: { zh: '提交', en: 'Submit' },
  submitted: (status: string) => ({ zh: `已提交：${status}`, en: `Submitted: ${status}` }),
  supersedeAsk: {
    zh: '与已发布运价的有效期重叠。替换旧运价（旧运价截止到新运价生效前一天）并提交？',
    en: 'It overlaps a published rate. Supersede it (the older one ends the day before this one starts) and submit?',
  },
  supersede: { zh: '替换并提交', en: 'Supersede and submit' },
  approve: { zh: '确认发布', en: 'Confirm' },
  confirmed: { zh: '已确认发布', en: 'Confirmed and published' },
  reject: commonWords.rejectAudit,
  rejectTitle: (rateNo: string) => ({ zh: `驳回运价 ${rateNo}`, en: `Reject rate ${rateNo}` }),
  rejectReason: { zh: '驳回原因（运价专员会在草稿上看到）', en: 'Why (the clerk reads it on the draft)' },
  rejectedToast: { zh: '已驳回，运价回到草稿', en: 'Rejected: the rate is back among the drafts' },
  history: { zh: '历史', en: 'History' },
  historyTitle: (rateNo: string) => ({ zh: `运价 ${rateNo} 的所有版本`, en: `Every version of rate ${rateNo}` }),
  prices: { zh: '底价', en: 'Costs' },
  surcharges: commonWords.surcharges,
  events: { zh: '操作记录', en: 'What happened' },
  expired: commonWords.expired,
  hidden: { zh: '不可见', en: 'Hidden' },
  status: commonWords.status,
  // the rate form
  newRate: { zh: '新增整箱运价', en: 'New FCL rate' },
  editRate: (rateNo: string, version: number) => ({ zh: `运价 ${rateNo} 第 ${version} 版`, en: `Rate ${rateNo}, version ${version}` }),
  opensVersion: {
    zh: '这是已发布的运价：保存会生成新版本（草稿），当前版本在新版本发布前保持不变。',
    en: 'This rate is published: saving makes its next version as a draft; this one stays as it is until that version is published.',
  },
  cannotChange: { zh: '这条运价在待确认或已是历史版本，不能修改。', en: 'This rate waits for confirmation or is history: it cannot be changed.' },
  rateType: ratesFieldWords.RateType,
  viaOptional: { zh: '中转港（直达不填）', en: 'Via (empty: direct)' },
  validFrom: commonWords.validFrom,
  validTo: commonWords.validTo,
  contractNo: { zh: '约号（约价必填）', en: 'Contract no. (contract rates)' },
  schedule: { zh: '船期（截关/开船）', en: 'Schedule (cut-off / sails)' },
  scheduleHelp: { zh: '如“截二开四”：周二截关，周四开船', en: 'e.g. 截二开四: cut-off Tuesday, sails Thursday' },
  scheduleBad: { zh: '船期写作“截二开四”这样的格式', en: 'write the schedule like 截二开四 (cut-off Tue, sails Thu)' },
  transitBad: { zh: '航程为天数（1–90）', en: 'transit is a number of days (1–90)' },
  listPrice40HQ: { zh: '40HQ 公开指导价（可选）', en: '40HQ public list price (optional)' },
  listPriceHelp: { zh: '访客与公开等级看到此价，而非加价结果', en: 'visitors and the public level see this instead of the mark-up result' },
  surchargesHelp: {
    zh: '每行一项：费用代码 [箱型] 币种 金额，如“THC 40HQ CNY 1190”“DOC CNY 450”（不写箱型为按票）“PSS USD 10%”；可加 COL（到付）与 ORIGIN/DESTINATION/FREIGHT',
    en: 'One a line: fee [class] currency amount, e.g. "THC 40HQ CNY 1190", "DOC CNY 450" (no class: per B/L), "PSS USD 10%"; COL for collect, ORIGIN/DESTINATION/FREIGHT for the side',
  },
  surchargeLineBad: (line: number, problem: string) => ({ zh: `附加费第 ${line} 行无法识别：${problem}`, en: `Surcharge line ${line} ${problem}` }),
  remarks: { zh: '备注（客户可见）', en: 'Remarks (customers see them)' },
  internalRemarks: { zh: '内部备注（仅员工可见）', en: 'Internal remarks (staff only)' },
  submitNow: { zh: '保存后立即提交', en: 'Submit once saved' },
  saveDraft: commonWords.save,
  savedDraft: (rateNo: string, version: number) => ({ zh: `已保存草稿 ${rateNo} 第 ${version} 版`, en: `Saved: draft ${rateNo}, version ${version}` }),
  savedAndSubmitted: (rateNo: string, status: string) => ({ zh: `已保存并提交 ${rateNo}：${status}`, en: `Saved and submitted ${rateNo}: ${status}` }),
  savedNotSubmitted: (rateNo: string, why: string) => ({
    zh: `${rateNo} 已保存为草稿，但未能提交：${why}`,
    en: `${rateNo} is saved as a draft but was not submitted: ${why}`,
  }),
  edit: { zh: '修改', en: 'Change' },
  // housekeeping
  hide: { zh: '隐藏', en: 'Hide' },
  list: { zh: '上架电商', en: 'List on e-commerce' },
  delist: { zh: '下架电商', en: 'Take off e-commerce' },
  listedTag: { zh: '电商', en: 'E-commerce' },
  listedToast: { zh: '已上架：客户在电商运价页看到这条运价', en: 'Listed: customers see this rate on the e-commerce page' },
  delistedToast: { zh: '已下架', en: 'Taken off the e-commerce page' },
  show: { zh: '显示', en: 'Show' },
  hiddenToast: { zh: '已隐藏：客户不再看到这条运价', en: 'Hidden: customers no longer see this rate' },
  shownToast: { zh: '已显示：客户可以看到这条运价', en: 'Shown: customers see this rate again' },
  withdraw: commonWords.withdraw,
  withdrawTitle: (rateNo: string) => ({ zh: `撤回运价 ${rateNo}`, en: `Withdraw rate ${rateNo}` }),
  withdrawReason: { zh: '撤回原因（记入历史）', en: 'Why (kept in its history)' },
  withdrawnToast: { zh: '已撤回：运价截止到昨天', en: 'Withdrawn: the rate ended yesterday' },
  renew: { zh: '续期', en: 'Renew' },
  renewTitle: (rateNo: string) => ({ zh: `续期：复制 ${rateNo} 为新草稿`, en: `Renew: copy ${rateNo} as a new draft` }),
  renewedToast: (rateNo: string) => ({ zh: `已复制为草稿 ${rateNo}`, en: `Copied as draft ${rateNo}` }),
  deleteDraft: commonWords.delete,
  deleteAsk: (rateNo: string) => ({ zh: `删除草稿 ${rateNo}？删除后不能恢复。`, en: `Delete draft ${rateNo}? It cannot be brought back.` }),
  deletedToast: { zh: '草稿已删除', en: 'Draft deleted' },
  bulkSubmit: (n: number) => ({ zh: `提交所选（${n}）`, en: `Submit selected (${n})` }),
  bulkDelete: (n: number) => ({ zh: `删除所选（${n}）`, en: `Delete selected (${n})` }),
  bulkDeleteAsk: (n: number) => ({ zh: `删除所选的 ${n} 条草稿？删除后不能恢复。`, en: `Delete the ${n} selected drafts? They cannot be brought back.` }),
  bulkApprove: (n: number) => ({ zh: `确认发布所选（${n}）`, en: `Confirm selected (${n})` }),
  bulkHide: (n: number) => ({ zh: `隐藏所选（${n}）`, en: `Hide selected (${n})` }),
  bulkShow: (n: number) => ({ zh: `显示所选（${n}）`, en: `Show selected (${n})` }),
  bulkRenew: (n: number) => ({ zh: `续期所选（${n}）`, en: `Renew selected (${n})` }),
  bulkRenewTitle: (n: number) => ({ zh: `续期：把所选 ${n} 条复制为新草稿`, en: `Renew: copy the ${n} selected rates as new drafts` }),
  bulkDone: (ok: number, failed: string) => ({
    zh: failed ? `已完成 ${ok} 条；未完成：${failed}` : `已完成 ${ok} 条`,
    en: failed ? `${ok} done; not done: ${failed}` : `${ok} done`,
  }),
});

/** A rate's type in words. */
export const RATE_TYPE_WORDS: Record<'CONTRACT' | 'SPOT' | 'PROMO', { zh: string; en: string }> = {
  SPOT: { zh: '市场价', en: 'Spot' },
  CONTRACT: { zh: '约价', en: 'Contract' },
  PROMO: { zh: '特价', en: 'Promotion' },
};

/** A version's status in words: the contract's, which the server's exports read too. */
export const RATE_STATUS_WORDS = rateStatusWords;

/** What happened to a version, in words (fcl_rate_events.type). */
export const RATE_EVENT_WORDS: Record<string, { zh: string; en: string }> = {
  CREATED: { zh: '新建', en: 'Created' },
  SAVED: { zh: '保存', en: 'Saved' },
  VERSION_OPENED: { zh: '开启新版本', en: 'New version opened' },
  SUBMITTED: { zh: '提交', en: 'Submitted' },
  PUBLISHED: { zh: '发布', en: 'Published' },
  REJECTED: { zh: '驳回', en: 'Rejected' },
  SUPERSEDED: { zh: '被新版本取代', en: 'Superseded' },
  SHORTENED: { zh: '有效期被缩短', en: 'Validity shortened' },
  WITHDRAWN: { zh: '撤回', en: 'Withdrawn' },
  EXPIRY_WARNED: { zh: '到期提醒已发给维护人', en: 'Expiry warning sent to the maintainer' },
};
