// The manifest module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';

/** Its control-tower exceptions (operations.md §12.1; server/modules/manifest/tower.ts), gathered by src/contract/controlTower/tower.ts. */
export const towerCodeWords = {
  MANIFEST_DUE: { zh: '舱单即将截止', en: 'Manifest due' },
  MANIFEST_FAILED: { zh: '舱单发送失败或海关退单', en: 'Manifest failed or rejected' },
} satisfies Record<string, Bilingual>;

/** The role it adds to who acts on an exception (`actorRoles` in module.ts). */
export const towerRoleWords = {
  verifier: { zh: '舱单审核员', en: 'Manifest verifier' },
} satisfies Record<string, Bilingual>;
