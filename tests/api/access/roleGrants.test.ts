import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_PAGES } from '../../../src/contract/booking/module';
import type { Db } from '../../../server/db/types';
import {
  addMenuUnder,
  employeesHoldingButton,
  giveRolesToEmployees,
  grantButtonsToRoles,
  grantMenusToRoles,
  revokePagesFromRoles,
} from '../../../server/modules/access/public';
import { seededDb } from '../support/build';

/**
 * The grants other modules' seed steps give through access (issue 46): the roles they name (a kind's
 * standard template role, the platform's roles by name, every role of a kind), the pages (a folder's
 * too), the buttons (by code or all, only where the page is held), and taking pages away.
 */

let db: Db;
beforeAll(async () => {
  db = await seededDb();
});
afterAll(() => db.close());

const FOLDER = 'group:testGrants';
const PAGE = '/external/workbench/TestGrants';
const OTHER = '/external/workbench/TestGrantsOther';

const one = async (sql: string, params: unknown[] = []) => String((await db.query<{ id: string }>(sql, params))[0]!.id);
const roleId = (where: string, params: unknown[] = []) =>
  one(`select r.id from roles r left join companies c on c.id = r.company_id where ${where} order by r.id limit 1`, params);
const menusOf = async (role: string) =>
  (
    await db.query<{ path: string }>('select m.path from role_menus rm join menus m on m.id = rm.menu_id where rm.role_id = $1 and m.path like $2 order by 1', [
      role,
      '%estGrants%',
    ])
  )
    .map((r) => r.path)
    .sort();
const buttonsOf = async (role: string) =>
  (
    await db.query<{ b: string }>(
      `select m.path || ' ' || b.code as b from role_buttons rb join menu_buttons b on b.id = rb.button_id join menus m on m.id = b.menu_id
        where rb.role_id = $1 and m.path like $2 order by 1`,
      [role, '%estGrants%'],
    )
  )
    .map((r) => r.b)
    .sort();

let customer: string;
let provider: string;
let providerOwn: string;
beforeAll(async () => {
  // a folder with two pages, each with two buttons, in the external tree
  await db.query(`insert into menus (tree, path, title_zh, title_en, sort_order) values ('external', $1, '测试', 'Test', 999)`, [FOLDER]);
  for (const path of [PAGE, OTHER]) {
    await addMenuUnder(db, { tree: 'external', path: FOLDER }, { path, title: { zh: '测试页', en: 'Test page' }, icon: '', sortOrder: 10 });
    for (const code of ['view', 'edit'])
      await db.query(`insert into menu_buttons (menu_id, code, name_zh) select id, $2, $2 from menus where tree = 'external' and path = $1`, [path, code]);
  }
  customer = await roleId(`r.template_kind = 'customer' and r.name = '客户标准角色'`);
  provider = await roleId(`r.template_kind = 'provider' and r.name = '供应商标准角色'`);
  providerOwn = await one(`insert into roles (company_id, name) select id, '远达自有' from companies where code = 'PRV-SHYD' returning id`);
});

describe('access grants pages and buttons to the roles a seed names (issue 46)', () => {
  it('adds a page under a folder once; a page already there stays as it is', async () => {
    await addMenuUnder(db, { tree: 'external', path: FOLDER }, { path: PAGE, title: { zh: '改名', en: 'Renamed' }, icon: '', sortOrder: 20 });
    const [page] = await db.query<{ title_zh: string; parent: string }>(
      `select m.title_zh, p.path as parent from menus m join menus p on p.id = m.parent_id where m.tree = 'external' and m.path = $1`,
      [PAGE],
    );
    expect(page).toEqual({ title_zh: '测试页', parent: FOLDER });
  });

  it('a standard template role gets the pages, then their buttons: by code, or all of them only where it holds the page', async () => {
    await grantMenusToRoles(db, { standard: 'customer' }, { tree: 'external', paths: [PAGE] });
    expect(await menusOf(customer)).toEqual([PAGE]);
    expect(await menusOf(provider)).toEqual([]);
    await grantButtonsToRoles(db, { standard: 'customer' }, { tree: 'external', paths: [PAGE, OTHER] }, ['edit']);
    expect(await buttonsOf(customer)).toEqual([`${PAGE} edit`, `${OTHER} edit`]);
    await grantButtonsToRoles(db, { standard: 'customer' }, { tree: 'external', paths: [PAGE, OTHER], onlyWhereHeld: true }, '*');
    expect(await buttonsOf(customer)).toEqual([`${PAGE} edit`, `${PAGE} view`, `${OTHER} edit`]);
    // idempotent: granted again, nothing changes and nothing fails
    await grantButtonsToRoles(db, { standard: 'customer' }, { tree: 'external', paths: [PAGE, OTHER] }, ['edit']);
    expect(await buttonsOf(customer)).toHaveLength(3);
  });

  it('a folder with its pages, and taking pages away from every role of a kind (templates and companies’ own)', async () => {
    const folder = { tree: 'external', paths: [FOLDER], andChildren: true } as const;
    await grantMenusToRoles(db, { standard: 'provider' }, folder);
    await grantButtonsToRoles(db, { standard: 'provider' }, folder, '*');
    await db.query('insert into role_menus (role_id, menu_id) select $1, id from menus where tree = $2 and path = $3', [providerOwn, 'external', OTHER]);
    expect(await menusOf(provider)).toEqual([PAGE, OTHER, FOLDER].sort());
    expect(await buttonsOf(provider)).toHaveLength(4);

    await revokePagesFromRoles(db, { everyOfKind: 'provider' }, { tree: 'external', paths: [OTHER] });
    expect(await menusOf(provider)).toEqual([PAGE, FOLDER].sort());
    expect(await buttonsOf(provider)).toEqual([`${PAGE} edit`, `${PAGE} view`]);
    expect(await menusOf(providerOwn)).toEqual([]);
    // the customers' role keeps what it had
    expect(await buttonsOf(customer)).toHaveLength(3);
  });

  it('the platform’s roles by name: a customer company’s role of the same name gets nothing', async () => {
    const theirs = await one(`insert into roles (company_id, name) select id, '订舱专员' from companies where code = 'CUS-HZTX' returning id`);
    const desk = await roleId(`c.code = 'PLATFORM' and r.name = '订舱专员'`);
    const before = await db.query('select menu_id from role_menus where role_id = $1', [desk]);
    await grantMenusToRoles(db, { platform: ['订舱专员'] }, { tree: 'external', paths: [PAGE] });
    expect((await db.query('select menu_id from role_menus where role_id = $1', [desk])).length).toBe(before.length + 1);
    expect(await menusOf(theirs)).toEqual([]);
  });

  it('employees given roles; the active employees of a kind of company holding a button', async () => {
    const desk = await employeesHoldingButton(db, { companyKind: 'platform', page: BOOKING_PAGES.desk, button: 'accept' });
    const clerk = await one(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'booking@demo.test'`);
    expect(desk.map((e) => e.id)).toContain(clerk);
    expect(await employeesHoldingButton(db, { companyKind: 'customer', page: BOOKING_PAGES.desk, button: 'accept' })).toEqual([]);

    const hr = await one(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'hr@demo.test'`);
    await giveRolesToEmployees(db, { platform: ['订舱专员'] }, [hr]);
    await giveRolesToEmployees(db, { platform: ['订舱专员'] }, [hr]);
    expect((await employeesHoldingButton(db, { companyKind: 'platform', page: BOOKING_PAGES.desk, button: 'accept' })).map((e) => e.id)).toContain(hr);
    await db.query(`update employees set status = 'disabled' where id = $1`, [hr]);
    expect((await employeesHoldingButton(db, { companyKind: 'platform', page: BOOKING_PAGES.desk, button: 'accept' })).map((e) => e.id)).not.toContain(hr);
  });
});
