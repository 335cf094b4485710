import { beforeAll } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * What the sales analysis' API tests share: an app with the analytics module and its people — the
 * sales manager 陈刚 (every page, no "view cost"), the pricing manager (every page and "view cost"),
 * the salespeople 孙丽 (sales@) and 周婷 (sales2@), each with their own demo customers, and 天祥's
 * clerk (external).
 */
export const PEOPLE = {
  manager: 'sales.manager@demo.test',
  pricing: 'pricing.manager@demo.test',
  sunLi: 'sales@demo.test',
  zhou: 'sales2@demo.test',
  customer: 'customer@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

/** The demo history's window: a year back and the weeks ahead (seed step demo-sales-history-v1). */
export const WINDOW = (() => {
  const now = Date.now();
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
  return { From: day(now - 400 * 86_400_000), To: day(now + 30 * 86_400_000) };
})();

export function salesApp() {
  const t = withTestApp({ modules: ['analytics'] });
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
  });
  const get = (who: Who, url: string, query: Record<string, string> = {}) =>
    call('GET', `${url}?${new URLSearchParams({ ...WINDOW, ...query }).toString()}`, tokens[who]);
  const post = (who: Who, url: string, body: object = {}) => call('POST', url, tokens[who], body);
  const one = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0]!;
  const companyId = async (code: string) => String((await one<{ id: string }>('select id::text from companies where code = $1', [code])).id);
  const employeeId = async (account: string) =>
    String((await one<{ id: string }>('select e.id::text from employees e join users u on u.id = e.user_id where u.account = $1', [account])).id);
  return { t, get, post, tokens, one, companyId, employeeId };
}
