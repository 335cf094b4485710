import type { Queryable } from '../../db/types';
import { insertUser } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';

/** The demo sign-ins (docs/demo-accounts.md), all with this password. */
export const DEMO_PASSWORD = 'demo1234';

interface DemoEmployee {
  company: string;
  name: string;
  isAdmin?: boolean;
  isDefault?: boolean;
  permissions?: [item: string, permission: string, value: string][];
}
interface DemoUser {
  account: string;
  name: string;
  employees: DemoEmployee[];
}

export const DEMO_USERS: DemoUser[] = [
  { account: 'admin@demo.test', name: '平台管理员', employees: [{ company: 'PLATFORM', name: '平台管理员', isAdmin: true }] },
  { account: 'reviewer@demo.test', name: '审单员 李娜', employees: [{ company: 'PLATFORM', name: '李娜', permissions: [['SI', 'review', '1']] }] },
  { account: 'customer.admin@demo.test', name: '王强', employees: [{ company: 'CUS-HZTX', name: '王强', isAdmin: true }] },
  { account: 'customer@demo.test', name: '陈静', employees: [{ company: 'CUS-HZTX', name: '陈静' }] },
  { account: 'customer2@demo.test', name: '赵磊', employees: [{ company: 'CUS-NBHY', name: '赵磊' }] },
  { account: 'provider@demo.test', name: '刘洋', employees: [{ company: 'PRV-SHYD', name: '刘洋' }] },
  // the provider's company admin: its employees and roles, and (issue 16) its rates and offers
  { account: 'provider.admin@demo.test', name: '孙涛', employees: [{ company: 'PRV-SHYD', name: '孙涛', isAdmin: true }] },
  {
    account: 'multi@demo.test',
    name: '周敏',
    employees: [
      { company: 'CUS-HZTX', name: '周敏（天祥）', isDefault: true },
      { company: 'PRV-SHYD', name: '周敏（远达）' },
    ],
  },
];

/** A company account for the "employee" account mode (no individual user behind it). */
export const DEMO_EMPLOYEE_LOGIN = { login: 'hztx.ops', company: 'CUS-HZTX', name: '天祥操作部' };

/** Inserts the demo accounts that are missing; never touches existing ones. */
export async function seedDemoAccounts(db: Queryable): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD); // one hash for all: the seed stays fast
  for (const u of DEMO_USERS) {
    const userId = await insertUser(db, u.account, u.name, hash);
    if (!userId) continue; // already there: what people changed stays
    for (const e of u.employees) {
      const [emp] = await db.query<{ id: string }>(
        `insert into employees (company_id, user_id, name, is_admin, is_default)
         select id, $2, $3, $4, $5 from company_directory where code = $1 returning id`,
        [e.company, userId, e.name, e.isAdmin ?? false, e.isDefault ?? false],
      );
      for (const [item, permission, value] of e.permissions ?? []) {
        await db.query('insert into employee_permissions (employee_id, item_key, permission_key, value) values ($1, $2, $3, $4)', [
          emp!.id,
          item,
          permission,
          value,
        ]);
      }
    }
  }
  await db.query(
    `insert into employees (company_id, login_name, password_hash, name)
     select id, $2, $3, $4 from company_directory where code = $1 on conflict (login_name) do nothing`,
    [DEMO_EMPLOYEE_LOGIN.company, DEMO_EMPLOYEE_LOGIN.login, hash, DEMO_EMPLOYEE_LOGIN.name],
  );
}
