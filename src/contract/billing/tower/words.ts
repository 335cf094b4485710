// The billing module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/** Its control-tower exception (operations.md §12.1; server/modules/billing/tower.ts), gathered by src/contract/controlTower/tower.ts. */
export const towerCodeWords = {
  UNPAID_AFTER_ARRIVAL: { zh: '到港 3 天后仍有应收未收', en: 'Receivables unpaid 3 days after arrival' },
} satisfies Record<string, Bilingual>;

/** The role it adds to who acts on an exception (`actorRoles` in module.ts). */
export const towerRoleWords = {
  finance: { zh: '财务', en: 'Finance' },
} satisfies Record<string, Bilingual>;
