import { beforeAll, describe, expect, it } from 'vitest';
import { withTestApp } from './build';
import { caller } from './calls';
import { registerUser } from './register';
import { idFields } from './routeTable';

/**
 * Company scoping, one table a module (tests/api/<module>/crossCompany.test.ts): an employee of one
 * company (杭州天祥) names records of another (宁波海越, or the platform). Every call of the module
 * that takes an id is in its table or in its NOT_COMPANY_SCOPED list — each suite derives its
 * module's calls from the server's own route table (app.apiRoutes, which names the module that
 * registered each call) with the rule of routeTable.ts (a path parameter, or a query or body
 * property at any depth, named `id` or ending in Id/Ids/ID/IDs), so a new call with an id fails
 * until it is added; tests/api/platform/crossCompanyTables.test.ts fails for a module that has
 * calls taking ids and no table.
 *
 * Expected answers: 404 "No such …" — as if absent — where the person may make the call but the
 * record is another company's; 403 where the call itself is behind something the person lacks
 * (platform staff only, or a menu/button), said in the Message; 400 where the id is refused as
 * input (menus or buttons the person does not hold themselves).
 */

/** Who names the other company's records: employees of 杭州天祥 (CUS-HZTX), the admin unless a row says otherwise. */
export const PEOPLE = ['customer.admin@demo.test', 'customer@demo.test'] as const;
export type Person = (typeof PEOPLE)[number];

/** `K`: the names of the module's own ids (its `ownIds`), beside the shared ones. */
export type CrossCase<K extends string = never> = {
  method: 'GET' | 'POST';
  url: string;
  id: string;
  /** default: the customer's admin, who holds every external menu — so a 404 is the scoping, not a missing permission */
  who?: Person;
  payload?: (ids: Ids<K>) => object;
  query?: (ids: Ids<K>) => string;
  expected: 400 | 403 | 404;
};
/** The shared ids every table may name, and the module's own (`K`). */
export type Ids<K extends string = never> = SharedIds & Record<K, number>;
type SharedIds = Record<
  | 'otherSi'
  | 'otherTemplate'
  | 'otherMessage'
  | 'otherEmployee'
  | 'otherUser'
  | 'ownEmployee'
  | 'ownRole'
  | 'internalMenu'
  | 'platformRole'
  | 'templateRole'
  | 'otherCompany'
  | 'otherBind'
  | 'menu'
  | 'button'
  | 'application'
  | 'salesperson'
  | 'otherOffer'
  | 'otherQuote',
  number
>;

/** The other company's booking. */
export const OTHER_CGO = 'CGO-NBHY-2611-001';
/** A record of the right shape (the check is not what these cases are about). */
export const SHAPE_ONLY = { TBI_SITYPE: 1, TBI_NUM: 0, TBI_CONSIGNOR: 'x', TBI_CONSIGNEE: 'y', Boxes: [] };

/**
 * A module's cross-company suite, on an app of its own: the cases of its table, then that nothing
 * of the other company changed, then that the table covers every call of the module taking an id.
 * `notCompanyScoped`: the module's calls that take an id but name only the caller's own things or
 * public ones (`METHOD url name` → why). `ownIds`: the module's own records of the other company
 * its table names, each as the query that finds its id (the module's seed made them).
 */
export function crossCompanySuite<K extends string = never>(
  module: string,
  cases: readonly CrossCase<K>[],
  notCompanyScoped: Readonly<Record<string, string>> = {},
  ownIds: Readonly<Record<K, string>> = {} as Record<K, string>,
) {
  // the module's own calls are what it checks (the core modules come too: signing in)
  const t = withTestApp({ modules: [module] });
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Person, string>;
  beforeAll(async () => {
    for (const p of PEOPLE) tokens[p] = await asUser(p);
  });

  async function idOf(sql: string, params: unknown[] = []) {
    const [row] = await t.db.query<{ id: string }>(sql, params);
    return Number(row!.id);
  }

  describe('cross-company ids are refused (table-driven)', () => {
    let ids: Ids<K>;
    beforeAll(async () => {
      await registerUser(t, { Account: 'cross@demo.test', Password: 'cross-pass-1', Name: '跨' });
      const crossUser = await idOf(`select id from users where account = 'cross@demo.test'`);
      await t.db.query(`insert into bind_requests (user_id, company_id) select $1, id from companies where code = 'CUS-NBHY'`, [crossUser]);
      await t.db.query(
        `insert into company_applications (user_id, name_zh, kind, contact_name, contact_phone) values ($1, '跨公司申请', 'customer', '跨', '13800000000')`,
        [crossUser],
      );
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
        // a demo quote sent to 海越 (server/modules/rates/quoteSeed.ts)
        otherQuote: await idOf(
          `select q.id from quotes q join companies c on c.id = q.customer_company_id where c.code = 'CUS-NBHY' and q.status = 'SENT' order by q.id limit 1`,
        ),
      } as Ids<K>;
      for (const [name, sql] of Object.entries<string>(ownIds)) (ids as Record<string, number>)[name] = await idOf(sql);
    });

    for (const c of cases) {
      const who = c.who ?? 'customer.admin@demo.test';
      it(`${c.method} ${c.url} (${c.id}) by ${who} → ${c.expected}`, async () => {
        const url = c.query ? `${c.url}?${c.query(ids)}` : c.url;
        const res = await call(c.method, url, tokens[who], c.payload?.(ids));
        expect(res.statusCode, res.body).toBe(c.expected);
        const { Status, Message } = res.json() as { Status: boolean; Message: string };
        expect(Status).toBe(false);
        // the same words as for an id nobody has (in the caller's language: Chinese by default where a module says both)
        if (c.expected === 404) expect(Message).toMatch(/^(No such |没有)/);
        if (c.expected === 403) expect(Message).toMatch(/仅限平台员工|仅限平台和供应商|您没有此权限/);
        if (c.expected === 400) expect(Message).toBeTruthy();
      });
    }

    it('nothing of the other company changed', async () => {
      const [e] = await t.db.query<{ name: string; status: string }>('select name, status from employees where id = $1', [ids.otherEmployee]);
      expect(e).toEqual({ name: '赵磊', status: 'active' });
      expect((await t.db.query<{ status: string }>('select status from bind_offers where id = $1', [ids.otherOffer]))[0]!.status).toBe('pending');
      const [c] = await t.db.query<{ name_zh: string }>('select name_zh from companies where id = $1', [ids.otherCompany]);
      expect(c!.name_zh).toBe('宁波海越贸易有限公司');
      const [q] = await t.db.query<{ status: string; revision: number }>('select status, revision from quotes where id = $1', [ids.otherQuote]);
      expect(q).toEqual({ status: 'SENT', revision: 2 });
      const [si] = await t.db.query<{ deleted: boolean; status: number }>('select deleted, status from si_records where id = $1', [ids.otherSi]);
      expect(si).toEqual({ deleted: false, status: 1 });
      // no event on the other company's SI (the demo's own approved SIs have theirs)
      expect(await t.db.query('select 1 from si_events where si_id = $1', [ids.otherSi])).toEqual([]);
    });

    it(`every call of the ${module} module that takes an id is in the table (derived from the server's route table)`, () => {
      const covered = new Set(cases.map((c) => `${c.method} ${c.url} ${c.id}`));
      const all = t.app.apiRoutes.filter((r) => r.module === module).flatMap(idFields);
      expect(all.length, `the ${module} module has no call taking an id: it needs no table`).toBeGreaterThan(0);
      const missing = all.filter((name) => !covered.has(name) && !notCompanyScoped[name]);
      expect(missing, 'calls taking an id that the cross-company table does not cover').toEqual([]);
      const stale = [...covered, ...Object.keys(notCompanyScoped)].filter((name) => !all.includes(name));
      expect(stale, `rows naming an id no call of the ${module} module takes (any more)`).toEqual([]);
    });
  });
}
