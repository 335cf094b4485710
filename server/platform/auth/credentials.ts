import type { Bilingual } from '../../../src/i18n/bilingual';
import { staffRefusalWords as W } from '../../../src/contract/system/words';
import type { Queryable } from '../../db/types';
import { actorMenuTree, loadActor, type Actor } from '../access/grants';

/** Every menu path and "path button" an employee's tree holds. */
async function heldGrants(db: Queryable, who: Actor): Promise<Set<string>> {
  const held = new Set<string>();
  const walk = (nodes: Awaited<ReturnType<typeof actorMenuTree>>) => {
    for (const n of nodes) {
      held.add(n.Path.toLowerCase());
      for (const b of n.Buttons) held.add(`${n.Path.toLowerCase()} ${b.Code}`);
      walk(n.Children);
    }
  };
  walk(await actorMenuTree(db, who));
  return held;
}

/**
 * Why `actor` may not set another employee's sign-in (login name, password or bound user), or
 * undefined when they may. Whoever can set someone's sign-in can act as them, so it takes the
 * company admin, or a person who already holds every menu and button the target holds: an
 * employee-list clerk cannot become the SI reviewer (issue 11, security 1). The one rule for every
 * call that sets these (employee save; the binding offer).
 */
export async function credentialRefusal(db: Queryable, actor: Actor, targetId: string | number): Promise<Bilingual | undefined> {
  if (String(targetId) === String(actor.id)) return undefined; // one's own sign-in grants nothing new
  const target = await loadActor(db, String(targetId));
  if (!target || String(target.companyId) !== String(actor.companyId)) return W.notOurEmployee;
  if (actor.isAdmin) return undefined;
  if (target.isAdmin) return W.adminSetsAdminSignIn;
  const mine = await heldGrants(db, actor);
  const beyond = [...(await heldGrants(db, target))].filter((g) => !mine.has(g));
  if (!beyond.length) return undefined;
  return W.holdsBeyond(beyond.length, `${beyond.slice(0, 3).join(', ')}${beyond.length > 3 ? ', …' : ''}`);
}
