// The packing module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/** Its control-tower exceptions (operations.md §12.1; server/modules/packing/tower.ts), gathered by src/contract/controlTower/tower.ts. */
export const towerCodeWords = {
  PKL_NOT_OPENED: { zh: '装箱单未开', en: 'Packing lists not opened' },
  NOT_GATED_IN: { zh: '重箱未进港', en: 'Laden box not gated in' },
  SHUT_OUT: { zh: '疑似退关（已进港未装船）', en: 'Shut out (gated in, not loaded)' },
} satisfies Record<string, Bilingual>;

/** The role it adds to who acts on an exception (`actorRoles` in module.ts): the trucker of a packing list. */
export const towerRoleWords = {
  trucker: { zh: '车队', en: 'Trucker' },
} satisfies Record<string, Bilingual>;
