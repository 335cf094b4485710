import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { EXTERNAL_MENU } from '../../../src/contract/access';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { MenuNode } from '../../../src/contract/admin';
import { grantsOf } from '../../../src/routes/access';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { withTestApp } from '../support/build';
import { registerUser } from '../support/register';
import { caller } from '../support/calls';

const t = withTestApp({ modules: ['companies', 'join', 'staff'] });
const { call, asUser, asEmployeeLogin } = caller(t);

const tokens: Record<string, string> = {};
const PEOPLE = [
  'admin@demo.test',
  'reviewer@demo.test',
  'hr@demo.test',
  'sales@demo.test',
  'customer.admin@demo.test',
  'customer@demo.test',
  'provider@demo.test',
];
beforeAll(async () => {
  for (const p of PEOPLE) tokens[p] = await asUser(p);
  tokens['hztx.ops'] = await asEmployeeLogin('hztx.ops');
});

const paths = (tree: MenuNode[]) => [...grantsOf(tree).keys()];
async function idOf(sql: string, params: unknown[] = []) {
  const [row] = await t.db.query<{ id: string }>(sql, params);
  return Number(row!.id);
}

describe('the menu tree of each person (spec §7 GetCurrentEmployeeMenuTree)', () => {
  it('platform staff get the internal tree, company employees the external one with its EXTERNAL_MENU node', async () => {
    const admin = (await call('GET', ENDPOINTS.currentEmployeeMenuTree, tokens['admin@demo.test']!)).json().Data as MenuNode[];
    expect(paths(admin)).toEqual(expect.arrayContaining(['/system/menu', '/tdmanage/sicheck', '/system/employee/list']));
    expect(paths(admin)).not.toContain(EXTERNAL_MENU.toLowerCase());
    const reviewer = paths((await call('GET', ENDPOINTS.currentEmployeeMenuTree, tokens['reviewer@demo.test']!)).json().Data);
    expect(reviewer).toContain('/tdmanage/sicheck');
    expect(reviewer).not.toContain('/system/menu');
    const customer = (await call('GET', ENDPOINTS.currentEmployeeMenuTree, tokens['customer@demo.test']!)).json().Data as MenuNode[];
    expect(customer.map((n) => n.Path)).toEqual([EXTERNAL_MENU]);
    expect(paths(customer)).toContain('/external/workbench/sisubimtlist');
    expect(paths(customer)).not.toContain('/system/employee/list'); // company administration is for the admin
    const node = (tree: MenuNode[], path: string): MenuNode | undefined => {
      for (const n of tree) {
        if (n.Path === path) return n;
        const inner = node(n.Children, path);
        if (inner) return inner;
      }
    };
    const customerAdmin = (await call('GET', ENDPOINTS.currentEmployeeMenuTree, tokens['customer.admin@demo.test']!)).json().Data as MenuNode[];
    expect(node(customerAdmin, '/system/employee/list')?.Buttons.map((b) => b.Code)).toEqual(expect.arrayContaining(['add', 'edit', 'export', 'approveBind']));
  });

  it('current employee carries the permission items of its roles', async () => {
    const me = (await call('GET', ENDPOINTS.currentEmployee, tokens['reviewer@demo.test']!)).json().Data;
    expect(me.Permissions).toEqual([{ ItemKey: 'SI', PermissionKey: 'review', Value: '1' }]);
  });
});

/** For each role of the demo data, which calls are allowed (200) and which refused (403). */
const MATRIX: [call: string, url: string, expected: Record<string, number>][] = [
  [
    'menu tree (maintenance)',
    `${ENDPOINTS.menuTree}?Tree=internal`,
    { 'admin@demo.test': 200, 'reviewer@demo.test': 403, 'hr@demo.test': 403, 'customer.admin@demo.test': 403, 'customer@demo.test': 403 },
  ],
  [
    'employee list',
    ENDPOINTS.employeeList,
    {
      'admin@demo.test': 200,
      'reviewer@demo.test': 403,
      'hr@demo.test': 200,
      'sales@demo.test': 403,
      'customer.admin@demo.test': 200,
      'customer@demo.test': 403,
      'hztx.ops': 200,
    },
  ],
  ['employee export', `${ENDPOINTS.employeeList}/Export`, { 'admin@demo.test': 200, 'hr@demo.test': 200, 'customer@demo.test': 403, 'hztx.ops': 200 }],
  ['user list', ENDPOINTS.userList, { 'admin@demo.test': 200, 'hr@demo.test': 200, 'sales@demo.test': 403, 'customer.admin@demo.test': 403 }],
  ['applications', ENDPOINTS.applicationList, { 'admin@demo.test': 200, 'hr@demo.test': 403, 'customer.admin@demo.test': 403 }],
  [
    'customers',
    ENDPOINTS.customerList,
    { 'admin@demo.test': 200, 'sales@demo.test': 200, 'hr@demo.test': 403, 'customer.admin@demo.test': 403, 'provider@demo.test': 403 },
  ],
  ['customer export', `${ENDPOINTS.customerList}/Export`, { 'sales@demo.test': 200, 'reviewer@demo.test': 403 }],
  ['providers', ENDPOINTS.providerList, { 'admin@demo.test': 200, 'sales@demo.test': 200, 'reviewer@demo.test': 403 }],
  ['own company', ENDPOINTS.companyCurrent, { 'admin@demo.test': 200, 'customer.admin@demo.test': 200, 'customer@demo.test': 403, 'provider@demo.test': 403 }],
  [
    'company roles',
    `${ENDPOINTS.roleList}?Scope=company`,
    { 'admin@demo.test': 200, 'customer.admin@demo.test': 200, 'reviewer@demo.test': 403, 'customer@demo.test': 403 },
  ],
  ['role templates', `${ENDPOINTS.roleList}?Scope=customer`, { 'admin@demo.test': 200, 'customer.admin@demo.test': 403 }],
  ['permission items', ENDPOINTS.permissionList, { 'admin@demo.test': 200, 'hr@demo.test': 200, 'customer.admin@demo.test': 200, 'customer@demo.test': 403 }],
  ['change log', ENDPOINTS.auditList, { 'admin@demo.test': 200, 'hr@demo.test': 200, 'customer@demo.test': 403 }],
  ['salesperson candidates', ENDPOINTS.salespeopleCandidates, { 'admin@demo.test': 200, 'sales@demo.test': 200, 'customer.admin@demo.test': 403 }],
];

describe('each demo role: allowed and refused calls', () => {
  for (const [name, url, expected] of MATRIX) {
    it(name, async () => {
      for (const [who, status] of Object.entries(expected)) {
        const res = await call('GET', url, tokens[who]!);
        expect({ who, status: res.statusCode }).toEqual({ who, status });
        if (status === 403) expect(res.json().Message).toMatch(/您没有此权限|仅限平台员工|platform staff/);
      }
    });
  }

  it('writes need the button: HR adds employees; the single-purpose 单证员 may not', async () => {
    const hr = await call('POST', ENDPOINTS.employeeSave, tokens['hr@demo.test']!, { Name: '新同事', LoginName: 'plat.new', Password: 'new-pass-123' });
    expect(hr.statusCode).toBe(200);
    const ops = await call('POST', ENDPOINTS.employeeSave, tokens['hztx.ops']!, { Name: '不该成功', LoginName: 'hztx.nope', Password: 'new-pass-123' });
    expect(ops.statusCode).toBe(403);
    expect(ops.json().Message).toContain('“add”按钮');
    // a non-admin cannot make admins, nor hand out a role granting more than they hold
    expect(
      (await call('POST', ENDPOINTS.employeeSave, tokens['hr@demo.test']!, { Name: '野心家', LoginName: 'plat.boss', Password: 'new-pass-123', IsAdmin: true }))
        .statusCode,
    ).toBe(403);
    const platformAdmin = await idOf(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'admin@demo.test'`);
    const takeover = await call('POST', ENDPOINTS.employeeSave, tokens['hr@demo.test']!, {
      Id: platformAdmin,
      Name: '平台管理员',
      LoginName: 'plat.takeover',
      Password: 'takeover-123',
    });
    expect(takeover.statusCode).toBe(403);
    const reviewerRole = await idOf(`select id from roles where name = '审单员'`);
    const escalate = await call('POST', ENDPOINTS.employeeSetRoles, tokens['hr@demo.test']!, { Id: hr.json().Data.Id, RoleIds: [reviewerRole] });
    expect(escalate.statusCode).toBe(400);
    expect(escalate.json().Message).toBe('角色：含有角色 "审单员"：它们授予了您自己没有的菜单'); // in the person's language (issue 32)
  });

  it('removing a button grant from a role takes the call away at once', async () => {
    const admin = tokens['admin@demo.test']!;
    const role = await idOf(`select id from roles where name = '人事专员'`);
    const grants = (await call('GET', `${ENDPOINTS.roleGrants}?Id=${role}`, admin)).json().Data;
    const exportButton = await idOf(
      `select b.id from menu_buttons b join menus m on m.id = b.menu_id where m.tree = 'internal' and m.path = '/system/employee/list' and b.code = 'export'`,
    );
    expect(grants.ButtonIds).toContain(exportButton);
    const set = await call('POST', ENDPOINTS.roleSetGrants, admin, {
      Id: role,
      MenuIds: grants.MenuIds,
      ButtonIds: grants.ButtonIds.filter((b: number) => b !== exportButton),
    });
    expect(set.statusCode).toBe(200);
    expect((await call('GET', `${ENDPOINTS.employeeList}/Export`, tokens['hr@demo.test']!)).statusCode).toBe(403);
    expect((await call('GET', ENDPOINTS.employeeList, tokens['hr@demo.test']!)).statusCode).toBe(200);
    const log = (await call('GET', `${ENDPOINTS.auditList}?Entity=roleGrants&EntityId=${role}`, admin)).json().Data.Items;
    expect(log[0]).toMatchObject({ Actor: '平台管理员', Action: 'granted', Detail: { buttonsRemoved: ['/system/employee/list#export'] } });
    // a button of a menu the role does not hold is refused
    const stray = await call('POST', ENDPOINTS.roleSetGrants, admin, { Id: role, MenuIds: [], ButtonIds: [exportButton] });
    expect(stray.statusCode).toBe(400);
  });
});

describe('maintenance: menus, employees, salespeople, the change log', () => {
  it('menus: add, rename, move, buttons; cycles and the EXTERNAL_MENU node are protected', async () => {
    const admin = tokens['admin@demo.test']!;
    const root = await idOf(`select id from menus where tree = 'external' and path = $1`, [EXTERNAL_MENU]);
    const folder = (await call('POST', ENDPOINTS.menuSave, admin, { Tree: 'external', ParentId: root, Path: 'group:test', Title: '测试目录' })).json().Data.Id;
    const leaf = (await call('POST', ENDPOINTS.menuSave, admin, { Tree: 'external', ParentId: folder, Path: '/external/workbench/qa', Title: '测试页' })).json()
      .Data.Id;
    const dup = await call('POST', ENDPOINTS.menuSave, admin, { Tree: 'external', ParentId: folder, Path: '/External/Workbench/QA', Title: '重复' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().Errors[0].Path).toBe('/Path');
    expect((await call('POST', ENDPOINTS.menuSave, admin, { Id: leaf, Tree: 'external', Path: '/external/workbench/qa', Title: '测试页面' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', ENDPOINTS.menuMove, admin, { Id: folder, ParentId: leaf, Index: 0 })).statusCode).toBe(400); // into itself
    expect((await call('POST', ENDPOINTS.menuMove, admin, { Id: leaf, ParentId: root, Index: 0 })).statusCode).toBe(200);
    expect((await call('POST', ENDPOINTS.menuDelete, admin, { Id: root })).statusCode).toBe(400);
    expect((await call('POST', ENDPOINTS.menuSaveButton, admin, { MenuId: leaf, Code: 'print', Name: '打印' })).statusCode).toBe(200);
    const tree = (await call('GET', `${ENDPOINTS.menuTree}?Tree=external`, admin)).json().Data as MenuNode[];
    expect(tree[0]!.Children[0]).toMatchObject({ Path: '/external/workbench/qa', Title: '测试页面', Buttons: [expect.objectContaining({ Code: 'print' })] });
    const log = (await call('GET', `${ENDPOINTS.auditList}?Entity=menu&PageSize=10`, admin)).json().Data.Items.map((e: { Action: string }) => e.Action);
    expect(log.slice(0, 4)).toEqual(['moved', 'edited', 'added', 'added']);
  });

  it('employees: a company login works, a duplicate is refused, disabling ends the session', async () => {
    const boss = tokens['customer.admin@demo.test']!;
    const made = await call('POST', ENDPOINTS.employeeSave, boss, {
      Name: '孙悦',
      LoginName: 'hztx.sun',
      Password: 'sun-pass-123',
      Phone: '+86 139 1234 5678',
    });
    expect(made.statusCode).toBe(200);
    const dup = await call('POST', ENDPOINTS.employeeSave, boss, { Name: '另一个', LoginName: 'hztx.sun', Password: 'sun-pass-123', Email: 'not-mail' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(['/LoginName', '/Email']);
    const sun = await asEmployeeLogin('hztx.sun', 'sun-pass-123');
    expect((await call('GET', ENDPOINTS.currentEmployee, sun)).json().Data.Name).toBe('孙悦');
    expect((await call('POST', ENDPOINTS.employeeSetStatus, boss, { Id: made.json().Data.Id, Status: 'disabled' })).statusCode).toBe(200);
    expect((await call('GET', ENDPOINTS.currentEmployee, sun)).statusCode).toBe(401);
    const list = (await call('GET', `${ENDPOINTS.employeeList}?Name=孙&Status=disabled`, boss)).json().Data;
    expect(list).toMatchObject({ Total: 1, Items: [{ Name: '孙悦', Status: 'disabled' }] });
  });

  it('lists page, sort and filter on the server; a bad sort or filter is refused plainly', async () => {
    const admin = tokens['admin@demo.test']!;
    const all = (await call('GET', `${ENDPOINTS.userList}?Sort=Account&PageSize=200`, admin)).json().Data;
    const accounts = all.Items.map((u: { Account: string }) => u.Account);
    expect(accounts).toEqual([...accounts].sort());
    const page2 = (await call('GET', `${ENDPOINTS.userList}?Sort=Account&Desc=true&PageSize=2&Page=2`, admin)).json().Data;
    expect(page2.Total).toBe(all.Total);
    expect(page2.Items.map((u: { Account: string }) => u.Account)).toEqual([...accounts].reverse().slice(2, 4));
    const filtered = (await call('GET', `${ENDPOINTS.userList}?Account=${encodeURIComponent('%')}`, admin)).json().Data;
    expect(filtered.Total).toBe(0); // % is a character to find, not a wildcard
    const bad = await call('GET', `${ENDPOINTS.userList}?Sort=password_hash&Colour=red`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Message).toMatch(/Sort|Colour/);
  });

  it('employees import from Excel: good rows taken, bad rows reported with reasons; export round-trips', async () => {
    const boss = tokens['customer.admin@demo.test']!;
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('employees');
    ws.addRow(['姓名 Name', '企业登录名 LoginName', '初始密码 Password', '电话 Phone', '角色 Roles']);
    ws.addRow(['钱多多', 'hztx.qian', 'qian-pass-1', '0571-1234567', '单证员']);
    ws.addRow(['', 'hztx.empty', 'x', '', '']);
    ws.addRow(['李四', 'hztx.li', 'short', '', '不存在的角色']);
    const res = await call('POST', `${ENDPOINTS.employeeList}/Import`, boss, Buffer.from(await book.xlsx.writeBuffer()), XLSX_TYPE);
    expect(res.statusCode).toBe(200);
    const result = res.json().Data;
    expect(result.Imported).toBe(1);
    expect(result.Rejected.map((r: { Row: number }) => r.Row)).toEqual([3, 4]);
    expect(result.Rejected[1].Reasons.join(' ')).toMatch(/Password.*8 characters.*no role called "不存在的角色"/);
    const notExcel = await call('POST', `${ENDPOINTS.employeeList}/Import`, boss, Buffer.from('hello'), XLSX_TYPE);
    expect(notExcel.statusCode).toBe(400);

    const exported = await call('GET', `${ENDPOINTS.employeeList}/Export?Name=钱`, boss);
    expect(exported.headers['content-type']).toBe(XLSX_TYPE);
    expect(exported.headers['content-disposition']).toMatch(/filename\*=UTF-8''employees-/);
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(back.worksheets[0]!.getRow(2).getCell(1).value).toBe('钱多多');
    expect(back.worksheets[0]!.getRow(2).getCell(6).value).toBe('单证员');
  });

  it('salespeople: assigned by the platform, visible to the salesperson and to the company', async () => {
    const admin = tokens['admin@demo.test']!;
    const company = await idOf(`select id from companies where code = 'PRV-SHYD'`);
    const staff = await idOf(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'hr@demo.test'`);
    expect((await call('POST', ENDPOINTS.salespeopleAssign, admin, { CompanyId: company, EmployeeId: staff })).statusCode).toBe(200);
    const customerEmployee = await idOf(`select id from employees where company_id = $1 limit 1`, [company]);
    expect((await call('POST', ENDPOINTS.salespeopleAssign, admin, { CompanyId: company, EmployeeId: customerEmployee })).statusCode).toBe(400);
    const detail = (await call('GET', `${ENDPOINTS.companyDetail}?Id=${company}`, admin)).json().Data;
    expect(detail.Salespeople.map((s: { Name: string }) => s.Name)).toEqual(expect.arrayContaining(['张伟', '孙丽']));
    expect((await call('GET', ENDPOINTS.myAccess, tokens['hr@demo.test']!)).json().Data.SalesFor).toEqual([
      { CompanyId: company, CompanyName: '上海远达船务代理有限公司' },
    ]);
    expect((await call('GET', ENDPOINTS.myAccess, tokens['provider@demo.test']!)).json().Data.Salespeople.map((s: { Name: string }) => s.Name)).toContain(
      '张伟',
    );
  });

  it('a company application is approved into a company whose applicant is its admin; a rejection needs a reason', async () => {
    const admin = tokens['admin@demo.test']!;
    await registerUser(t, { Account: 'founder2@demo.test', Password: 'founder-pass', Name: '创始人二' });
    const founder = (
      await t.app.inject({
        method: 'POST',
        url: '/api/WebsitePublic/UserLogin',
        payload: { Account: 'founder2@demo.test', Password: 'founder-pass' },
        remoteAddress: '10.99.0.1',
      })
    ).json().Data.Token;
    await call('POST', '/api/Join/CreateCompany', founder, {
      CompanyName: '厦门远洋货运有限公司',
      Kind: 'provider',
      ContactName: '创始人二',
      ContactPhone: '0592 1234567',
    });
    const pending = (await call('GET', `${ENDPOINTS.applicationList}?Stage=pending&CompanyName=厦门`, admin)).json().Data.Items;
    expect(pending).toHaveLength(1);
    expect((await call('POST', ENDPOINTS.applicationDecide, admin, { Id: pending[0].Id, Approve: false })).statusCode).toBe(400);
    const approved = await call('POST', ENDPOINTS.applicationDecide, admin, { Id: pending[0].Id, Approve: true });
    expect(approved.statusCode).toBe(200);
    expect((await call('POST', ENDPOINTS.applicationDecide, admin, { Id: pending[0].Id, Approve: true })).statusCode).toBe(404); // decided once
    const bound = (await call('GET', ENDPOINTS.boundEmployees, founder)).json().Data;
    expect(bound).toEqual([expect.objectContaining({ CompanyName: '厦门远洋货运有限公司', IsAdmin: true, CompanyKind: 'provider' })]);
  });
});
