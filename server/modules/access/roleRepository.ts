import type { MenuTreeKind } from '../../../src/contract/access';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';

export interface RoleRow {
  id: string;
  company_id: string | null;
  template_kind: 'customer' | 'provider' | null;
  name: string;
  description: string;
}

/** A role this actor may see: their own company's, or (platform staff) a template. Others are absent. */
export async function visibleRole(db: Queryable, actor: Actor, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.query<RoleRow>('select id, company_id, template_kind, name, description from roles where id = $1', [id]);
  if (!row) return undefined;
  if (row.company_id === actor.companyId) return row;
  if (row.template_kind && actor.companyKind === 'platform') return row;
  return undefined;
}

/** The tree a role grants from: templates and customer/provider companies' roles the external one. */
export async function roleTree(db: Queryable, role: RoleRow): Promise<MenuTreeKind> {
  if (role.template_kind) return 'external';
  const [c] = await db.query<{ kind: string }>('select kind from company_directory where id = $1', [role.company_id]);
  return c?.kind === 'platform' ? 'internal' : 'external';
}

export async function roleGrantIds(db: Queryable, roleId: string) {
  const menus = await db.query<{ menu_id: string }>('select menu_id from role_menus where role_id = $1', [roleId]);
  const buttons = await db.query<{ button_id: string }>('select button_id from role_buttons where role_id = $1', [roleId]);
  return { menuIds: menus.map((m) => Number(m.menu_id)), buttonIds: buttons.map((b) => Number(b.button_id)) };
}

/** The roles list's query for a scope's where clause ($1 the actor's company, $2 a template kind). */
export const roleListSql = (
  where: string,
) => `select r.id as "Id", r.name as "Name", r.description as "Description", r.company_id as "CompanyId", r.template_kind as "TemplateKind",
    (select count(*) from employee_roles er join employee_directory e on e.id = er.employee_id where er.role_id = r.id and ($1::bigint = e.company_id or r.template_kind is not null)) as "Employees"
  from roles r where ${where}`;

/** Whether another role of the same owner (the company, or the template kind) has the name, case-insensitively. */
export async function roleNameTaken(db: Queryable, name: string, exceptId: number, template: string | null, companyId: string): Promise<boolean> {
  const rows = await db.query(
    'select id from roles where lower(name) = lower($1) and id <> $2 and (case when $3::text is null then company_id = $4 else template_kind = $3 end)',
    [name, exceptId, template, companyId],
  );
  return rows.length > 0;
}

export async function updateRole(tx: Queryable, id: string, name: string, description: string): Promise<string> {
  return (await tx.query<{ id: string }>('update roles set name = $2, description = $3 where id = $1 returning id', [id, name, description]))[0]!.id;
}

export async function insertRole(tx: Queryable, owner: { template: string } | { companyId: string }, name: string, description: string): Promise<string> {
  const [row] =
    'template' in owner
      ? await tx.query<{ id: string }>('insert into roles (template_kind, name, description) values ($1, $2, $3) returning id', [
          owner.template,
          name,
          description,
        ])
      : await tx.query<{ id: string }>('insert into roles (company_id, name, description) values ($1, $2, $3) returning id', [
          owner.companyId,
          name,
          description,
        ]);
  return row!.id;
}

/** Deletes the role; answers how many employees held it. */
export async function deleteRole(tx: Queryable, id: string): Promise<number> {
  const holders = await tx.query<{ n: string }>('select count(*) as n from employee_roles where role_id = $1', [id]);
  await tx.query('delete from roles where id = $1', [id]);
  return Number(holders[0]!.n);
}

export async function replaceGrants(tx: Queryable, roleId: string, menuIds: number[], buttonIds: number[]): Promise<void> {
  await tx.query('delete from role_menus where role_id = $1', [roleId]);
  await tx.query('delete from role_buttons where role_id = $1', [roleId]);
  if (menuIds.length) await tx.query('insert into role_menus (role_id, menu_id) select $1, unnest($2::bigint[])', [roleId, menuIds]);
  if (buttonIds.length) await tx.query('insert into role_buttons (role_id, button_id) select $1, unnest($2::bigint[])', [roleId, buttonIds]);
}

const named = async (db: Queryable, sql: string, ids: number[]) => (ids.length ? (await db.query<{ n: string }>(sql, [ids])).map((r) => r.n) : []);
/** Menus by path, for the audit. */
export const menuPaths = (db: Queryable, ids: number[]) => named(db, 'select path as n from menus where id = any($1::bigint[]) order by path', ids);
/** Buttons as `path#code`, for the audit. */
export const buttonPaths = (db: Queryable, ids: number[]) =>
  named(db, `select m.path || '#' || b.code as n from menu_buttons b join menus m on m.id = b.menu_id where b.id = any($1::bigint[]) order by 1`, ids);
