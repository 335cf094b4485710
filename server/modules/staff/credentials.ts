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
export async function credentialRefusal(db: Queryable, actor: Actor, targetId: string | number): Promise<string | undefined> {
  if (String(targetId) === String(actor.id)) return undefined; // one's own sign-in grants nothing new
  const target = await loadActor(db, String(targetId));
  if (!target || String(target.companyId) !== String(actor.companyId)) return 'This employee is not one of your company’s.';
  if (actor.isAdmin) return undefined;
  if (target.isAdmin) return 'Only a company admin sets an admin’s login, password or bound user.';
  const mine = await heldGrants(db, actor);
  const beyond = [...(await heldGrants(db, target))].filter((g) => !mine.has(g));
  if (!beyond.length) return undefined;
  return `Only the company admin, or someone holding every menu and button this employee holds, sets their login, password or bound user: they hold ${beyond.length} menus or buttons you do not (${beyond.slice(0, 3).join(', ')}${beyond.length > 3 ? ', …' : ''}).`;
}
