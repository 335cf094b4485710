import { beforeAll } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * What the CRM's API tests share: an app with the crm module and the demo people — 孙丽 (sales@) and
 * 周婷 (sales2@), salespeople; 陈刚 (sales.manager@), their manager; the SI reviewer (no CRM page) and
 * 天祥's clerk (a customer company) — and the demo customers by name.
 */
export const PEOPLE = {
  sunLi: 'sales@demo.test',
  zhou: 'sales2@demo.test',
  manager: 'sales.manager@demo.test',
  reviewer: 'reviewer@demo.test',
  customer: 'customer@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

export function crmApp() {
  const t = withTestApp({ modules: ['crm'] });
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
  });
  const get = (who: Who, url: string) => call('GET', url, tokens[who]);
  const post = (who: Who, url: string, body?: object | Buffer, type?: string) => call('POST', url, tokens[who], body, type);
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;
  const customerId = async (name: string) => (await one<{ id: number }>(`select id::int from crm_customers where name = $1`, [name])).id;
  const employeeId = async (account: string) =>
    (await one<{ id: number }>(`select e.id::int from employees e join users u on u.id = e.user_id where u.account = $1`, [account])).id;
  const list = async (who: Who, scope: string, extra = '') => {
    const res = await get(who, `${ENDPOINTS.crmCustomerList}?Scope=${scope}&PageSize=100${extra}`);
    return res.json().Data.Items as {
      Id: number;
      Name: string;
      OwnerName: string;
      Mobile: string;
      InPool: boolean;
      RecycleAt: string | null;
      Warned: boolean;
    }[];
  };
  return { t, get, post, tokens, one, customerId, employeeId, list };
}

export const newCustomer = (over: Record<string, unknown> = {}) => ({ Name: '测试新客户有限公司', Kind: 'SHIPPER', Source: 'EXPO', ...over });

/** A valid USCC made by the standard's rule (the check character computed). */
export { usccCheckChar } from '../../../src/domain/crm/uscc';
