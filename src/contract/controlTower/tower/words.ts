// The controlTower module's control-tower words: a file of their own, so the tower loads them without the module's other words.
import type { Bilingual } from '../../../i18n/bilingual';
import { commonFieldWords, sharedWords } from '../../words';

/**
 * The general roles who act on an exception (operations.md §2), the ones the control tower declares
 * (`actorRoles` in module.ts); a module adds its own beside its exception codes' words.
 */
export const towerRoleWords = {
  customer: commonFieldWords.CustomerCompanyId,
  clerk: { zh: '单证员', en: 'Documentation clerk' },
  operator: sharedWords.operator,
} satisfies Record<string, Bilingual>;
