// The freightTrack module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/** Its control-tower exceptions (operations.md §12.1; server/modules/freightTrack/tower.ts), gathered by src/contract/controlTower/tower.ts. */
export const towerCodeWords = {
  ETA_SLIP: { zh: '预计到港推迟', en: 'ETA slipped' },
  CUSTOMS_HOLD: { zh: '海关查验扣留', en: 'Customs hold' },
} satisfies Record<string, Bilingual>;

/** The role it adds to who acts on an exception (`actorRoles` in module.ts); the B/L application's rule names it too. */
export const towerRoleWords = {
  customerService: { zh: '客服', en: 'Customer service' },
} satisfies Record<string, Bilingual>;
