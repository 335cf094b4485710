import type { Queryable } from '../../db/types';
import { insertUser } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import { DEMO_PASSWORD } from '../auth/public';

/**
 * The demo's people as employees: the modules' seed steps make their demo staff here, as staff owns
 * the employees (issue 46). The company is named by its code; a company not there gets no employee.
 */

/** Platform staff who sign in with the demo password (an account and its employee of the platform). */
export async function seedDemoStaff(db: Queryable, staff: readonly { account: string; name: string }[]): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const s of staff) {
    const userId = await insertUser(db, s.account, s.name, hash);
    if (userId)
      await db.query(`insert into employees (company_id, user_id, name) select id, $1, $2 from company_directory where code = 'PLATFORM'`, [userId, s.name]);
  }
}

/** A demo account's employee in a company; answers its id. */
export async function insertDemoEmployee(
  db: Queryable,
  e: { company: string; userId: string | number | null; name: string; isAdmin: boolean; isDefault: boolean },
): Promise<string | undefined> {
  const [emp] = await db.query<{ id: string }>(
    `insert into employees (company_id, user_id, name, is_admin, is_default)
     select id, $2, $3, $4, $5 from company_directory where code = $1 returning id`,
    [e.company, e.userId, e.name, e.isAdmin, e.isDefault],
  );
  return emp?.id;
}

/** A company account for the "employee" account mode (no individual user behind it), once. */
export async function insertDemoEmployeeLogin(db: Queryable, e: { company: string; login: string; passwordHash: string; name: string }): Promise<void> {
  await db.query(
    `insert into employees (company_id, login_name, password_hash, name)
     select id, $2, $3, $4 from company_directory where code = $1 on conflict (login_name) do nothing`,
    [e.company, e.login, e.passwordHash, e.name],
  );
}
