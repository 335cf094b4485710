import type { Queryable } from '../../db/types';

export interface UserRow {
  id: string;
  account: string;
  name: string;
  password_hash: string;
  first_login_at: Date | null;
  status: string;
}

export interface EmployeeRow {
  id: string;
  name: string;
  user_id: string | null;
  is_admin: boolean;
  is_default: boolean;
  status: string;
  company_id: string;
  company_code: string;
  company_name_zh: string;
  company_name_en: string;
  company_kind: string;
}

const EMPLOYEE_COLUMNS = `e.id, e.name, e.user_id, e.is_admin, e.is_default, e.status,
  c.id as company_id, c.code as company_code, c.name_zh as company_name_zh, c.name_en as company_name_en, c.kind as company_kind`;

/** Accounts are compared lower-cased and trimmed: "Admin@Demo.test " is admin@demo.test. */
export const normalizeAccount = (account: string) => account.trim().toLowerCase();

export async function findUserByAccount(db: Queryable, account: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('select * from users where account = $1', [normalizeAccount(account)]);
  return row;
}

export async function getUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>('select * from users where id = $1', [id]);
  return row;
}

/** Marks the first sign-in; answers whether this was it (FIRST_REGISTER). */
export async function markFirstLogin(db: Queryable, userId: string): Promise<boolean> {
  const rows = await db.query('update users set first_login_at = now() where id = $1 and first_login_at is null returning id', [userId]);
  return rows.length > 0;
}

export async function findEmployeeLogin(db: Queryable, loginName: string): Promise<(EmployeeRow & { password_hash: string | null }) | undefined> {
  const [row] = await db.query<EmployeeRow & { password_hash: string | null }>(
    `select ${EMPLOYEE_COLUMNS}, e.password_hash from employees e join companies c on c.id = e.company_id where e.login_name = $1`,
    [normalizeAccount(loginName)],
  );
  return row;
}

export async function getEmployee(db: Queryable, id: string): Promise<EmployeeRow | undefined> {
  const [row] = await db.query<EmployeeRow>(`select ${EMPLOYEE_COLUMNS} from employees e join companies c on c.id = e.company_id where e.id = $1`, [id]);
  return row;
}

/** The employees people sign in as, by user account or employee login name (any status). */
export async function employeesSigningInAs(db: Queryable, names: readonly string[]): Promise<EmployeeRow[]> {
  return db.query<EmployeeRow>(
    `select ${EMPLOYEE_COLUMNS} from employees e join companies c on c.id = e.company_id left join users u on u.id = e.user_id
     where u.account = any($1::text[]) or e.login_name = any($1::text[])`,
    [names],
  );
}

/** The active employee accounts bound to a user, default first. */
export async function boundEmployees(db: Queryable, userId: string): Promise<EmployeeRow[]> {
  return db.query<EmployeeRow>(
    `select ${EMPLOYEE_COLUMNS} from employees e join companies c on c.id = e.company_id
     where e.user_id = $1 and e.status = 'active' and c.status = 'active'
     order by e.is_default desc, e.id`,
    [userId],
  );
}

/** The employee chosen automatically: the only one, else the one marked default, else none. */
export function defaultEmployee(list: readonly EmployeeRow[]): EmployeeRow | undefined {
  return list.length === 1 ? list[0] : list.find((e) => e.is_default);
}

export async function insertUser(db: Queryable, account: string, name: string, passwordHash: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    'insert into users (account, name, password_hash) values ($1, $2, $3) on conflict (account) do nothing returning id',
    [normalizeAccount(account), name, passwordHash],
  );
  return row?.id;
}

export async function setUserPassword(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
}

/** Every other live session of a user ends (after a password change); answers the ended ones. */
export async function revokeOtherSessions(db: Queryable, userId: string, keepSessionId: string): Promise<string[]> {
  const rows = await db.query<{ id: string; live: boolean }>(
    'update sessions set revoked_at = now() where user_id = $1 and id <> $2 and revoked_at is null returning id, (replaced_at is null and expires_at > now()) as live',
    [userId, keepSessionId],
  );
  // only the live ones can still hold a socket: replaced and expired ones were closed already
  return rows.filter((r) => r.live).map((r) => String(r.id));
}

/**
 * Every live session acting as this employee ends (its password was reset, or it moved to another
 * user), except `keepSessionId` (the person making the change, editing their own account).
 * Answers the ended ones that may still hold a socket.
 */
export async function revokeEmployeeSessions(db: Queryable, employeeId: string | number, keepSessionId?: string): Promise<string[]> {
  const rows = await db.query<{ id: string; live: boolean }>(
    'update sessions set revoked_at = now() where employee_id = $1 and id <> $2 and revoked_at is null returning id, (replaced_at is null and expires_at > now()) as live',
    [employeeId, keepSessionId ?? 0],
  );
  return rows.filter((r) => r.live).map((r) => String(r.id));
}
