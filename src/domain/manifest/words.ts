import { statusWords } from '../../contract/words';
import type { Bilingual } from '../../i18n/bilingual';
import { ECP_STATUS, ecpStatusWords } from '../epacking/public';
import { type MftStatus, MFT_STATUS } from './status';

/** Each state of a manifest (operations.md §7.3) as people read it, never the bare number. */
export const mftStatusWords: Record<MftStatus, Bilingual> = {
  [MFT_STATUS.DRAFT]: statusWords.draft,
  [MFT_STATUS.SUBMITTED]: { zh: '待审核舱单', en: 'Submitted for verification' },
  [MFT_STATUS.SUBMIT_FAILED]: { zh: '提交未通过', en: 'Submission failed the check' },
  [MFT_STATUS.VERIFIED]: { zh: '审核通过', en: 'Verified' },
  [MFT_STATUS.VERIFY_FAILED]: { zh: '审核不通过', en: 'Returned by the verifier' },
  [MFT_STATUS.SENDING]: { zh: '发送中', en: 'Sending' },
  [MFT_STATUS.SENT]: statusWords.sent,
  [MFT_STATUS.SEND_FAILED]: ecpStatusWords[ECP_STATUS.SEND_FAILED],
  [MFT_STATUS.REJECTED]: { zh: '海关退单', en: 'Rejected by customs' },
  [MFT_STATUS.ACCEPTED]: { zh: '海关已接受', en: 'Accepted by customs' },
  [MFT_STATUS.AMENDING]: { zh: '修改中', en: 'Being amended' },
  [MFT_STATUS.DELETED]: { zh: '已删除', en: 'Deleted at customs' },
  [MFT_STATUS.CANCELLED]: statusWords.voided,
};

/** The customs-side stages (MFT_STAGE) as people read them. */
export const mftStageWords: Record<string, Bilingual> = {
  NONE: { zh: '未到港区', en: 'Not yet at the terminal' },
  ARRIVED: { zh: '运抵', en: 'Arrived at the terminal' },
  RELEASED: { zh: '放行', en: 'Released by customs' },
  LOADED: { zh: '装载', en: 'Loaded on board' },
  TALLIED: { zh: '理货', en: 'Tallied' },
};

/** The Due lines' own words: a filing the bill's route needs and nobody has made yet. */
export const mftDueWords: Record<'notMade', Bilingual> = {
  notMade: { zh: '尚未建立舱单', en: 'no manifest yet' },
};

/** The filings (§7.1). */
export const mftFilingWords = {
  CN_EXPORT: { zh: '中国出口预配舱单', en: 'China export pre-manifest' },
  CN_IMPORT: { zh: '中国进口原始舱单', en: 'China import manifest' },
  US_AMS: { zh: '美国 AMS', en: 'US AMS' },
  US_ISF: { zh: '美国 ISF 10+2', en: 'US ISF 10+2' },
  EU_ENS: { zh: '欧盟 ICS2 ENS', en: 'EU ICS2 ENS' },
  JP_AFR: { zh: '日本 AFR', en: 'Japan AFR' },
} as const;
