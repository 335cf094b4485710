import type { EmployeeRowWire } from '../../../src/contract/admin';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { revokeEmployeeSessions } from '../../platform/auth/accountRepository';
import { assignableRolesOf, employeePermissionsOf, replaceEmployeeRoles, roleNamesOf, rolesGrantingMenusBeyond } from '../access/public';

// Employees, their roles and the users list: SQL only (rules and audit are in service.ts).

export const EMPLOYEE_SELECT = `select e.id as "Id", e.name as "Name", e.login_name as "LoginName", u.account as "UserAccount", e.phone as "Phone", e.email as "Email",
    e.is_admin as "IsAdmin", e.status as "Status", e.created_at as "CreatedAt", e.company_id as "CompanyId",
    coalesce((select json_agg(json_build_object('Id', r.id, 'Name', r.name) order by r.name) from employee_role_directory er join role_directory r on r.id = er.role_id
              where er.employee_id = e.id and (r.company_id = e.company_id or r.template_kind = c.kind)), '[]') as "Roles",
    coalesce((select string_agg(r.name, ', ' order by r.name) from employee_role_directory er join role_directory r on r.id = er.role_id
              where er.employee_id = e.id and (r.company_id = e.company_id or r.template_kind = c.kind)), '') as "RoleNames",
    coalesce((select json_agg(json_build_object('CompanyId', sc.id, 'CompanyName', sc.name_zh) order by sc.name_zh) from salesperson_directory s join company_directory sc on sc.id = s.company_id
              where s.employee_id = e.id), '[]') as "SalesFor"
  from employees e join company_directory c on c.id = e.company_id left join user_directory u on u.id = e.user_id`;

export const USER_SELECT = `select u.id as "Id", u.account as "Account", u.name as "Name", u.status as "Status", u.first_login_at as "FirstLoginAt", u.created_at as "CreatedAt",
    coalesce((select string_agg(c.name_zh, ', ' order by c.name_zh) from employees e join company_directory c on c.id = e.company_id where e.user_id = u.id), '') as "Companies"
  from user_directory u`;

export type EmployeeSqlRow = Omit<EmployeeRowWire, 'CreatedAt'> & { CreatedAt: Date; RoleNames: string; CompanyId: string };

/** An employee of the actor's own company. */
export async function ownEmployee(db: Queryable, actor: Actor, employeeId: number): Promise<EmployeeSqlRow | undefined> {
  const [row] = await db.query<EmployeeSqlRow>(`${EMPLOYEE_SELECT} where e.id = $1 and e.company_id = $2`, [employeeId, actor.companyId]);
  return row;
}

/** The employee's own permission overrides: access's (issue 46). */
export const employeePermissions = (db: Queryable, employeeId: number | string) => employeePermissionsOf(db, employeeId);

export const loginTaken = async (db: Queryable, login: string, exceptId: number | string) =>
  (await db.query('select 1 from employees where login_name = $1 and id <> $2', [login, exceptId])).length > 0;

export async function userIdByAccount(db: Queryable, account: string): Promise<string | undefined> {
  const [user] = await db.query<{ id: string }>('select id from user_directory where account = $1', [account]);
  return user?.id;
}

/** Whether the user is bound to another employee of the company. */
export const boundElsewhere = async (db: Queryable, userId: string, companyId: string, exceptId: number | string) =>
  (await db.query('select 1 from employees where user_id = $1 and company_id = $2 and id <> $3', [userId, companyId, exceptId])).length > 0;

/** name, login (null: keep), password hash (null: keep), phone, email, is admin */
export type EmployeeValues = [name: string, login: string | null, hash: string | null, phone: string, email: string, isAdmin: boolean];

export async function updateEmployee(tx: Queryable, id: number | string, values: EmployeeValues): Promise<void> {
  await tx.query(
    `update employees set name = $2, login_name = coalesce($3, login_name), password_hash = coalesce($4, password_hash), phone = $5, email = $6, is_admin = $7 where id = $1`,
    [id, ...values],
  );
}

export async function insertEmployee(tx: Queryable, companyId: string, values: EmployeeValues): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into employees (company_id, name, login_name, password_hash, phone, email, is_admin) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [companyId, ...values],
  );
  return row!.id;
}

export async function setEmployeeStatus(tx: Queryable, id: number | string, status: 'active' | 'disabled'): Promise<void> {
  await tx.query('update employees set status = $2 where id = $1', [id, status]);
}

/** The sessions are the platform's (server/platform/auth): it ends them. */
export async function revokeAllSessions(tx: Queryable, employeeId: number | string): Promise<void> {
  await revokeEmployeeSessions(tx, employeeId);
}

/** Of these roles, those the actor's company may assign (its own, and its kind's templates). */
export const assignableRoles = (db: Queryable, actor: Actor, roleIds: number[]) => assignableRolesOf(db, actor, { ids: roleIds });

export const assignableRolesNamed = (db: Queryable, actor: Actor, names: string[]) => assignableRolesOf(db, actor, { names });

/** The names of those roles granting a menu outside `menuIds`: access's (issue 46). */
export const rolesGrantingBeyond = (db: Queryable, roleIds: number[], menuIds: number[]) => rolesGrantingMenusBeyond(db, roleIds, menuIds);

/** Replaces the employee's roles of the actor's company (roles of other companies stay). */
export async function replaceRoles(tx: Queryable, actor: Actor, employeeId: number | string, roleIds: number[]): Promise<void> {
  await replaceEmployeeRoles(tx, employeeId, roleIds, actor);
}

export const roleNames = (db: Queryable, roleIds: number[]) => roleNamesOf(db, roleIds);
