import { EXTERNAL_MENU, type MenuTreeKind } from '../../../src/contract/access';
import type { MenuNode } from '../../../src/contract/admin';
import type { Queryable } from '../../db/types';
import { BUYERS_ONLY_PAGES, SELLERS_ONLY_FOLDERS } from '../../../src/routes/defaultMenus';
import { menuTree } from './menuRepository';

/** The employee a call acts as, with what the call needs for scoping. */
export interface Actor {
  id: string;
  name: string;
  companyId: string;
  companyKind: 'platform' | 'customer' | 'provider';
  isAdmin: boolean;
  status: string;
}

export const sideOf = (companyKind: string): MenuTreeKind => (companyKind === 'platform' ? 'internal' : 'external');

export async function loadActor(db: Queryable, employeeId: string): Promise<Actor | undefined> {
  const [row] = await db.query<{
    id: string;
    name: string;
    company_id: string;
    kind: Actor['companyKind'];
    is_admin: boolean;
    status: string;
    company_status: string;
  }>(
    `select e.id, e.name, e.company_id, c.kind, e.is_admin, e.status, c.status as company_status
     from employees e join companies c on c.id = e.company_id where e.id = $1`,
    [employeeId],
  );
  if (!row) return undefined;
  const status = row.company_status === 'active' ? row.status : 'disabled';
  return { id: row.id, name: row.name, companyId: row.company_id, companyKind: row.kind, isAdmin: row.is_admin, status };
}

/**
 * The roles an employee holds that count: their own company's roles and the templates of
 * their company's kind (a role of another company never grants anything).
 */
const HELD_ROLES = `select er.role_id from employee_roles er join roles r on r.id = er.role_id
  where er.employee_id = $1 and (r.company_id = $2 or r.template_kind = $3)`;

/**
 * The employee's menu tree (spec §7 GetCurrentEmployeeMenuTree): a company admin holds the whole
 * tree of their side; anyone else the union of their roles' grants. The external tree always
 * keeps its EXTERNAL_MENU root, so the workbench type never depends on grants (§2.19).
 */
export function actorMenuTree(db: Queryable, actor: Actor): Promise<MenuNode[]> {
  // one actor object per request: the route's access check and the handler's own checks share it
  let tree = trees.get(actor);
  if (!tree) {
    const shared = sharedTrees.get(actor);
    tree = shared ? shared() : readActorMenuTree(db, actor);
    trees.set(actor, tree);
  }
  return tree;
}

const trees = new WeakMap<Actor, Promise<MenuNode[]>>();
const sharedTrees = new WeakMap<Actor, () => Promise<MenuNode[]>>();

/**
 * Where actorMenuTree takes this (one request's) actor's tree from instead of reading it: the auth
 * cache, which shares one tree among the calls of an employee (server/platform/auth/authCache.ts).
 */
export function shareMenuTree(actor: Actor, source: () => Promise<MenuNode[]>): void {
  sharedTrees.set(actor, source);
}

/** The employee's menu tree, read from the database now. */
export async function readActorMenuTree(db: Queryable, actor: Actor): Promise<MenuNode[]> {
  const side = sideOf(actor.companyKind);
  const alwaysPaths = side === 'external' ? [EXTERNAL_MENU] : [];
  // an admin holds the whole tree of the side, but a customer's never holds the providers' own rates
  if (actor.isAdmin) return withoutFolders(await menuTree(db, side, { alwaysPaths }), actor.companyKind === 'customer' ? SELLERS_ONLY_FOLDERS : offFor(actor));
  const params = [actor.id, actor.companyId, actor.companyKind];
  const menuIds = await db.query<{ menu_id: string }>(`select distinct menu_id from role_menus where role_id in (${HELD_ROLES})`, params);
  const buttonIds = await db.query<{ button_id: string }>(`select distinct button_id from role_buttons where role_id in (${HELD_ROLES})`, params);
  const tree = await menuTree(db, side, {
    menuIds: new Set(menuIds.map((r) => r.menu_id)),
    buttonIds: new Set(buttonIds.map((r) => r.button_id)),
    alwaysPaths,
  });
  return withoutFolders(tree, offFor(actor));
}

/** What a provider never holds, whatever its roles say: the customers' own pages (a trucker does not apply for packing lists). */
const offFor = (actor: Actor): readonly string[] => (actor.companyKind === 'provider' ? BUYERS_ONLY_PAGES : []);

function withoutFolders(tree: MenuNode[], paths: readonly string[]): MenuNode[] {
  if (!paths.length) return tree;
  return tree.filter((n) => !paths.includes(n.Path)).map((n) => ({ ...n, Children: withoutFolders(n.Children, paths) }));
}

/** Permission items (spec §3): the roles' items, overridden by the employee's own. */
export async function actorPermissionItems(db: Queryable, actor: Actor) {
  const rows = await db.query<{ item_key: string; permission_key: string; value: string }>(
    `select item_key, permission_key, value from (
       select item_key, permission_key, value, 1 as rank from role_permissions where role_id in (${HELD_ROLES})
       union all
       select item_key, permission_key, value, 2 from employee_permissions where employee_id = $1
     ) p order by item_key, permission_key, rank`,
    [actor.id, actor.companyId, actor.companyKind],
  );
  const merged = new Map<string, (typeof rows)[number]>();
  for (const r of rows) merged.set(`${r.item_key}\u0000${r.permission_key}`, r);
  return [...merged.values()];
}
