import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db } from '../../../server/db/types';
import { seededDb } from '../support/build';
import { appOn, counting, employeeOfUser, idOf, on, withoutJobs } from './cacheApps';
import { registerUser } from '../support/register';

/**
 * Issue 13, the hot path: sessions, employees and menu trees are kept in the process (server/modules/
 * auth/authCache.ts). Every change that makes them untrue reaches this process's very next call;
 * each case warms the cache first, so the answer after the change cannot come from a fresh read.
 */
describe('the same process: the very next call after a change reflects it', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    db = await seededDb();
    app = await appOn(db);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  const c = () => on(app);
  /** Calls until the token's session and employee are kept; each answer must be `status`. */
  async function warm(token: string, url: string = ENDPOINTS.myAccess, status = 200, method: 'GET' | 'POST' = 'GET', payload?: object) {
    for (let i = 0; i < 2; i += 1) expect((await c().call(method, url, token, payload)).statusCode).toBe(status);
    expect(c().cached(token)).toBe(true);
  }
  const NOBODY = 999_999; // an id that is nobody's: an allowed call answers 404, a refused one 403

  it('signing out: 401', async () => {
    const token = await c().asUser('reviewer@demo.test');
    await warm(token);
    expect((await c().call('POST', ENDPOINTS.logout, token)).statusCode).toBe(200);
    expect((await c().call('GET', ENDPOINTS.myAccess, token)).statusCode).toBe(401);
    expect((await c().call('GET', ENDPOINTS.currentEmployee, token)).statusCode).toBe(401);
  });

  it('a newer sign-in of the same company account: the older one answers 409', async () => {
    const older = await c().asEmployeeLogin('hztx.ops');
    await warm(older);
    const newer = await c().asEmployeeLogin('hztx.ops');
    expect((await c().call('GET', ENDPOINTS.myAccess, older)).statusCode).toBe(409);
    expect((await c().call('GET', ENDPOINTS.myAccess, newer)).statusCode).toBe(200);
  });

  it('an admin resetting an employee’s password: its sessions answer 401', async () => {
    const admin = await c().asUser('customer.admin@demo.test');
    const made = await c().call('POST', ENDPOINTS.employeeSave, admin, { Name: '缓存测试一', LoginName: 'hztx.cache1', Password: 'cache-pass-1' });
    expect(made.statusCode).toBe(200);
    const old = await c().asEmployeeLogin('hztx.cache1', 'cache-pass-1');
    await warm(old);
    expect((await c().call('POST', ENDPOINTS.employeeSave, admin, { Id: made.json().Data.Id, Name: '缓存测试一', Password: 'cache-pass-2' })).statusCode).toBe(
      200,
    );
    expect((await c().call('GET', ENDPOINTS.myAccess, old)).statusCode).toBe(401);
    const fresh = await c().asEmployeeLogin('hztx.cache1', 'cache-pass-2');
    expect((await c().call('GET', ENDPOINTS.myAccess, fresh)).statusCode).toBe(200);
  });

  it('disabling an employee: 401; enabled again, it signs in and works (a disabled one was never kept)', async () => {
    const admin = await c().asUser('customer.admin@demo.test');
    const made = await c().call('POST', ENDPOINTS.employeeSave, admin, { Name: '缓存测试二', LoginName: 'hztx.cache2', Password: 'cache-pass-1' });
    const id = made.json().Data.Id;
    const token = await c().asEmployeeLogin('hztx.cache2', 'cache-pass-1');
    await warm(token);
    expect((await c().call('POST', ENDPOINTS.employeeSetStatus, admin, { Id: id, Status: 'disabled' })).statusCode).toBe(200);
    expect((await c().call('GET', ENDPOINTS.myAccess, token)).statusCode).toBe(401);
    expect((await c().call('POST', ENDPOINTS.employeeSetStatus, admin, { Id: id, Status: 'active' })).statusCode).toBe(200);
    const again = await c().asEmployeeLogin('hztx.cache2', 'cache-pass-1');
    expect((await c().call('GET', ENDPOINTS.myAccess, again)).statusCode).toBe(200);
  });

  it('disabling a company: its people’s sessions answer 401; enabled again, they sign in and work', async () => {
    const admin = await c().asUser('admin@demo.test');
    const token = await c().asUser('customer2@demo.test');
    await warm(token);
    const nbhy = await idOf(db, `select id from companies where code = 'CUS-NBHY'`);
    const edit = (Status: string) => c().call('POST', ENDPOINTS.companyEdit, admin, { Id: nbhy, Name: '宁波海越贸易有限公司', Status });
    expect((await edit('disabled')).statusCode).toBe(200);
    expect((await c().call('GET', ENDPOINTS.myAccess, token)).statusCode).toBe(401);
    expect((await edit('active')).statusCode).toBe(200);
    const again = await c().asUser('customer2@demo.test');
    expect((await c().call('GET', ENDPOINTS.myAccess, again)).statusCode).toBe(200);
  });

  it('moving an employee to another user: the previous user’s sessions acting as it answer 401', async () => {
    const admin = await c().asUser('customer.admin@demo.test');
    const colleague = await c().asUser('customer@demo.test');
    await warm(colleague);
    const account = 'cache.successor@example.test';
    await registerUser({ app, db }, { Account: account, Password: 'successor-1', Name: '接任者' }, '10.114.0.1');
    const employee = await employeeOfUser(db, 'customer@demo.test');
    expect((await c().call('POST', ENDPOINTS.employeeSave, admin, { Id: employee, Name: '陈静', UserAccount: account })).statusCode).toBe(200);
    expect((await c().call('GET', ENDPOINTS.myAccess, colleague)).statusCode).toBe(200); // an offer alone changes nothing
    const successor = await c().asUserOnly(account, 'successor-1');
    const [offer] = (await c().call('GET', ENDPOINTS.bindOffers, successor)).json().Data;
    expect((await c().call('POST', ENDPOINTS.decideBindOffer, successor, { Id: offer.Id, Accept: true })).statusCode).toBe(200);
    expect((await c().call('GET', ENDPOINTS.myAccess, colleague)).statusCode).toBe(401);
  });

  it('a removed role: 403 on the next call; given back: allowed on the next call', async () => {
    const admin = await c().asUser('admin@demo.test');
    const sales = await c().asUser('sales@demo.test');
    const detail = () => c().call('GET', `${ENDPOINTS.companyDetail}?Id=${NOBODY}`, sales);
    await warm(sales, `${ENDPOINTS.companyDetail}?Id=${NOBODY}`, 404);
    const salesId = await employeeOfUser(db, 'sales@demo.test');
    const role = await idOf(db, `select id from roles where name = '销售'`);
    expect((await c().call('POST', ENDPOINTS.employeeSetRoles, admin, { Id: salesId, RoleIds: [] })).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(403);
    expect((await c().call('POST', ENDPOINTS.employeeSetRoles, admin, { Id: salesId, RoleIds: [role] })).statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(404);
  });

  it('a removed menu button: the call behind it answers 403 on the next call', async () => {
    const admin = await c().asUser('admin@demo.test');
    const hr = await c().asUser('hr@demo.test');
    const disable = () => c().call('POST', ENDPOINTS.employeeSetStatus, hr, { Id: NOBODY, Status: 'active' });
    await warm(hr, ENDPOINTS.employeeSetStatus, 404, 'POST', { Id: NOBODY, Status: 'active' });
    const button = await idOf(
      db,
      `select b.id from menu_buttons b join menus m on m.id = b.menu_id where m.tree = 'internal' and m.path = '/system/employee/list' and b.code = 'disable'`,
    );
    expect((await c().call('POST', ENDPOINTS.menuDeleteButton, admin, { Id: button })).statusCode).toBe(200);
    expect((await disable()).statusCode).toBe(403);
  });

  it('a grant removed from a role: its holders’ next call answers 403', async () => {
    const admin = await c().asUser('admin@demo.test');
    const hr = await c().asUser('hr@demo.test');
    const detail = () => c().call('GET', `${ENDPOINTS.employeeDetail}?Id=${NOBODY}`, hr);
    await warm(hr, `${ENDPOINTS.employeeDetail}?Id=${NOBODY}`, 404);
    const role = await idOf(db, `select id from roles where name = '人事专员'`);
    const list = await idOf(db, `select id from menus where tree = 'internal' and path = '/system/employee/list'`);
    const grants = (await c().call('GET', `${ENDPOINTS.roleGrants}?Id=${role}`, admin)).json().Data;
    expect(grants.MenuIds).toContain(list);
    const buttonsOfList = new Set((await db.query<{ id: string }>('select id from menu_buttons where menu_id = $1', [list])).map((b) => Number(b.id)));
    const set = await c().call('POST', ENDPOINTS.roleSetGrants, admin, {
      Id: role,
      MenuIds: grants.MenuIds.filter((m: number) => m !== list),
      ButtonIds: grants.ButtonIds.filter((b: number) => !buttonsOfList.has(b)),
    });
    expect(set.statusCode).toBe(200);
    expect((await detail()).statusCode).toBe(403);
  });

  it('the current-employee answer: an employee’s own permission item, a role’s item and a new name show on the next call', async () => {
    const admin = await c().asUser('customer.admin@demo.test');
    const made = await c().call('POST', ENDPOINTS.employeeSave, admin, { Name: '缓存测试三', LoginName: 'hztx.cache3', Password: 'cache-pass-3' });
    const me = made.json().Data.Id;
    const hasRoles = await c().call('POST', ENDPOINTS.employeeSetRoles, admin, {
      Id: me,
      RoleIds: [await idOf(db, `select id from roles where template_kind = 'customer' order by id limit 1`)],
    });
    expect(hasRoles.statusCode).toBe(200);
    const token = await c().asEmployeeLogin('hztx.cache3', 'cache-pass-3');
    const current = async () => (await c().call('GET', ENDPOINTS.currentEmployee, token)).json().Data;
    await warm(token, ENDPOINTS.currentEmployee);
    const has = (data: { Permissions: { ItemKey: string; Value: string }[] }, key: string, value: string) =>
      data.Permissions.some((p) => p.ItemKey === key && p.Value === value);
    const item = { OwnerKind: 'employee', OwnerId: me, ItemKey: 'cache.item', PermissionKey: 'limit' };
    expect((await c().call('POST', ENDPOINTS.permissionSave, admin, { ...item, Value: '7' })).statusCode).toBe(200);
    expect(has(await current(), 'cache.item', '7')).toBe(true);
    expect((await c().call('POST', ENDPOINTS.permissionDelete, admin, item)).statusCode).toBe(200);
    expect(has(await current(), 'cache.item', '7')).toBe(false);
    // a role's item reaches its holders
    const [role] = await db.query<{ role_id: string }>('select role_id from employee_roles where employee_id = $1 limit 1', [me]);
    const roleItem = { OwnerKind: 'role', OwnerId: Number(role!.role_id), ItemKey: 'cache.role', PermissionKey: 'limit' };
    const savedRole = await c().call('POST', ENDPOINTS.permissionSave, await c().asUser('admin@demo.test'), { ...roleItem, Value: '9' });
    expect(savedRole.statusCode).toBe(200);
    expect(has(await current(), 'cache.role', '9')).toBe(true);
    // the employee renamed by its admin
    expect((await c().call('POST', ENDPOINTS.employeeSave, admin, { Id: me, Name: '缓存测试三（改）' })).statusCode).toBe(200);
    expect((await current()).Name).toBe('缓存测试三（改）');
  });

  it('a deleted menu: its holders’ next call behind it answers 403', async () => {
    const admin = await c().asUser('admin@demo.test');
    const companyAdmin = await c().asUser('customer.admin@demo.test'); // a company admin holds the whole external tree
    const current = () => c().call('GET', ENDPOINTS.companyCurrent, companyAdmin);
    await warm(companyAdmin, ENDPOINTS.companyCurrent, 200);
    for (const path of ['/system/CurrentCompanyDetail', '/system/company/editCompanyInfo']) {
      const menu = await db.query<{ id: string }>(`select id from menus where tree = 'external' and path = $1`, [path]);
      for (const m of menu) expect((await c().call('POST', ENDPOINTS.menuDelete, admin, { Id: Number(m.id) })).statusCode).toBe(200);
    }
    expect((await current()).statusCode).toBe(403);
  });
});

describe('a warm call reads nothing from the database before its handler', () => {
  let app: FastifyInstance;
  let inner: Db;
  let log: string[];
  beforeAll(async () => {
    inner = await seededDb();
    const counted = counting(inner);
    log = counted.log;
    app = await appOn(counted.db);
    // handlers that read nothing: whatever a call of theirs reads, the auth hook read
    app.get('/api/CacheProbe/Session', { config: { auth: 'session' } }, async () => ({ Status: true, Data: null }));
    app.get('/api/CacheProbe/Employee', { config: { auth: 'employee' } }, async () => ({ Status: true, Data: null }));
    app.get('/api/CacheProbe/Governed', { config: { access: ACCESS.currentCompanyRead } }, async () => ({ Status: true, Data: null }));
    app.get('/api/CacheProbe/Button', { config: { access: ACCESS.employeeExport } }, async () => ({ Status: true, Data: null }));
    await withoutJobs(app); // every query written down is then a call's
  });
  afterAll(async () => {
    await app.close();
    await inner.close();
  });
  /** The queries one call makes. */
  async function queriesOf(token: string, url: string, status = 200) {
    log.length = 0;
    const res = await on(app).call('GET', url, token);
    expect(res.statusCode, url).toBe(status);
    return [...log];
  }

  it('a company admin (the whole tree): cold, the hook reads; warm, nothing', async () => {
    const token = await on(app).asUser('customer.admin@demo.test');
    expect((await queriesOf(token, '/api/CacheProbe/Governed')).length).toBeGreaterThan(0); // session, employee, menu tree
    expect(await queriesOf(token, '/api/CacheProbe/Governed')).toEqual([]);
    expect(await queriesOf(token, '/api/CacheProbe/Employee')).toEqual([]);
    expect(await queriesOf(token, '/api/CacheProbe/Session')).toEqual([]);
    expect(await queriesOf(token, '/api/CacheProbe/Button')).toEqual([]);
  });

  it('an employee holding roles: warm, the governed call and the menu tree read nothing', async () => {
    const token = await on(app).asUser('customer@demo.test');
    await queriesOf(token, '/api/CacheProbe/Governed', 403); // the template role leaves the company-admin menus out
    expect(await queriesOf(token, '/api/CacheProbe/Governed', 403)).toEqual([]);
    expect(await queriesOf(token, ENDPOINTS.currentEmployeeMenuTree)).toEqual([]); // the handler's tree is the cached one
    const hr = await on(app).asUser('hr@demo.test');
    await queriesOf(hr, '/api/CacheProbe/Button');
    expect(await queriesOf(hr, '/api/CacheProbe/Button')).toEqual([]);
  });

  it('CurrentEmployee/Current, warm, reads nothing: the employee and its permission items are kept with its entry', async () => {
    const token = await on(app).asUser('reviewer@demo.test');
    const cold = await queriesOf(token, ENDPOINTS.currentEmployee);
    expect(cold.some((q) => /from sessions/.test(q))).toBe(true);
    expect(cold.some((q) => /permissions/.test(q))).toBe(true);
    expect(await queriesOf(token, ENDPOINTS.currentEmployee)).toEqual([]);
  });

  it('a company-account session (employee mode) too', async () => {
    const token = await on(app).asEmployeeLogin('hztx.ops');
    await queriesOf(token, ENDPOINTS.myAccess);
    expect(await queriesOf(token, '/api/CacheProbe/Employee')).toEqual([]);
    // the first call needing the tree reads it (and only it: session and employee are kept)…
    const first = await queriesOf(token, ENDPOINTS.currentEmployeeMenuTree);
    expect(first.some((q) => /from sessions|from employees/.test(q))).toBe(false);
    expect(first.some((q) => /from menus/.test(q))).toBe(true);
    // …and the next ones share it
    expect(await queriesOf(token, ENDPOINTS.currentEmployeeMenuTree)).toEqual([]);
  });

  it('an unknown or ended token is read every time (refusals are never kept)', async () => {
    expect((await queriesOf('no-such-token', '/api/CacheProbe/Session', 401)).length).toBe(1);
    expect((await queriesOf('no-such-token', '/api/CacheProbe/Session', 401)).length).toBe(1);
    const token = await on(app).asUser('provider@demo.test');
    await queriesOf(token, '/api/CacheProbe/Session');
    expect((await on(app).call('POST', ENDPOINTS.logout, token)).statusCode).toBe(200);
    expect((await queriesOf(token, '/api/CacheProbe/Session', 401)).length).toBe(1);
    expect((await queriesOf(token, '/api/CacheProbe/Session', 401)).length).toBe(1);
  });
});

describe('the idle limit, checked against the kept session', () => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    db = await seededDb();
    // entries would live a minute: only the kept row's last_seen_at can end the session
    app = await appOn(db, { sessionPolicy: { idleMs: 1_500 }, authCache: { maxAgeMs: 60_000 } });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('calls keep a session alive (each touch moves the kept last_seen_at); unused past the limit it answers 401', async () => {
    const token = await on(app).asUser('customer@demo.test');
    for (let i = 0; i < 6; i += 1) {
      expect((await on(app).call('GET', ENDPOINTS.myAccess, token)).statusCode).toBe(200);
      expect(on(app).cached(token)).toBe(true);
      await new Promise((r) => setTimeout(r, 400));
    }
    await new Promise((r) => setTimeout(r, 1_700));
    const idle = await on(app).call('GET', ENDPOINTS.myAccess, token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().Message).toBe('登录已过期，请重新登录。');
  });
});
