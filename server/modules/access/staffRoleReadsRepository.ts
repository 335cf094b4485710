import type { Queryable } from '../../db/types';

/**
 * The roles and grants the staff page reads of an employee (issue 46: access owns roles, their menus
 * and the permissions; staff calls these through public.ts). The staff list's role names are the
 * published views role_directory and employee_role_directory.
 */

/** An employee's own permission overrides, by item and permission. */
export const employeePermissionsOf = (q: Queryable, employeeId: number | string) =>
  q.query<{ item_key: string; permission_key: string; value: string }>(
    'select item_key, permission_key, value from employee_permissions where employee_id = $1 order by 1, 2',
    [employeeId],
  );

/** Of these roles (by id, or by name), those a company may assign: its own, and its kind's templates. */
export function assignableRolesOf(
  q: Queryable,
  of: { companyId: string | number; companyKind: string },
  roles: { ids: readonly number[] } | { names: readonly string[] },
) {
  const [column, cast, values] = 'ids' in roles ? ['id', 'bigint', roles.ids] : ['name', 'text', roles.names];
  return q.query<{ id: string; name: string }>(`select id, name from roles where ${column} = any($1::${cast}[]) and (company_id = $2 or template_kind = $3)`, [
    values,
    of.companyId,
    of.companyKind,
  ]);
}

/** The names of those roles granting a menu outside `menuIds`. */
export const rolesGrantingMenusBeyond = (q: Queryable, roleIds: readonly number[], menuIds: readonly number[]) =>
  q.query<{ name: string }>(
    'select distinct r.name from role_menus rm join roles r on r.id = rm.role_id where rm.role_id = any($1::bigint[]) and not (rm.menu_id = any($2::bigint[]))',
    [roleIds, menuIds],
  );

/** The roles' names, by name. */
export const roleNamesOf = async (q: Queryable, roleIds: readonly number[]): Promise<string[]> =>
  roleIds.length ? (await q.query<{ name: string }>('select name from roles where id = any($1::bigint[]) order by name', [roleIds])).map((r) => r.name) : [];
