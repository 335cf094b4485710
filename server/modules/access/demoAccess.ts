import type { MenuTreeKind } from '../../../src/contract/access';
import { folderPath } from '../../../src/routes/defaultMenus';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import type { Queryable } from '../../db/types';
import { SELLERS_ONLY_FOLDERS } from '../../../src/routes/defaultMenus';

export interface DemoRole {
  name: string;
  description: string;
  /** a company code, or a template kind */
  owner: { company: string } | { template: 'customer' | 'provider' };
  tree: MenuTreeKind;
  /** granted menu paths (a folder grants everything under it); `*` the whole tree */
  menus: string[];
  /** folders (with everything under them) left out of the grant */
  except?: string[];
  /** menu path → button codes; `*` every button of the granted menus */
  buttons: Record<string, string[]> | '*';
  /** employees (by user account or employee login) holding the role */
  holders: string[];
  permissions?: [string, string, string][];
}

/** The demo's roles of the permission issue (the companies' demo-access-v1 step seeds them, with the HR and sales staff). */
export const DEMO_ACCESS_ROLES: DemoRole[] = [
  {
    name: '审单员',
    description: '审核客户提交的提单补料（SI）',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    // reviews; submitting for customers (onBehalf) is not a reviewer's job
    menus: [folderPath('si')],
    buttons: { '/tdManage/siCheck': ['review'] },
    holders: ['reviewer@demo.test'],
    permissions: [['SI', 'review', '1']],
  },
  {
    name: '人事专员',
    description: '维护本公司员工账号与权限项',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: ['/system/employee/list', '/system/user/userList', '/system/permission/permissionList'],
    buttons: { '/system/employee/list': ['add', 'edit', 'disable', 'roles', 'import', 'export'], '/system/user/userList': ['export'] },
    holders: ['hr@demo.test'],
  },
  {
    name: '销售',
    description: '跟进分配给自己的客户与供应商',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: ['/system/company/customer/customerList', '/system/company/provider/providerList', '/system/company/customer/CustomerBusinessPersonnel'],
    buttons: { '/system/company/customer/customerList': ['export'], '/system/company/provider/providerList': ['export'] },
    holders: ['sales@demo.test'],
  },
  {
    name: '客户标准角色',
    description: '客户公司员工的默认权限（模板）',
    owner: { template: 'customer' },
    tree: 'external',
    menus: ['*'],
    // a customer keeps no rates and sells no space: the providers' folders (the modules' sellers-only folders) are theirs
    except: [folderPath('companyAdmin'), ...SELLERS_ONLY_FOLDERS],
    buttons: '*',
    holders: ['customer@demo.test', 'customer2@demo.test', 'multi@demo.test', 'hztx.ops'],
  },
  {
    name: '供应商标准角色',
    description: '供应商公司员工的默认权限（模板）',
    owner: { template: 'provider' },
    tree: 'external',
    menus: ['*'],
    except: [folderPath('companyAdmin')],
    buttons: '*',
    holders: ['provider@demo.test', 'multi@demo.test'],
  },
  {
    name: '单证员',
    description: '只处理提单补料与员工查询',
    owner: { company: 'CUS-HZTX' },
    tree: 'external',
    menus: [folderPath('si'), '/system/employee/list'],
    buttons: { '/system/employee/list': ['export'] },
    holders: ['hztx.ops'],
  },
];

/** Roles with their menus, buttons and permission items, held by the named people. */
export async function seedDemoRoles(db: Queryable, roles: readonly DemoRole[]): Promise<void> {
  for (const r of roles) {
    const [role] = await db.query<{ id: string }>(
      'company' in r.owner
        ? `insert into roles (company_id, name, description) select id, $2, $3 from company_directory where code = $1 returning id`
        : `insert into roles (template_kind, name, description) values ($1, $2, $3) returning id`,
      ['company' in r.owner ? r.owner.company : r.owner.template, r.name, r.description],
    );
    if (!role) continue;
    const under = (paths: string[]) =>
      db.query<{ id: string }>(
        `with recursive sub as (
           select id from menus where tree = $1 and lower(path) = any($2::text[])
           union select m.id from menus m join sub on m.parent_id = sub.id)
         select id from sub`,
        [r.tree, paths.map((m) => m.toLowerCase())],
      );
    const left = new Set((await under(r.except ?? [])).map((m) => m.id));
    const granted = (r.menus.includes('*') ? await db.query<{ id: string }>('select id from menus where tree = $1', [r.tree]) : await under(r.menus)).filter(
      (m) => !left.has(m.id),
    );
    for (const m of granted) await db.query('insert into role_menus (role_id, menu_id) values ($1, $2)', [role.id, m.id]);
    const ids = granted.map((m) => m.id);
    if (r.buttons === '*') {
      await db.query('insert into role_buttons (role_id, button_id) select $1, id from menu_buttons where menu_id = any($2::bigint[])', [role.id, ids]);
    } else {
      for (const [menu, codes] of Object.entries(r.buttons)) {
        await db.query(
          `insert into role_buttons (role_id, button_id) select $1, b.id from menu_buttons b join menus m on m.id = b.menu_id
           where m.tree = $2 and lower(m.path) = lower($3) and b.code = any($4::text[])`,
          [role.id, r.tree, menu, codes],
        );
      }
    }
    for (const [item, permission, value] of r.permissions ?? []) {
      await db.query('insert into role_permissions (role_id, item_key, permission_key, value) values ($1, $2, $3, $4)', [role.id, item, permission, value]);
    }
    // a holder's employee in the role's company (or of the template's kind)
    const holders = await employeesSigningInAs(db, r.holders);
    await db.query(
      `insert into employee_roles (employee_id, role_id)
       select h.id, r.id from roles r, unnest($2::bigint[], $3::bigint[], $4::text[]) as h(id, company_id, company_kind)
       where r.id = $1 and (h.company_id = r.company_id or h.company_kind = r.template_kind)
       on conflict do nothing`,
      [role.id, holders.map((h) => h.id), holders.map((h) => h.company_id), holders.map((h) => h.company_kind)],
    );
  }
}

/** A permission item held by a demo account's employee (the companies' demo-accounts-v1 step). */
export async function grantDemoPermission(db: Queryable, employeeId: string | number, item: string, permission: string, value: string): Promise<void> {
  await db.query('insert into employee_permissions (employee_id, item_key, permission_key, value) values ($1, $2, $3, $4)', [
    employeeId,
    item,
    permission,
    value,
  ]);
}
