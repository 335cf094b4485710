import type { MenuTreeKind } from '../../../src/contract/access';
import type { Queryable } from '../../db/types';

/**
 * The grants other modules' seed steps give (issue 46: access owns menus, roles and their grants;
 * a module names its pages and buttons, access writes the rows). Every grant is idempotent: a grant
 * already there is kept, and a role its company changed keeps its other choices.
 */

/** The template roles every company of a kind starts from. */
const STANDARD_ROLE = { customer: '客户标准角色', provider: '供应商标准角色' } as const;

/**
 * Which roles a grant goes to: a kind's standard template role, the platform's roles of these
 * names, or (to take pages away) every role of a kind — its template roles and its companies' own.
 */
export type RolesOf = { standard: 'customer' | 'provider' } | { platform: readonly string[] } | { everyOfKind: 'customer' | 'provider' };

/** The roles as SQL (their ids), its parameters numbered from `$from`. */
function rolesSql(roles: RolesOf, from: number): { sql: string; params: unknown[] } {
  if ('standard' in roles)
    return {
      sql: `select r.id from roles r where r.template_kind = $${from} and r.name = $${from + 1}`,
      params: [roles.standard, STANDARD_ROLE[roles.standard]],
    };
  if ('platform' in roles)
    return {
      sql: `select r.id from roles r join company_directory c on c.id = r.company_id and c.code = 'PLATFORM' where r.name = any($${from}::text[])`,
      params: [roles.platform],
    };
  return {
    sql: `select r.id from roles r left join company_directory c on c.id = r.company_id where r.template_kind = $${from} or c.kind = $${from}`,
    params: [roles.everyOfKind],
  };
}

/**
 * Pages of a tree, by path: with `andChildren` also the nodes right under each (a folder and its pages).
 * The parameters are `$1` (tree) and `$2` (paths).
 */
const pagesSql = (andChildren = false) =>
  `select m.id from menus m where m.tree = $1 and (m.path = any($2::text[])${
    andChildren ? ' or m.parent_id in (select f.id from menus f where f.tree = $1 and f.path = any($2::text[]))' : ''
  })`;

export interface Pages {
  tree: MenuTreeKind;
  paths: readonly string[];
  /** also the nodes right under each path (a folder's pages) */
  andChildren?: boolean;
}

/** These roles hold these pages (their menus). */
export async function grantMenusToRoles(tx: Queryable, roles: RolesOf, pages: Pages): Promise<void> {
  const r = rolesSql(roles, 3);
  await tx.query(
    `insert into role_menus (role_id, menu_id)
     select r.id, m.id from (${r.sql}) r, (${pagesSql(pages.andChildren)}) m
     on conflict do nothing`,
    [pages.tree, pages.paths, ...r.params],
  );
}

/**
 * These roles get the buttons on these pages: the ones with these codes, or every one (`*`). With
 * `onlyWhereHeld`, a role gets a page's buttons only when it holds the page.
 */
export async function grantButtonsToRoles(
  tx: Queryable,
  roles: RolesOf,
  pages: Pages & { onlyWhereHeld?: boolean },
  codes: readonly string[] | '*',
): Promise<void> {
  const r = rolesSql(roles, 4);
  await tx.query(
    `insert into role_buttons (role_id, button_id)
     select r.id, b.id from (${r.sql}) r, (${pagesSql(pages.andChildren)}) m join menu_buttons b on b.menu_id = m.id
      where ($3::text[] is null or b.code = any($3::text[]))
        ${pages.onlyWhereHeld ? 'and exists (select 1 from role_menus rm where rm.role_id = r.id and rm.menu_id = m.id)' : ''}
     on conflict do nothing`,
    [pages.tree, pages.paths, codes === '*' ? null : codes, ...r.params],
  );
}

/** These roles no longer hold these pages, nor any button on them. */
export async function revokePagesFromRoles(tx: Queryable, roles: RolesOf, pages: Pages): Promise<void> {
  const r = rolesSql(roles, 3);
  await tx.query(
    `delete from role_buttons where role_id in (${r.sql})
        and button_id in (select b.id from menu_buttons b where b.menu_id in (${pagesSql(pages.andChildren)}))`,
    [pages.tree, pages.paths, ...r.params],
  );
  await tx.query(`delete from role_menus where role_id in (${r.sql}) and menu_id in (${pagesSql(pages.andChildren)})`, [pages.tree, pages.paths, ...r.params]);
}

/** These employees hold these roles. */
export async function giveRolesToEmployees(tx: Queryable, roles: RolesOf, employeeIds: readonly string[]): Promise<void> {
  const r = rolesSql(roles, 2);
  await tx.query(
    `insert into employee_roles (employee_id, role_id)
     select e.id, r.id from unnest($1::bigint[]) as e(id), (${r.sql}) r
     on conflict do nothing`,
    [employeeIds, ...r.params],
  );
}
