/** The demo sign-ins (docs/demo-accounts.md), all with this password (seeded by the companies' demo-accounts-v1). */
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
