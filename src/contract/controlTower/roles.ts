import { CONTRACT_MODULES } from '../modules';
import { collectUnique, type Declared } from '../registry';

/**
 * Who acts on an exception (operations.md §2's roles): every role a module declares (`actorRoles` in
 * its src/contract/<module>/module.ts; the control tower declares the general ones), each declared
 * once. Its words come with the module's tower words (tower.ts).
 */
export type ActorRole = Declared<typeof CONTRACT_MODULES, 'actorRoles'>;
export const ACTOR_ROLES = collectUnique(
  'actor role',
  CONTRACT_MODULES.map((m) => ({ module: m.name, entries: m.actorRoles })),
) as readonly ActorRole[];
