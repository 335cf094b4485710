import type { RateStatus } from '../../contract/rates/calls';
import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';

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
  rateNo: { zh: '运价编号', en: 'Rate no.' },
  version: { zh: '版本', en: 'Version' },
  carrier: commonWords.carrier,
  pol: commonWords.pol,
  via: commonWords.via,
  pod: commonWords.pod,
  currency: commonWords.currency,
  validity: { zh: '有效期', en: 'Valid' },
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
  reject: { zh: '驳回', en: 'Reject' },
  rejectTitle: (rateNo: string) => ({ zh: `驳回运价 ${rateNo}`, en: `Reject rate ${rateNo}` }),
  rejectReason: { zh: '驳回原因（运价专员会在草稿上看到）', en: 'Why (the clerk reads it on the draft)' },
  rejectedToast: { zh: '已驳回，运价回到草稿', en: 'Rejected: the rate is back among the drafts' },
  history: { zh: '历史', en: 'History' },
  historyTitle: (rateNo: string) => ({ zh: `运价 ${rateNo} 的所有版本`, en: `Every version of rate ${rateNo}` }),
  prices: { zh: '底价', en: 'Costs' },
  surcharges: { zh: '附加费', en: 'Surcharges' },
  events: { zh: '操作记录', en: 'What happened' },
  expired: commonWords.expired,
  hidden: { zh: '不可见', en: 'Hidden' },
  status: commonWords.status,
});

/** A version's status in words. */
export const RATE_STATUS_WORDS: Record<RateStatus, { zh: string; en: string }> = {
  DRAFT: commonWords.draft,
  PENDING: { zh: '待确认', en: 'To confirm' },
  PUBLISHED: { zh: '已发布', en: 'Published' },
  SUPERSEDED: { zh: '已被新版本取代', en: 'Superseded' },
  WITHDRAWN: commonWords.withdrawn,
};

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
};
