import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { registerUser } from '../support/register';

/**
 * Issue 11, security 1: a clerk holding the employee list's "edit" button took the SI reviewer's
 * account over (set its login and password, or bound it to a user of the clerk's choice). Setting
 * another employee's login, password or bound user needs a person who holds every menu and button
 * the target holds (or the company admin); binding a user needs that user's acceptance.
 */
const t = withTestApp({ modules: ['companies', 'si', 'staff'] });
const { call, asUser, asEmployeeLogin } = caller(t);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const idOf = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ id: string }>(sql, params))[0]!.id);
const employeeOfUser = (account: string) =>
  idOf('select e.id from employees e join users u on u.id = e.user_id where u.account = $1 order by e.id limit 1', [account]);
const boundUserOf = async (employeeId: number) =>
  (await t.db.query<{ account: string | null }>('select u.account from employees e left join users u on u.id = e.user_id where e.id = $1', [employeeId]))[0]!
    .account;

async function register(account: string, password: string) {
  // signed up as a person does: Register, then the link in the e-mail opened (tests/api/support/register.ts)
  await registerUser(t, { Account: account, Password: password, Name: account.split('@')[0]! }, `10.33.0.${Math.floor(Math.random() * 250)}`);
}
/** A user-level session (no employee chosen): what offers are made to. */
async function userSession(account: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.userLogin,
    payload: { Account: account, Password: password },
    remoteAddress: `10.34.0.${Math.floor(Math.random() * 250)}`,
  });
  return res.json().Data.Token as string;
}

let reviewer = 0;
let hr = '';
let admin = '';
beforeAll(async () => {
  reviewer = await employeeOfUser('reviewer@demo.test');
  hr = await asUser('hr@demo.test');
  admin = await asUser('admin@demo.test');
});

describe('a clerk cannot take an account over', () => {
  it('hr (employee "edit" button, no SI rights) cannot set the reviewer’s login and password, and cannot then sign in as the reviewer', async () => {
    const save = await call('POST', ENDPOINTS.employeeSave, hr, { Id: reviewer, Name: '李娜', LoginName: 'plat.reviewer', Password: 'takeover-123' });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toMatchObject({ Status: false, Message: expect.stringMatching(/个您没有的菜单或按钮/) });
    const login = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.employeeLogin,
      payload: { Account: 'plat.reviewer', Password: 'takeover-123' },
      remoteAddress: '10.35.0.1',
    });
    expect(login.statusCode).toBe(400); // no such company login
    expect(login.json().Status).toBe(false);
    const [row] = await t.db.query<{ login_name: string | null; password_hash: string | null }>(
      'select login_name, password_hash from employees where id = $1',
      [reviewer],
    );
    expect(row).toEqual({ login_name: null, password_hash: null });
  });

  it('hr cannot bind the reviewer’s employee to a user of its choice; the reviewer keeps the account', async () => {
    await register('mallory@example.test', 'mallory-pass-1');
    const save = await call('POST', ENDPOINTS.employeeSave, hr, { Id: reviewer, Name: '李娜', UserAccount: 'mallory@example.test' });
    expect(save.statusCode).toBe(403);
    expect(await boundUserOf(reviewer)).toBe('reviewer@demo.test');
    const mallory = await userSession('mallory@example.test', 'mallory-pass-1');
    expect((await call('GET', ENDPOINTS.boundEmployees, mallory)).json().Data).toEqual([]);
    expect((await call('GET', ENDPOINTS.bindOffers, mallory)).json().Data).toEqual([]);
    // the reviewer still works as before
    const still = await asUser('reviewer@demo.test');
    expect((await call('GET', ENDPOINTS.siReviewQueue, still)).statusCode).toBe(200);
  });

  it('hr still sets the login and password of an employee whose menus and buttons it holds itself', async () => {
    const made = await call('POST', ENDPOINTS.employeeSave, admin, { Name: '前台', LoginName: 'plat.desk', Password: 'desk-pass-12' });
    expect(made.statusCode).toBe(200);
    const desk = made.json().Data.Id as number;
    const reset = await call('POST', ENDPOINTS.employeeSave, hr, { Id: desk, Name: '前台', LoginName: 'plat.desk', Password: 'desk-pass-34' });
    expect(reset.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: ENDPOINTS.employeeLogin,
          payload: { Account: 'plat.desk', Password: 'desk-pass-34' },
          remoteAddress: '10.35.0.2',
        })
      ).statusCode,
    ).toBe(200);
    // once the desk holds the SI menus (which hr lacks), hr may no longer reset it
    const [reviewRole] = await t.db.query<{ id: string }>(`select id from roles where name = '审单员'`);
    expect((await call('POST', ENDPOINTS.employeeSetRoles, admin, { Id: desk, RoleIds: [Number(reviewRole!.id)] })).statusCode).toBe(200);
    expect((await call('POST', ENDPOINTS.employeeSave, hr, { Id: desk, Name: '前台', Password: 'desk-pass-56' })).statusCode).toBe(403);
    // sending the unchanged login back (what the edit form does) is no credential change: other fields still save
    expect((await call('POST', ENDPOINTS.employeeSave, hr, { Id: desk, Name: '前台 王', LoginName: 'plat.desk', Phone: '021-5555 0000' })).statusCode).toBe(
      200,
    );
  });

  it('an offer lapses when the employee gains rights its maker may not hand out before the user accepts', async () => {
    await register('accomplice@example.test', 'accomplice-pass-1');
    const made = await call('POST', ENDPOINTS.employeeSave, admin, { Name: '新人', LoginName: 'plat.newcomer', Password: 'newcomer-pass-1' });
    expect(made.statusCode).toBe(200);
    const newcomer = made.json().Data.Id as number;
    // hr may bind the newcomer (it holds all the newcomer holds: nothing) to a user of its choice…
    expect(
      (await call('POST', ENDPOINTS.employeeSave, hr, { Id: newcomer, Name: '新人', LoginName: 'plat.newcomer', UserAccount: 'accomplice@example.test' }))
        .statusCode,
    ).toBe(200);
    // …then the admin makes the newcomer a reviewer, before the user accepts
    const [reviewRole] = await t.db.query<{ id: string }>(`select id from roles where name = '审单员'`);
    expect((await call('POST', ENDPOINTS.employeeSetRoles, admin, { Id: newcomer, RoleIds: [Number(reviewRole!.id)] })).statusCode).toBe(200);
    const accomplice = await userSession('accomplice@example.test', 'accomplice-pass-1');
    const [offer] = (await call('GET', ENDPOINTS.bindOffers, accomplice)).json().Data as { Id: number }[];
    const accepted = await call('POST', ENDPOINTS.decideBindOffer, accomplice, { Id: offer!.Id, Accept: true });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json()).toMatchObject({ Status: false, Code: 'OFFER_LAPSED' });
    expect(await boundUserOf(newcomer)).toBeNull();
    expect((await call('GET', ENDPOINTS.bindOffers, accomplice)).json().Data).toEqual([]);
  });

  it("a role manager cannot empty the reviewer role of menus it does not hold (and then reset the reviewer's account)", async () => {
    const made = await call('POST', ENDPOINTS.roleSave, admin, { Scope: 'company', Name: '角色管理员' });
    expect(made.statusCode).toBe(200);
    const managerRole = Number(made.json().Data.Id ?? made.json().Data);
    const menuIds = (
      await t.db.query<{ id: string }>(`select id from menus where tree = 'internal' and path = any($1)`, [
        ['/system/role/companyRole', '/system/role/roleEdit'],
      ])
    ).map((r) => Number(r.id));
    const buttonIds = (await t.db.query<{ id: string }>('select id from menu_buttons where menu_id = any($1::bigint[])', [menuIds])).map((r) => Number(r.id));
    expect((await call('POST', ENDPOINTS.roleSetGrants, admin, { Id: managerRole, MenuIds: menuIds, ButtonIds: buttonIds })).statusCode).toBe(200);
    expect(
      (await call('POST', ENDPOINTS.employeeSave, admin, { Name: '角色管理', LoginName: 'plat.rolemgr', Password: 'rolemgr-pass-1', RoleIds: [managerRole] }))
        .statusCode,
    ).toBe(200);
    const manager = await asEmployeeLogin('plat.rolemgr', 'rolemgr-pass-1');
    const reviewRole = await idOf(`select id from roles where name = '审单员'`);
    const before = (await call('GET', `${ENDPOINTS.roleGrants}?Id=${reviewRole}`, admin)).json().Data;
    expect(before.MenuIds.length).toBeGreaterThan(0);
    // what the manager cannot grant, it cannot take away: those grants stay as they are
    expect((await call('POST', ENDPOINTS.roleSetGrants, manager, { Id: reviewRole, MenuIds: [], ButtonIds: [] })).statusCode).toBe(200);
    const after = (await call('GET', `${ENDPOINTS.roleGrants}?Id=${reviewRole}`, admin)).json().Data;
    expect([after.MenuIds, after.ButtonIds]).toEqual([before.MenuIds, before.ButtonIds]);
  });

  it('hr cannot strip the reviewer of a role it does not hold (and then reset the account): taking away is as guarded as giving', async () => {
    const rolesOf = async () =>
      (
        await t.db.query<{ name: string }>('select r.name from employee_roles er join roles r on r.id = er.role_id where er.employee_id = $1 order by r.name', [
          reviewer,
        ])
      ).map((r) => r.name);
    const before = await rolesOf();
    expect(before).toContain('审单员');
    for (const [path, body] of [
      [ENDPOINTS.employeeSetRoles, { Id: reviewer, RoleIds: [] }],
      [ENDPOINTS.employeeSave, { Id: reviewer, Name: '李娜', RoleIds: [] }],
    ] as const) {
      const res = await call('POST', path, hr, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().Message).toMatch(/takes away "审单员"|会移除角色 "审单员"/);
      expect(await rolesOf()).toEqual(before);
    }
  });
});

describe('binding a user needs that user’s acceptance, also when the company admin asks', () => {
  it('the admin’s binding is an offer: nothing is bound until the user accepts; a decline binds nothing', async () => {
    await register('newbie@example.test', 'newbie-pass-1');
    const made = await call('POST', ENDPOINTS.employeeSave, admin, { Name: '新人', UserAccount: 'newbie@example.test' });
    expect(made.statusCode).toBe(200);
    expect(made.json().Data).toMatchObject({ BindOffer: { Account: 'newbie@example.test' } });
    const employee = made.json().Data.Id as number;
    expect(await boundUserOf(employee)).toBeNull();
    const detail = (await call('GET', `${ENDPOINTS.employeeDetail}?Id=${employee}`, admin)).json().Data;
    expect(detail.PendingBind).toMatchObject({ Account: 'newbie@example.test' });

    const newbie = await userSession('newbie@example.test', 'newbie-pass-1');
    const offers = (await call('GET', ENDPOINTS.bindOffers, newbie)).json().Data;
    expect(offers).toEqual([expect.objectContaining({ EmployeeName: '新人', CompanyName: expect.any(String), OfferedBy: expect.any(String) })]);
    // someone else cannot decide it
    const mallory = await userSession('mallory@example.test', 'mallory-pass-1');
    expect((await call('POST', ENDPOINTS.decideBindOffer, mallory, { Id: offers[0].Id, Accept: true })).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.decideBindOffer, newbie, { Id: offers[0].Id, Accept: false })).statusCode).toBe(200);
    expect(await boundUserOf(employee)).toBeNull();
    expect((await call('POST', ENDPOINTS.decideBindOffer, newbie, { Id: offers[0].Id, Accept: true })).statusCode).toBe(404); // decided already
    const log = await t.db.query<{ action: string }>(`select action from audit_events where entity = 'employee' and entity_id = $1 order by id`, [
      String(employee),
    ]);
    expect(log.map((l) => l.action)).toEqual(['added', 'bind offered', 'bind declined']);
  });

  it('the admin re-binds the reviewer to another user only once that user accepts', async () => {
    await register('successor@example.test', 'successor-pass-1');
    const offered = await call('POST', ENDPOINTS.employeeSave, admin, { Id: reviewer, Name: '李娜', UserAccount: 'successor@example.test' });
    expect(offered.statusCode).toBe(200);
    expect(await boundUserOf(reviewer)).toBe('reviewer@demo.test'); // not yet
    const successor = await userSession('successor@example.test', 'successor-pass-1');
    const [offer] = (await call('GET', ENDPOINTS.bindOffers, successor)).json().Data;
    const accepted = await call('POST', ENDPOINTS.decideBindOffer, successor, { Id: offer.Id, Accept: true });
    expect(accepted.statusCode).toBe(200);
    expect(await boundUserOf(reviewer)).toBe('successor@example.test');
    expect((await call('GET', ENDPOINTS.boundEmployees, successor)).json().Data.map((e: { Id: number }) => e.Id)).toEqual([reviewer]);
    const log = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      `select action, detail from audit_events where entity = 'employee' and entity_id = $1 order by id`,
      [String(reviewer)],
    );
    expect(log.map((l) => l.action)).toEqual(['edited', 'bind offered', 'bind accepted']);
    expect(log[2]!.detail).toMatchObject({
      before: { userAccount: 'reviewer@demo.test' },
      after: { userAccount: 'successor@example.test' },
      byUser: 'successor@example.test',
    });
  });

  it('an employee import binds nobody directly: each user account becomes an offer', async () => {
    await register('imported@example.test', 'imported-pass-1');
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('employees');
    ws.addRow(['姓名 Name', '企业登录名 LoginName', '初始密码 Password', '绑定用户 UserAccount']);
    ws.addRow(['导入者', '', '', 'imported@example.test']);
    const res = await call('POST', `${ENDPOINTS.employeeList}/Import`, admin, Buffer.from(await book.xlsx.writeBuffer()), XLSX_TYPE);
    expect(res.json().Data).toMatchObject({ Imported: 1 });
    const employee = await idOf(`select id from employees where name = '导入者'`);
    expect(await boundUserOf(employee)).toBeNull();
    const offers = (await call('GET', ENDPOINTS.bindOffers, await userSession('imported@example.test', 'imported-pass-1'))).json().Data;
    expect(offers).toEqual([expect.objectContaining({ EmployeeName: '导入者' })]);
  });

  it('a company created by the platform with an admin account offers the admin seat; the user accepts it', async () => {
    await register('founder2@example.test', 'founder-pass-1');
    const made = await call('POST', ENDPOINTS.companyCreate, admin, { Name: '测试 邀请公司', Kind: 'customer', AdminAccount: 'founder2@example.test' });
    expect(made.statusCode).toBe(200);
    const founder = await userSession('founder2@example.test', 'founder-pass-1');
    expect((await call('GET', ENDPOINTS.boundEmployees, founder)).json().Data).toEqual([]);
    const [offer] = (await call('GET', ENDPOINTS.bindOffers, founder)).json().Data;
    expect(offer).toMatchObject({ CompanyName: '测试 邀请公司', IsAdmin: true });
    expect((await call('POST', ENDPOINTS.decideBindOffer, founder, { Id: offer.Id, Accept: true })).statusCode).toBe(200);
    expect((await call('GET', ENDPOINTS.boundEmployees, founder)).json().Data).toEqual([
      expect.objectContaining({ CompanyName: '测试 邀请公司', IsAdmin: true }),
    ]);
  });
});

describe('an admin resetting a password', () => {
  it('still works for the company admin, and the old company-account session answers 401', async () => {
    const made = await call('POST', ENDPOINTS.employeeSave, admin, { Name: '夜班', LoginName: 'plat.night', Password: 'night-pass-1' });
    const night = made.json().Data.Id as number;
    const old = await asEmployeeLogin('plat.night', 'night-pass-1');
    expect((await call('GET', ENDPOINTS.currentEmployee, old)).statusCode).toBe(200);
    expect((await call('POST', ENDPOINTS.employeeSave, admin, { Id: night, Name: '夜班', Password: 'night-pass-2' })).statusCode).toBe(200);
    expect((await call('GET', ENDPOINTS.currentEmployee, old)).statusCode).toBe(401);
    expect((await call('GET', ENDPOINTS.currentEmployee, admin)).statusCode).toBe(200); // the admin's own session goes on
    expect((await call('GET', ENDPOINTS.currentEmployee, await asEmployeeLogin('plat.night', 'night-pass-2'))).statusCode).toBe(200);
  });
});
