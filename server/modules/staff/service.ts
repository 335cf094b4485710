import type { EmployeeRowWire } from '../../../src/contract/admin';
import { staffRefusalWords } from '../../../src/contract/system/words';
import type { Bilingual } from '../../../src/i18n/bilingual';
import type { Db, Queryable } from '../../db/types';
import { recordChange } from '../../platform/audit/record';
import { actorMenuTree, type Actor } from '../../platform/access/grants';
import { hashPassword } from '../../platform/auth/password';
import { normalizeAccount, revokeEmployeeSessions } from '../../platform/auth/accountRepository';
import { offerBinding } from './bindOffers';
import { uniqueKey } from '../../http/duplicates';
import { credentialRefusal } from '../../platform/auth/credentials';
import * as repo from './repository';
import type { EmployeeSqlRow, EmployeeValues } from './repository';

// Employees' rules: field checks, who may hand out which roles, sign-in changes, audit records.

export const presentEmployee = (r: EmployeeSqlRow): EmployeeRowWire => ({
  Id: Number(r.Id),
  Name: r.Name,
  LoginName: r.LoginName,
  UserAccount: r.UserAccount,
  Phone: r.Phone,
  Email: r.Email,
  IsAdmin: r.IsAdmin,
  Status: r.Status,
  Roles: r.Roles.map((x) => ({ Id: Number(x.Id), Name: x.Name })),
  SalesFor: r.SalesFor.map((x) => ({ CompanyId: Number(x.CompanyId), CompanyName: x.CompanyName })),
  CreatedAt: new Date(r.CreatedAt).toISOString(),
});

const LOGIN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** A company account's login name is unique on the platform (002_accounts.sql); the save answers it taken with DUPLICATE_NAME. */
export const LOGIN_NAME = uniqueKey({ constraint: 'employees_login_name_key', path: '/LoginName', en: 'login name', zh: '登录名' });
export const LOGIN_TAKEN = 'is taken by another company account';
const PHONE = /^(\+?[0-9][0-9 -]{5,19})?$/;
const EMAIL = /^([^\s@]+@[^\s@]+\.[^\s@]+)?$/;

export interface EmployeeInput {
  Name: string;
  LoginName?: string;
  Password?: string;
  UserAccount?: string;
  Phone?: string;
  Email?: string;
  IsAdmin?: boolean;
}

/** Field problems of an employee's data (shared by the form and the import): path → message. */
export async function employeeProblems(tx: Queryable, actor: Actor, input: EmployeeInput, existing?: EmployeeSqlRow): Promise<[string, string][]> {
  const problems: [string, string][] = [];
  const login = input.LoginName?.trim().toLowerCase() || '';
  const account = input.UserAccount?.trim() || '';
  if (!input.Name.trim()) problems.push(['/Name', 'is required']);
  if (login && !LOGIN.test(login)) problems.push(['/LoginName', 'takes 3 to 40 lower-case letters, digits, dots, dashes or underscores']);
  if (login && LOGIN.test(login) && (await repo.loginTaken(tx, login, existing?.Id ?? 0))) problems.push([LOGIN_NAME.path, LOGIN_TAKEN]);
  const needsPassword = login && !existing?.LoginName;
  if (needsPassword && (input.Password ?? '').length < 8) problems.push(['/Password', 'needs at least 8 characters for a new company login']);
  if (!needsPassword && input.Password && input.Password.length < 8) problems.push(['/Password', 'needs at least 8 characters']);
  if (account) {
    const userId = await repo.userIdByAccount(tx, normalizeAccount(account));
    if (!userId) problems.push(['/UserAccount', 'is not a registered user: they register first, then you bind them']);
    else if (await repo.boundElsewhere(tx, userId, actor.companyId, existing?.Id ?? 0))
      problems.push(['/UserAccount', 'is already bound to another employee of your company']);
  }
  if (!login && !account && !existing?.LoginName && !existing?.UserAccount) {
    problems.push(['/LoginName', 'or a user account is needed: an employee signs in with one of them']);
  }
  if (!PHONE.test(input.Phone ?? '')) problems.push(['/Phone', 'is not a phone number']);
  if (!EMAIL.test(input.Email ?? '')) problems.push(['/Email', 'is not an e-mail address']);
  return problems;
}

/** What a save changed in someone's sign-in: a new login name or password ends their sessions; a new user is offered. */
interface Written {
  id: number;
  /** the user offered the binding (never bound directly: the user accepts it) */
  offered: string | null;
}

/** The sign-in changes an input asks for against the employee as stored. */
export function credentialChanges(input: EmployeeInput, existing?: EmployeeSqlRow) {
  const login = input.LoginName?.trim().toLowerCase() || null;
  const account = input.UserAccount?.trim() ? normalizeAccount(input.UserAccount) : null;
  return {
    login: !!login && login !== existing?.LoginName,
    password: !!input.Password,
    // the edit form sends the bound user back unchanged: only another user is a change
    account: account !== null && account !== (existing?.UserAccount ?? null) ? account : null,
  };
}

export async function writeEmployee(tx: Queryable, actor: Actor, input: EmployeeInput, existing?: EmployeeSqlRow): Promise<Written> {
  const login = input.LoginName?.trim().toLowerCase() || null;
  const offered = credentialChanges(input, existing).account;
  const hash = input.Password ? await hashPassword(input.Password) : null;
  const values: EmployeeValues = [input.Name.trim(), login, hash, input.Phone?.trim() ?? '', input.Email?.trim() ?? '', input.IsAdmin ?? false];
  let id: number;
  if (existing) {
    await repo.updateEmployee(tx, existing.Id, values);
    await recordChange(tx, actor, {
      entity: 'employee',
      entityId: existing.Id,
      action: 'edited',
      detail: {
        before: { name: existing.Name, loginName: existing.LoginName, phone: existing.Phone, email: existing.Email, isAdmin: existing.IsAdmin },
        after: { name: values[0], loginName: login ?? existing.LoginName, phone: values[3], email: values[4], isAdmin: values[5] },
        passwordChanged: !!hash,
      },
    });
    id = Number(existing.Id);
  } else {
    const newId = await repo.insertEmployee(tx, actor.companyId, values);
    await recordChange(tx, actor, { entity: 'employee', entityId: newId, action: 'added', detail: { name: values[0], loginName: login, isAdmin: values[5] } });
    id = Number(newId);
  }
  if (offered) await offerBinding(tx, actor, { id, name: String(values[0]), companyId: actor.companyId }, offered);
  return { id, offered };
}

export const FOREIGN_ROLE = "holds a role that is not one of your company's roles" as const;

/** Roles this actor may hand out: assignable ones (own company's, own kind's templates) whose grants they hold themselves. */
export async function roleProblems(tx: Queryable, actor: Actor, roleIds: number[], takesAway = false): Promise<Bilingual | typeof FOREIGN_ROLE | undefined> {
  if (!roleIds.length) return undefined;
  const roles = await repo.assignableRoles(tx, actor, roleIds);
  if (roles.length !== roleIds.length) return FOREIGN_ROLE;
  if (actor.isAdmin) return undefined;
  const held = new Set<number>();
  const walk = (nodes: Awaited<ReturnType<typeof actorMenuTree>>) => {
    for (const n of nodes) {
      held.add(n.Id);
      walk(n.Children);
    }
  };
  walk(await actorMenuTree(tx, actor));
  const beyond = await repo.rolesGrantingBeyond(tx, roleIds, [...held]);
  return beyond.length ? staffRefusalWords.rolesBeyond(beyond.map((b) => `"${b.name}"`).join(', '), takesAway) : undefined;
}

/**
 * A change of an employee's roles: what is given and what is taken away must both lie within the
 * actor's own grants, or a clerk could strip a reviewer's roles and then reset the account.
 */
export async function roleChangeProblems(
  tx: Queryable,
  actor: Actor,
  employee: EmployeeSqlRow | undefined,
  roleIds: number[],
): Promise<Bilingual | typeof FOREIGN_ROLE | undefined> {
  const given = await roleProblems(tx, actor, roleIds);
  if (given) return given;
  const removed = (employee?.Roles ?? []).map((r) => Number(r.Id)).filter((id) => !roleIds.includes(id));
  const taken = removed.length ? await roleProblems(tx, actor, removed, true) : undefined;
  return taken && taken !== FOREIGN_ROLE ? taken : undefined;
}

export async function setRoles(tx: Queryable, actor: Actor, employee: EmployeeSqlRow, roleIds: number[]): Promise<void> {
  await repo.replaceRoles(tx, actor, employee.Id, roleIds);
  const names = await repo.roleNames(tx, roleIds);
  await recordChange(tx, actor, {
    entity: 'employeeRoles',
    entityId: employee.Id,
    action: 'roles set',
    detail: { employee: employee.Name, before: employee.Roles.map((r) => r.Name), after: names },
  });
}

/** An employee's roles set on their own (SetRoles): one transaction with its audit. */
export const changeRoles = (db: Db, actor: Actor, employee: EmployeeSqlRow, roleIds: number[]) =>
  db.transaction((tx) => setRoles(tx, actor, employee, roleIds));

export type SaveInput = EmployeeInput & { Id?: number; RoleIds?: number[] };
/** A problem: the field's path, its short English, and its words when they name values (the role names). */
export type SaveRefusal = { forbidden: Bilingual } | { noRole: true } | { problems: [string, string, Bilingual?][] };

/** Why this actor may not save this employee so, if they may not (checked in this order). */
export async function saveRefusal(db: Db, actor: Actor, b: SaveInput, existing: EmployeeSqlRow | undefined): Promise<SaveRefusal | undefined> {
  // an admin's login and password are the admin's own business: no clerk may take the account over
  if (existing?.IsAdmin && !actor.isAdmin) return { forbidden: staffRefusalWords.adminEditsAdmin };
  if ((b.IsAdmin ?? existing?.IsAdmin ?? false) !== (existing?.IsAdmin ?? false) && !actor.isAdmin) return { forbidden: staffRefusalWords.adminMakesAdmins };
  const changes = credentialChanges(b, existing);
  if (existing && (changes.login || changes.password || changes.account)) {
    const refused = await credentialRefusal(db, actor, existing.Id);
    if (refused) return { forbidden: refused };
  }
  const problems = await employeeProblems(db, actor, b, existing);
  const roleProblem = b.RoleIds ? await roleChangeProblems(db, actor, existing, b.RoleIds) : undefined;
  if (roleProblem === FOREIGN_ROLE) return { noRole: true }; // another company's role is absent
  const all: [string, string, Bilingual?][] = problems;
  if (roleProblem) all.push(['/RoleIds', roleProblem.en, roleProblem]);
  return all.length ? { problems: all } : undefined;
}

/** Saves the employee (and roles) in one transaction; a reset login or password ends the sessions that used the old one, except `keepSession`. */
export async function saveEmployee(db: Db, actor: Actor, b: SaveInput, existing: EmployeeSqlRow | undefined, keepSession: string) {
  const changes = credentialChanges(b, existing);
  return db.transaction(async (tx) => {
    const written = await writeEmployee(tx, actor, { ...b, IsAdmin: b.IsAdmin ?? existing?.IsAdmin ?? false }, existing);
    if (b.RoleIds) await setRoles(tx, actor, (await repo.ownEmployee(tx, actor, written.id))!, b.RoleIds);
    const ended = existing && (changes.login || changes.password) ? await revokeEmployeeSessions(tx, existing.Id, keepSession) : [];
    return { ...written, ended };
  });
}

/** Enables or disables; a disabled account's sessions end now, not at their expiry. */
export async function setStatus(db: Db, actor: Actor, employee: EmployeeSqlRow, status: 'active' | 'disabled'): Promise<void> {
  await db.transaction(async (tx) => {
    await repo.setEmployeeStatus(tx, employee.Id, status);
    if (status === 'disabled') await repo.revokeAllSessions(tx, employee.Id);
    await recordChange(tx, actor, {
      entity: 'employee',
      entityId: employee.Id,
      action: status === 'disabled' ? 'disabled' : 'enabled',
      detail: { name: employee.Name },
    });
  });
}
