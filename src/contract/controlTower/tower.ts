import type { Bilingual } from '../../i18n/bilingual';
import { CONTRACT_MODULES } from '../modules';
import { mergeUnique } from '../registry';
import type { ActorRole } from './roles';

/**
 * The control tower's words, gathered from the modules (each module's `tower` in its contract's
 * module.ts: the words of its exception codes and of the roles it declares). A screen never shows a
 * code like `VGM_MISSING` alone: it shows these (the code beside, in grey). Empty until
 * loadTowerWords() has run: the tower's page awaits it (src/features/controlTower/ControlTowerPage.tsx),
 * so the words stay off the first page, as the modules' field words do.
 */
export const exceptionCodeWords: Record<string, Bilingual> = {};
export const actorRoleWords = {} as Record<ActorRole, Bilingual>;

let loading: Promise<void> | undefined;

/**
 * Loads every module's tower words (once). A code two modules both name throws, as does a role's
 * words given by a module that does not declare the role, or a declared role without words.
 */
export function loadTowerWords(): Promise<void> {
  loading ??= Promise.all(CONTRACT_MODULES.map(async (m) => ({ m, words: m.tower ? await m.tower() : {} }))).then((parts) => {
    const codes = mergeUnique(
      'exception code',
      parts.map(({ m, words }) => ({ module: m.name, entries: words.towerCodeWords ?? {} })),
    );
    for (const { m, words } of parts) {
      const declared = new Set<string>(m.actorRoles ?? []);
      const named = Object.keys(words.towerRoleWords ?? {});
      const stray = named.filter((r) => !declared.has(r));
      if (stray.length) throw new Error(`The module ${m.name} names roles it does not declare (actorRoles): ${stray.join(', ')}`);
      const unnamed = [...declared].filter((r) => !named.includes(r));
      if (unnamed.length) throw new Error(`The module ${m.name} declares roles without words (towerRoleWords): ${unnamed.join(', ')}`);
    }
    const roles = mergeUnique(
      'actor role',
      parts.map(({ m, words }) => ({ module: m.name, entries: words.towerRoleWords ?? {} })),
    );
    Object.assign(exceptionCodeWords, codes);
    Object.assign(actorRoleWords, roles);
  });
  return loading;
}
