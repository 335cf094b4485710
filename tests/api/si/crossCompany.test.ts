import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { useTestApp } from '../support/build';
import { caller } from '../support/calls';
import { idFields } from '../support/routeTable';

const t = useTestApp();
const { call, asUser } = caller(t);

/** Who names the other company's records: employees of 杭州天祥 (CUS-HZTX), the admin unless a row says otherwise. */
const PEOPLE = ['customer.admin@demo.test', 'customer@demo.test'] as const;
type Person = (typeof PEOPLE)[number];
const tokens = {} as Record<Person, string>;
beforeAll(async () => {
  for (const p of PEOPLE) tokens[p] = await asUser(p);
});

async function idOf(sql: string, params: unknown[] = []) {
  const [row] = await t.db.query<{ id: string }>(sql, params);
  return Number(row!.id);
}

/**
 * Company scoping: an employee of one company (杭州天祥) names records of another (宁波海越, or the
 * platform). Every call that takes an id is in this table or in NOT_COMPANY_SCOPED — the last test
 * derives the list from the server's own route table (app.apiRoutes) with the rule of
 * routeTable.ts (a path parameter, or a query or body property at any depth, named `id` or ending
 * in Id/Ids/ID/IDs), so a new call with an id fails until it is added here.
 *
 * Expected answers: 404 "No such …" — as if absent — where the person may make the call but the
 * record is another company's; 403 where the call itself is behind something the person lacks
 * (platform staff only, or a menu/button), said in the Message; 400 where the id is refused as
 * input (menus or buttons the person does not hold themselves).
 */
type CrossCase = {
  method: 'GET' | 'POST';
  url: string;
  id: string;
  /** default: the customer's admin, who holds every external menu — so a 404 is the scoping, not a missing permission */
  who?: Person;
  payload?: (ids: Ids) => object;
  query?: (ids: Ids) => string;
  expected: 400 | 403 | 404;
};
type Ids = Record<
  'otherSi' | 'otherTemplate' | 'otherMessage' | 'otherEmployee' | 'otherUser' | 'ownEmployee' | 'ownRole' | 'internalMenu' | 'platformRole' | 'templateRole' | 'otherCompany' | 'otherBind' | 'menu' | 'button' | 'application' | 'salesperson' | 'otherOffer',
  number
>;
const CROSS: CrossCase[] = [
  { method: 'GET', url: ENDPOINTS.employeeDetail, id: 'Id', query: (i) => `Id=${i.otherEmployee}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSave, id: 'Id', payload: (i) => ({ Id: i.otherEmployee, Name: '改名' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSetStatus, id: 'Id', payload: (i) => ({ Id: i.otherEmployee, Status: 'disabled' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSetRoles, id: 'Id', payload: (i) => ({ Id: i.otherEmployee, RoleIds: [] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSetRoles, id: 'RoleIds', payload: (i) => ({ Id: i.ownEmployee, RoleIds: [i.platformRole] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.employeeSave, id: 'RoleIds', payload: (i) => ({ Name: '跨公司角色', LoginName: 'hztx.cross', Password: 'cross-pass-1', RoleIds: [i.platformRole] }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.roleGrants, id: 'Id', query: (i) => `Id=${i.platformRole}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.roleGrants, id: 'Id', query: (i) => `Id=${i.templateRole}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleSave, id: 'Id', payload: (i) => ({ Id: i.platformRole, Scope: 'company', Name: '改名' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleDelete, id: 'Id', payload: (i) => ({ Id: i.platformRole }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleSetGrants, id: 'Id', payload: (i) => ({ Id: i.platformRole, MenuIds: [], ButtonIds: [] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.roleSetGrants, id: 'MenuIds', payload: (i) => ({ Id: i.ownRole, MenuIds: [i.internalMenu], ButtonIds: [] }), expected: 400 },
  { method: 'POST', url: ENDPOINTS.roleSetGrants, id: 'ButtonIds', payload: (i) => ({ Id: i.ownRole, MenuIds: [], ButtonIds: [i.button] }), expected: 400 },
  { method: 'POST', url: ENDPOINTS.chooseEmployee, id: 'EmployeeId', payload: (i) => ({ EmployeeId: i.otherEmployee }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.permissionSave, id: 'OwnerId', payload: (i) => ({ OwnerKind: 'employee', OwnerId: i.otherEmployee, ItemKey: 'SI', PermissionKey: 'review', Value: '1' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.permissionDelete, id: 'OwnerId', payload: (i) => ({ OwnerKind: 'role', OwnerId: i.platformRole, ItemKey: 'SI', PermissionKey: 'review' }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.joinDecideBindRequest, id: 'Id', payload: (i) => ({ Id: i.otherBind, Approve: true }), expected: 404 },
  // another person's binding offer cannot be accepted (and so the other company's employee taken)
  { method: 'POST', url: ENDPOINTS.decideBindOffer, id: 'Id', payload: (i) => ({ Id: i.otherOffer, Accept: true }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.companyDetail, id: 'Id', query: (i) => `Id=${i.otherCompany}`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.companyEdit, id: 'Id', payload: (i) => ({ Id: i.otherCompany, Name: '被改名' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.salespeopleAssign, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.salesperson }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.salespeopleAssign, id: 'EmployeeId', payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.ownEmployee }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.salespeopleRemove, id: 'EmployeeId', payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.salesperson }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.salespeopleRemove, id: 'CompanyId', payload: (i) => ({ CompanyId: i.otherCompany, EmployeeId: i.salesperson }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.applicationDecide, id: 'Id', payload: (i) => ({ Id: i.application, Approve: true }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuSave, id: 'ParentId', payload: (i) => ({ Tree: 'internal', ParentId: i.internalMenu, Path: '/y', Title: 'y' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuMove, id: 'ParentId', payload: (i) => ({ Id: i.menu, ParentId: i.internalMenu, Index: 0 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuSave, id: 'Id', payload: (i) => ({ Id: i.menu, Tree: 'external', Path: '/x', Title: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuMove, id: 'Id', payload: (i) => ({ Id: i.menu, ParentId: null, Index: 0 }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuDelete, id: 'Id', payload: (i) => ({ Id: i.menu }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuSaveButton, id: 'MenuId', payload: (i) => ({ MenuId: i.menu, Code: 'x', Name: 'x' }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.siSourceData, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siList, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.siCheck, id: 'CGO_ID', payload: () => ({ TDBLInfos: [SHAPE_ONLY], Num: 1, CGO_ID: OTHER_CGO }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.siAdd, id: 'CGO_ID', payload: () => ({ TDBLInfos: [SHAPE_ONLY], Num: 1, CGO_ID: OTHER_CGO }), expected: 404 },
  ...(['CGO_ID', 'COMPANYID', 'EmployeeId'] as const).map((key) => ({
    method: 'POST' as const, url: ENDPOINTS.siAddOnBehalf, id: key, expected: 403 as const,
    payload: (i: Ids) => ({ TDBLInfos: [SHAPE_ONLY], Num: 1, CGO_ID: OTHER_CGO, EmployeeId: i.otherEmployee, COMPANYID: i.otherCompany, COMPANYCODE: 'CUS-NBHY' }),
  })),
  { method: 'POST', url: ENDPOINTS.siModify, id: 'Id', payload: (i) => ({ ...SHAPE_ONLY, Id: i.otherSi }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.siGet, id: 'Id', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siLog, id: 'Id', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siReviewFacts, id: 'Id', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.siDelete, id: 'Id', payload: (i) => ({ Id: i.otherSi }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.siChangeStatus, id: 'TDId', query: (i) => `TDId=${i.otherSi}&Status=2`, expected: 403 },
  { method: 'POST', url: ENDPOINTS.siTemplateSave, id: 'Id', payload: (i) => ({ Id: i.otherTemplate, TBI_TEMPLATE_NAME: '偷改' }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.siTemplateGet, id: 'Id', query: (i) => `Id=${i.otherTemplate}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.siTemplateDelete, id: 'Id', payload: (i) => ({ Id: i.otherTemplate }), expected: 404 },
  { method: 'GET', url: ENDPOINTS.messageDetail, id: 'id', query: (i) => `id=${i.otherMessage}`, expected: 404 },
  { method: 'POST', url: ENDPOINTS.messageMarkRead, id: 'Ids', payload: (i) => ({ Ids: [i.otherMessage] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.messageDelete, id: 'Ids', payload: (i) => ({ Ids: [i.otherMessage] }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.messageSend, id: 'EmployeeId', payload: (i) => ({ Title: '越界', To: 'employee', EmployeeId: i.otherEmployee }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.messageSend, id: 'CompanyId', payload: (i) => ({ Title: '越界', To: 'company', CompanyId: i.otherCompany }), expected: 404 },
  { method: 'POST', url: ENDPOINTS.globalMessageWithdraw, id: 'Id', payload: (i) => ({ Id: i.otherMessage }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuSaveButton, id: 'Id', payload: (i) => ({ Id: i.button, MenuId: i.menu, Code: 'x', Name: 'x' }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.menuDeleteButton, id: 'Id', payload: (i) => ({ Id: i.button }), expected: 403 },
  { method: 'POST', url: ENDPOINTS.messageSend, id: 'UserId', payload: (i) => ({ Title: '越界', To: 'user', UserId: i.otherUser }), expected: 403 },
  { method: 'GET', url: ENDPOINTS.siBehalfEmployees, id: 'CGO_ID', query: () => `CGO_ID=${OTHER_CGO}`, expected: 403 },
  // an ordinary employee, not only the admin, is kept to their company's records
  { method: 'GET', url: ENDPOINTS.siGet, id: 'Id', who: 'customer@demo.test', query: (i) => `Id=${i.otherSi}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.siSourceData, id: 'CGO_ID', who: 'customer@demo.test', query: () => `CGO_ID=${OTHER_CGO}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.messageDetail, id: 'id', who: 'customer@demo.test', query: (i) => `id=${i.otherMessage}`, expected: 404 },
  { method: 'GET', url: ENDPOINTS.employeeDetail, id: 'Id', who: 'customer@demo.test', query: (i) => `Id=${i.otherEmployee}`, expected: 403 },
];
const OTHER_CGO = 'CGO-NBHY-2611-001';
/** A record of the right shape (the check is not what these cases are about). */
const SHAPE_ONLY = { TBI_SITYPE: 1, TBI_NUM: 0, TBI_CONSIGNOR: 'x', TBI_CONSIGNEE: 'y', Boxes: [] };
/** Calls that take an id but name only the caller's own things or public ones, with why. */
const NOT_COMPANY_SCOPED: Record<string, string> = {
  'GET /api/Audit/List EntityId': "a filter inside the caller's own company's change log",
  'GET /api/Audit/List/Export EntityId': "a filter inside the caller's own company's change log",
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo TBI_CGO_ID': 'ignored: the stored SI keeps its booking',
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo TBI_CREATE_ID': 'ignored: the server owns who created it',
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo TBI_REVIEWER_ID': 'ignored: only a review sets it',
  'GET /api/TDBillLadingInfo/ReviewQueue TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/ReviewQueue/Export TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/SubmitLog TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/SubmitLog/Export TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingSI/BookingList CGO_ID': "a filter inside the caller's own company's bookings",
  'GET /api/TDBillLadingSI/BookingList/Export CGO_ID': "a filter inside the caller's own company's bookings",
  'GET /api/TDBillLadingInfo/CreationLog TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'GET /api/TDBillLadingInfo/CreationLog/Export TBI_CGO_ID': "a filter inside the caller's own company's SIs",
  'POST /api/TDBillLadingInfo/ModifyTDBillLadingInfo Masters[].TMM_MCGO_ID': 'free text kept in the SI (a merged master B/L reference), never looked up',
  ...Object.fromEntries(
    [ENDPOINTS.siCheck, ENDPOINTS.siAdd, ENDPOINTS.siAddOnBehalf].flatMap((url) => [
      [`POST ${url} TDBLInfos[].Id`, 'a new SI gets its own id; the check counts the booking\'s used containers as stored'],
      [`POST ${url} TDBLInfos[].TBI_CGO_ID`, 'ignored: each record takes the booking of CGO_ID (itself in this table)'],
      [`POST ${url} TDBLInfos[].TBI_CREATE_ID`, 'ignored: the server owns who created it'],
      [`POST ${url} TDBLInfos[].TBI_REVIEWER_ID`, 'ignored: only a review sets it'],
      [`POST ${url} TDBLInfos[].Masters[].TMM_MCGO_ID`, 'free text kept in the SI (a merged master B/L reference), never looked up'],
    ]),
  ),
};

describe('cross-company ids are refused (table-driven)', () => {
  let ids: Ids;
  beforeAll(async () => {
    await t.app.inject({ method: 'POST', url: '/api/WebsitePublic/Register', payload: { Account: 'cross@demo.test', Password: 'cross-pass-1', Name: '跨' } });
    const crossUser = await idOf(`select id from users where account = 'cross@demo.test'`);
    await t.db.query(`insert into bind_requests (user_id, company_id) select $1, id from companies where code = 'CUS-NBHY'`, [crossUser]);
    await t.db.query(`insert into company_applications (user_id, name_zh, kind, contact_name, contact_phone) values ($1, '跨公司申请', 'customer', '跨', '13800000000')`, [crossUser]);
    await t.db.query(`insert into messages (title, scope, target_company_id) select '海越内部通知', 'company', id from companies where code = 'CUS-NBHY'`);
    await t.db.query(`insert into si_records (company_id, cgo_id, record) select company_id, cgo_id, '{}' from bookings where cgo_id = $1`, [OTHER_CGO]);
    await t.db.query(`insert into si_templates (company_id, name, fields) select id, '海越模板', '{}' from companies where code = 'CUS-NBHY'`);
    await t.db.query(
      `insert into bind_offers (employee_id, user_id, company_id, offered_by)
       select e.id, $1, e.company_id, e.id from employees e join companies c on c.id = e.company_id where c.code = 'CUS-NBHY' order by e.id limit 1`,
      [crossUser],
    );
    ids = {
      otherOffer: await idOf(`select id from bind_offers where user_id = $1`, [crossUser]),
      otherSi: await idOf(`select id from si_records where cgo_id = $1`, [OTHER_CGO]),
      otherTemplate: await idOf(`select id from si_templates where name = '海越模板'`),
      otherMessage: await idOf(`select id from messages where title = '海越内部通知'`),
      otherEmployee: await idOf(`select e.id from employees e join companies c on c.id = e.company_id where c.code = 'CUS-NBHY' limit 1`),
      otherUser: await idOf(`select id from users where account = 'customer2@demo.test'`),
      ownEmployee: await idOf(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`),
      ownRole: await idOf(`select id from roles where name = '单证员'`),
      internalMenu: await idOf(`select id from menus where tree = 'internal' and path = '/system/menu'`),
      platformRole: await idOf(`select id from roles where name = '审单员'`),
      templateRole: await idOf(`select id from roles where template_kind = 'customer' limit 1`),
      otherCompany: await idOf(`select id from companies where code = 'CUS-NBHY'`),
      otherBind: await idOf(`select b.id from bind_requests b join companies c on c.id = b.company_id where c.code = 'CUS-NBHY'`),
      menu: await idOf(`select id from menus where tree = 'external' and path = '/external/workbench/SILogs'`),
      button: await idOf(`select id from menu_buttons limit 1`),
      application: await idOf(`select id from company_applications limit 1`),
      salesperson: await idOf(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'sales@demo.test'`),
    };
  });

  for (const c of CROSS) {
    const who = c.who ?? 'customer.admin@demo.test';
    it(`${c.method} ${c.url} (${c.id}) by ${who} → ${c.expected}`, async () => {
      const url = c.query ? `${c.url}?${c.query(ids)}` : c.url;
      const res = await call(c.method, url, tokens[who], c.payload?.(ids));
      expect(res.statusCode, res.body).toBe(c.expected);
      const { Status, Message } = res.json() as { Status: boolean; Message: string };
      expect(Status).toBe(false);
      if (c.expected === 404) expect(Message).toMatch(/^No such /); // the same words as for an id nobody has
      if (c.expected === 403) expect(Message).toMatch(/platform staff|permission/);
      if (c.expected === 400) expect(Message).toBeTruthy();
    });
  }

  it('nothing of the other company changed', async () => {
    const [e] = await t.db.query<{ name: string; status: string }>('select name, status from employees where id = $1', [ids.otherEmployee]);
    expect(e).toEqual({ name: '赵磊', status: 'active' });
    expect((await t.db.query<{ status: string }>('select status from bind_offers where id = $1', [ids.otherOffer]))[0]!.status).toBe('pending');
    const [c] = await t.db.query<{ name_zh: string }>('select name_zh from companies where id = $1', [ids.otherCompany]);
    expect(c!.name_zh).toBe('宁波海越贸易有限公司');
    const [si] = await t.db.query<{ deleted: boolean; status: number }>('select deleted, status from si_records where id = $1', [ids.otherSi]);
    expect(si).toEqual({ deleted: false, status: 1 });
    expect(await t.db.query('select 1 from si_events')).toEqual([]);
  });

  it('every call that takes an id is in the table (derived from the server\'s route table)', () => {
    const covered = new Set(CROSS.map((c) => `${c.method} ${c.url} ${c.id}`));
    const all = t.app.apiRoutes.flatMap(idFields);
    expect(all.length).toBeGreaterThan(50); // the rule finds the ids: an empty list proves nothing
    expect(all).toEqual(expect.arrayContaining([`GET ${ENDPOINTS.siGet} Id`, `POST ${ENDPOINTS.siAdd} CGO_ID`, `POST ${ENDPOINTS.employeeSetRoles} RoleIds`]));
    const missing = all.filter((name) => !covered.has(name) && !NOT_COMPANY_SCOPED[name]);
    expect(missing, 'calls taking an id that the cross-company table does not cover').toEqual([]);
    const stale = [...covered, ...Object.keys(NOT_COMPANY_SCOPED)].filter((name) => !all.includes(name));
    expect(stale, 'rows naming an id no call takes any more').toEqual([]);
  });
});
