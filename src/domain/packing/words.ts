import { statusWords } from '../../contract/words';
import type { Bilingual } from '../../i18n/bilingual';
import { type PklStatus, PKL_STATUS } from './status';

/**
 * Each state of a packing list (operations.md §3.2) as people read it, never the bare number (a
 * VGM's states are the VGM's words, ../vgm/words.ts). Words other modules already show (draft, sent) are theirs.
 */
export const pklStatusWords: Record<PklStatus, Bilingual> = {
  [PKL_STATUS.APPLIED]: { zh: '已申请', en: 'Applied' },
  [PKL_STATUS.OPENED]: { zh: '已开', en: 'Opened' },
  [PKL_STATUS.REJECTED]: { zh: '申请驳回', en: 'Application rejected' },
  [PKL_STATUS.DATA_SUBMITTED]: { zh: '数据待审', en: 'Data submitted' },
  [PKL_STATUS.DATA_APPROVED]: { zh: '数据已审', en: 'Data approved' },
  [PKL_STATUS.DATA_RETURNED]: { zh: '数据退回', en: 'Data returned' },
  [PKL_STATUS.GATED_IN]: { zh: '已进港', en: 'Gated in' },
  [PKL_STATUS.CANCELLED]: statusWords.voided,
};
