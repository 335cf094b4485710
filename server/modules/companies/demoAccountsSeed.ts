import type { Queryable } from '../../db/types';
import { insertUser } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import { grantDemoPermission } from '../access/public';
import { DEMO_EMPLOYEE_LOGIN, DEMO_PASSWORD, DEMO_USERS } from '../auth/public';
import { insertDemoEmployee, insertDemoEmployeeLogin } from '../staff/public';

/**
 * The demo sign-ins (docs/demo-accounts.md; seed step demo-accounts-v1, shipped as auth's, right after
 * the demo companies): each account and its employees in the demo companies. Inserts the missing
 * ones; never touches existing ones. The companies' step, as it reaches every owner of the rows: the
 * accounts (the platform's), the employees (staff's) and their permission items (access's) — auth,
 * under them all, could reach none without a module circle (issue 46).
 */
export async function seedDemoAccounts(db: Queryable): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD); // one hash for all: the seed stays fast
  for (const u of DEMO_USERS) {
    const userId = await insertUser(db, u.account, u.name, hash);
    if (!userId) continue; // already there: what people changed stays
    for (const e of u.employees) {
      const id = await insertDemoEmployee(db, { company: e.company, userId, name: e.name, isAdmin: e.isAdmin ?? false, isDefault: e.isDefault ?? false });
      for (const [item, permission, value] of e.permissions ?? []) await grantDemoPermission(db, id!, item, permission, value);
    }
  }
  await insertDemoEmployeeLogin(db, {
    company: DEMO_EMPLOYEE_LOGIN.company,
    login: DEMO_EMPLOYEE_LOGIN.login,
    passwordHash: hash,
    name: DEMO_EMPLOYEE_LOGIN.name,
  });
}
