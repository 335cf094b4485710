// The vgm module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/** Its control-tower exceptions (operations.md §12.1; server/modules/vgm/tower.ts), gathered by src/contract/controlTower/tower.ts. */
export const towerCodeWords = {
  VGM_MISSING: { zh: 'VGM 未申报', en: 'VGM not declared' },
  VGM_DEVIATION: { zh: 'VGM 与过磅重量偏差过大', en: 'VGM deviates from the weighed mass' },
} satisfies Record<string, Bilingual>;
