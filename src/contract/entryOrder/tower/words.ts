// The entryOrder module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/**
 * Its control-tower exceptions (operations.md §9.5 sup.due, §9.4 second half), gathered by
 * src/contract/controlTower/tower.ts: an overdue supplement, no customs release 3 days after
 * discharge, the last free day near or passed (orderRules.ts secondHalfExceptions).
 */
export const towerCodeWords = {
  SUP_OVERDUE: { zh: '补料逾期', en: 'Supplement overdue' },
  ENT_NO_RELEASE: { zh: '卸船 3 天仍未放行', en: 'Not released 3 days after discharge' },
  ENT_LFD_NEAR: { zh: '免费期将到', en: 'Last free day near' },
  ENT_LFD_PASSED: { zh: '已过免费期', en: 'Last free day passed' },
} satisfies Record<string, Bilingual>;
