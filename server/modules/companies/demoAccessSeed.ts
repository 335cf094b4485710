import type { Queryable } from '../../db/types';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import { DEMO_ACCESS_ROLES, seedDemoRoles } from '../access/public';
import { seedDemoStaff } from '../staff/public';

/** The demo people of the permission issue, beside those of the session issue. */
const DEMO_STAFF = [
  { account: 'hr@demo.test', name: '张伟' },
  { account: 'sales@demo.test', name: '孙丽' },
];

const COMPANY_DETAILS: Record<string, [contact: string, phone: string, email: string, address: string]> = {
  PLATFORM: ['运营中心', '021-6888 0000', 'ops@globalfreight.cn', '上海市浦东新区世纪大道100号'],
  'CUS-HZTX': ['王强', '0571-8765 4321', 'export@hztx.example', '浙江省杭州市滨江区江南大道588号'],
  'CUS-NBHY': ['赵磊', '0574-8732 1100', 'trade@nbhy.example', '浙江省宁波市北仑区新碶街道明州路32号'],
  'PRV-SHYD': ['刘洋', '021-5858 6600', 'agency@shyd.example', '上海市虹口区东大名路1089号'],
};

/**
 * Roles, grants, the HR and sales demo staff, salesperson assignments and company details (seed step
 * demo-access-v1, shipped as access's, right after the menus). The companies' step: it writes their
 * rows, and reaches staff (the staff) and access (the roles) — access, which both use, could reach
 * neither without a module circle (issue 46).
 */
export async function seedDemoAccess(db: Queryable): Promise<void> {
  await seedDemoStaff(db, DEMO_STAFF);
  await seedDemoRoles(db, DEMO_ACCESS_ROLES);
  const sales = (await employeesSigningInAs(db, ['sales@demo.test'])).map((e) => e.id);
  await db.query(
    `insert into company_salespeople (company_id, employee_id)
     select c.id, e.id from companies c, unnest($1::bigint[]) as e(id)
     where c.code in ('CUS-HZTX', 'CUS-NBHY', 'PRV-SHYD') on conflict do nothing`,
    [sales],
  );
  for (const [code, [contact, phone, email, address]] of Object.entries(COMPANY_DETAILS)) {
    await db.query(`update companies set contact_name = $2, contact_phone = $3, email = $4, address = $5 where code = $1 and contact_name = ''`, [
      code,
      contact,
      phone,
      email,
      address,
    ]);
  }
}
