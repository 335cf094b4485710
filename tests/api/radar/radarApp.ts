import { beforeAll } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * The radars' API tests share: an app with the radar and the modules it reads, the demo people —
 * 孙丽 (sales@, holds 天祥's CRM customer), 周婷 (sales2@), 陈刚 (sales.manager@, the team), the
 * platform admin (sees cost) and 天祥's clerk (external) — and rows laid down as the owners keep them.
 */
export const PEOPLE = {
  sunLi: 'sales@demo.test',
  zhou: 'sales2@demo.test',
  manager: 'sales.manager@demo.test',
  admin: 'admin@demo.test',
  customer: 'customer@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

export function radarApp() {
  const t = withTestApp({ modules: ['radar', 'crm', 'rates', 'booking', 'si'] });
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
  });
  const get = (who: Who, url: string) => call('GET', url, tokens[who]);
  const post = (who: Who, url: string, body?: object) => call('POST', url, tokens[who], body);
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;
  const employeeId = async (account: string) =>
    String((await one<{ id: number }>(`select e.id::int from employees e join users u on u.id = e.user_id where u.account = $1`, [account])).id);
  /** 天祥: the customer company linked to 孙丽's CRM customer. */
  const tianxiang = async () =>
    (await one<{ id: string }>(`select linked_company_id::text as id from crm_customers where linked_company_id is not null limit 1`)).id;
  /** Another customer company nobody of the CRM holds: its salespeople taken off, so only a manager sees it. */
  const stranger = async () => {
    const { id } = await one<{ id: string }>(
      `select c.id::text from companies c where c.kind = 'customer' and not exists (select 1 from crm_customers k where k.linked_company_id = c.id) order by c.id limit 1`,
    );
    await t.db.query(`delete from company_salespeople where company_id = $1`, [id]);
    return id;
  };
  const search = (companyId: string, pol: string, pod: string, at: Date, source = 'CUSTOMER') =>
    t.db.query(
      `insert into rate_search_log (at, company_id, source, pol_code, pod_code, lines, day, results) values ($1, $2, $3, $4, $5, '[{"ContainerClass":"40HQ","Qty":1}]', $6::date, 1)`,
      [at, companyId, source, pol, pod, at.toISOString().slice(0, 10)],
    );
  let n = 0;
  const booking = async (companyId: string, o: { status: string; createdAt: Date; etd?: string; released?: boolean }) => {
    n += 1;
    await t.db.query(
      `insert into booking_orders (booking_no, company_id, body, pol_code, pod_code, status, created_at, expected_etd, released_at)
       values ($1, $2, '{}', 'CNSHA', 'USLAX', $3, $4, $5::date, $6)`,
      [`BKRADAR${String(n).padStart(4, '0')}`, companyId, o.status, o.createdAt, o.etd ?? null, o.released ? o.createdAt : null],
    );
    return `BKRADAR${String(n).padStart(4, '0')}`;
  };
  return { t, get, post, tokens, one, employeeId, tianxiang, stranger, search, booking };
}
