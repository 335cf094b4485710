import { statusWords } from '../../contract/words';
import type { Bilingual } from '../../i18n/bilingual';
import type { VgmShown } from './shown';
import { type VgmStatus, VGM_STATUS } from './status';

/**
 * Each state of a VGM declaration (operations.md §6.2) as people read it, never the bare number:
 * the VGM's own words, which the packing lists' VGM column, the e-packing panel and the split
 * detail show too. Words other modules already show (draft, sent) are theirs.
 */
export const vgmStatusWords: Record<VgmStatus, Bilingual> = {
  [VGM_STATUS.DRAFT]: statusWords.draft,
  [VGM_STATUS.DECLARED]: { zh: '已声明', en: 'Declared' },
  [VGM_STATUS.SENT]: statusWords.sent,
  [VGM_STATUS.ACCEPTED]: { zh: '承运人已接受', en: 'Accepted by the carrier' },
  [VGM_STATUS.REJECTED]: { zh: '被拒', en: 'Rejected by the carrier' },
  [VGM_STATUS.SUPERSEDED]: { zh: '已被替代', en: 'Superseded by a new version' },
};

/** The packing lists' VGM column and the panel's heading of that word. */
export const vgmColumnWords = { title: { zh: 'VGM 状态', en: 'VGM state' } } satisfies Record<string, Bilingual>;

/** A container's VGM in one word (src/domain/vgm/shown.ts): the packing lists' VGM column and the panel's overall state. */
export const vgmShownWords: Record<VgmShown, Bilingual> = {
  none: { zh: '未申报', en: 'Not declared' },
  draft: vgmStatusWords[VGM_STATUS.DRAFT],
  declared: vgmStatusWords[VGM_STATUS.DECLARED],
  sent: vgmStatusWords[VGM_STATUS.SENT],
  // by the carrier, and by the terminal when it was sent there
  accepted: { zh: '已接受', en: 'Accepted (carrier and terminal)' },
  rejected: { zh: '被拒', en: 'Rejected' },
  deviation: { zh: '偏差', en: 'Deviation' },
  superseded: vgmStatusWords[VGM_STATUS.SUPERSEDED],
};

/** The terminal's side of a VGM (TERMINAL_VGM): 2 its delivery failed, 3 sent, 4 acked, 5 nacked. */
export const vgmTerminalWords: Record<2 | 3 | 4 | 5, Bilingual> = {
  2: { zh: '码头发送失败', en: 'Not delivered to the terminal' },
  3: { zh: '已发码头', en: 'Sent to the terminal' },
  4: { zh: '码头已确认', en: 'Acknowledged by the terminal' },
  5: { zh: '码头拒收', en: 'Refused by the terminal' },
};
