// The orderApply module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/** Its control-tower exception (operations.md §12.1; server/modules/orderApply/tower.ts), gathered by src/contract/controlTower/tower.ts. */
export const towerCodeWords = {
  BL_BLOCKED: { zh: '提单申请被拦截', en: 'B/L application blocked' },
} satisfies Record<string, Bilingual>;
