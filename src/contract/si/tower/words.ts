// The si module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/** Its control-tower exception (operations.md §12.1; server/modules/si/tower.ts), gathered by src/contract/controlTower/tower.ts. */
export const towerCodeWords = {
  DOC_CUTOFF: { zh: '截单临近：提单补料未审核', en: 'Documentation cut-off: SI not approved' },
} satisfies Record<string, Bilingual>;
