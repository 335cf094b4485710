import type { MenuTreeKind } from '../../../src/contract/access';
import type { MenuNode } from '../../../src/contract/admin';
import type { Db, Queryable } from '../../db/types';
import { recordChange } from '../../platform/audit/record';
import { actorMenuTree, sideOf, type Actor } from '../../platform/access/grants';
import { menuTree } from '../../platform/access/menuRepository';
import * as repo from './roleRepository';
import type { RoleRow } from './roleRepository';

// Roles' rules: what an actor may grant, and the audit of every change. SQL is in roleRepository.ts.

/** The tree a role's grants come from, as the actor may hand it out: a non-admin grants only what they hold. */
export async function grantableTree(db: Queryable, actor: Actor, role: RoleRow): Promise<{ tree: MenuTreeKind; nodes: MenuNode[] }> {
  const tree = await repo.roleTree(db, role);
  const nodes = tree === sideOf(actor.companyKind) && !actor.isAdmin ? await actorMenuTree(db, actor) : await menuTree(db, tree);
  return { tree, nodes };
}

export function idsOf(nodes: MenuNode[]) {
  const menus = new Set<number>();
  const buttons = new Map<number, number>(); // button → its menu
  const walk = (list: MenuNode[]) => {
    for (const n of list) {
      menus.add(n.Id);
      for (const b of n.Buttons) buttons.set(b.Id, n.Id);
      walk(n.Children);
    }
  };
  walk(nodes);
  return { menus, buttons };
}

/** Adds a role (of the company, or a template) or edits `old`; answers its id. */
export async function saveRole(
  db: Db,
  actor: Actor,
  old: RoleRow | undefined,
  template: 'customer' | 'provider' | null,
  name: string,
  description: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = old
      ? await repo.updateRole(tx, old.id, name, description)
      : await repo.insertRole(tx, template ? { template } : { companyId: actor.companyId }, name, description);
    await recordChange(tx, actor, {
      entity: 'role',
      entityId: id,
      action: old ? 'edited' : 'added',
      companyId: template ? null : actor.companyId,
      detail: { name, description, template, before: old ? { name: old.name, description: old.description } : undefined },
    });
    return Number(id);
  });
}

export async function deleteRole(db: Db, actor: Actor, role: RoleRow): Promise<void> {
  await db.transaction(async (tx) => {
    const holders = await repo.deleteRole(tx, role.id);
    await recordChange(tx, actor, { entity: 'role', entityId: role.id, action: 'deleted', companyId: role.company_id, detail: { name: role.name, holders } });
  });
}

/** The first menu or button asked for that the actor may not grant for this role. */
export function strayGrant(
  allowed: ReturnType<typeof idsOf>,
  menuIds: number[],
  buttonIds: number[],
): { field: string; message: string; zh: string } | undefined {
  const menus = new Set(menuIds);
  const strayMenu = menuIds.find((m) => !allowed.menus.has(m));
  if (strayMenu)
    return {
      field: '/MenuIds',
      message: `holds ${strayMenu}, which is not a menu you can grant for this role`,
      zh: `含有 ${strayMenu}，不是您可以授予此角色的菜单`,
    };
  const strayButton = buttonIds.find((b) => !allowed.buttons.has(b) || !menus.has(allowed.buttons.get(b)!));
  if (strayButton)
    return {
      field: '/ButtonIds',
      message: `holds ${strayButton}, which is not a button of a granted menu you can grant`,
      zh: `含有 ${strayButton}，不是已授予菜单中您可以授予的按钮`,
    };
  return undefined;
}

/**
 * Sets the role's grants to those asked for. Taking away is guarded as giving is: what the actor
 * cannot grant stays as it is (a clerk emptying the reviewer role could then reset the reviewer's
 * sign-in, and act as them).
 */
export async function setGrants(
  db: Db,
  actor: Actor,
  role: RoleRow,
  allowed: ReturnType<typeof idsOf>,
  askedMenus: number[],
  askedButtons: number[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.roleGrantIds(tx, role.id);
    const menuIds = [...new Set([...askedMenus, ...before.menuIds.filter((m) => !allowed.menus.has(m))])];
    const buttonIds = [...new Set([...askedButtons, ...before.buttonIds.filter((b) => !allowed.buttons.has(b))])];
    await repo.replaceGrants(tx, role.id, menuIds, buttonIds);
    const diff = (a: number[], b: number[]) => a.filter((x) => !b.includes(x));
    await recordChange(tx, actor, {
      entity: 'roleGrants',
      entityId: role.id,
      action: 'granted',
      companyId: role.company_id,
      detail: {
        role: role.name,
        menusAdded: await repo.menuPaths(tx, diff(menuIds, before.menuIds)),
        menusRemoved: await repo.menuPaths(tx, diff(before.menuIds, menuIds)),
        buttonsAdded: await repo.buttonPaths(tx, diff(buttonIds, before.buttonIds)),
        buttonsRemoved: await repo.buttonPaths(tx, diff(before.buttonIds, buttonIds)),
      },
    });
  });
}
