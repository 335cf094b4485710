import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Issue 11, broadcasts: pressing Enter twice cannot send twice (the browser sends one
 * Idempotency-Key per composed message and the server creates the message once), and sending to
 * everyone is confirmed with the number of people it reaches (asked with the sender's access).
 */
const t = withTestApp({ modules: ['messages'] });
const { asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'customer@demo.test']) tokens[who] = await asUser(who);
});

const send = (path: string, who: string, body: object, key?: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang, ...(key ? { 'idempotency-key': key } : {}) },
  });
const countTitled = async (title: string) => Number((await t.db.query<{ n: string }>('select count(*) as n from messages where title = $1', [title]))[0]!.n);

describe('sending a message once per composed message', () => {
  it('creates a global message once for two sends with one key, fired together, and answers both with its Id', async () => {
    const body = { Title: '系统维护 once', Description: 'tonight' };
    const [a, b] = await Promise.all([
      send(ENDPOINTS.globalMessageSend, 'admin@demo.test', body, 'compose-global-0001'),
      send(ENDPOINTS.globalMessageSend, 'admin@demo.test', body, 'compose-global-0001'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().Data.Id).toBe(b.json().Data.Id);
    expect([a.json().Data.Replayed, b.json().Data.Replayed].filter(Boolean)).toHaveLength(1);
    expect(await countTitled('系统维护 once')).toBe(1);
    // a new composition (a new key) is a new message
    expect((await send(ENDPOINTS.globalMessageSend, 'admin@demo.test', body, 'compose-global-0002')).statusCode).toBe(200);
    expect(await countTitled('系统维护 once')).toBe(2);
  });

  it('does the same for a message to a company, and keeps keys per sender', async () => {
    const [company] = await t.db.query<{ id: string }>(`select id from companies where code = 'CUS-HZTX'`);
    const body = { Title: '仓库通知 once', To: 'company', CompanyId: Number(company!.id) };
    const first = await send(ENDPOINTS.messageSend, 'customer.admin@demo.test', body, 'compose-company-01');
    const again = await send(ENDPOINTS.messageSend, 'customer.admin@demo.test', body, 'compose-company-01');
    expect(again.json().Data).toEqual({ Id: first.json().Data.Id, Replayed: true });
    expect(await countTitled('仓库通知 once')).toBe(1);
    // another sender's identical key is theirs, not a replay of someone else's message
    const other = await send(ENDPOINTS.messageSend, 'admin@demo.test', body, 'compose-company-01');
    expect(other.statusCode).toBe(200);
    expect(other.json().Data.Replayed).toBeUndefined();
    expect(await countTitled('仓库通知 once')).toBe(2);
  });

  it('refuses the same key with a different message (400 with a Code, never 409), and a malformed key', async () => {
    const first = await send(ENDPOINTS.globalMessageSend, 'admin@demo.test', { Title: 'key reuse A' }, 'compose-reuse-0001');
    expect(first.statusCode).toBe(200);
    const reused = await send(ENDPOINTS.globalMessageSend, 'admin@demo.test', { Title: 'key reuse B' }, 'compose-reuse-0001');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ Status: false, Code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countTitled('key reuse B')).toBe(0);
    const bad = await send(ENDPOINTS.globalMessageSend, 'admin@demo.test', { Title: 'bad key' }, 'short', 'zh-CN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ Code: 'IDEMPOTENCY_KEY_INVALID' });
    expect(bad.json().Message).toContain('Idempotency-Key 请求头');
    expect(await countTitled('bad key')).toBe(0);
  });
});

describe('how many people a message to everyone reaches', () => {
  it('counts people (a person with several company accounts once), for whoever may send to everyone only', async () => {
    const res = await t.app.inject({ method: 'GET', url: ENDPOINTS.globalMessageReach, headers: { authorization: `Bearer ${tokens['admin@demo.test']}` } });
    expect(res.statusCode).toBe(200);
    const [expected] = await t.db.query<{ people: string; accounts: string }>(
      `select count(distinct coalesce('u' || e.user_id::text, 'e' || e.id::text)) as people, count(*) as accounts
       from employees e join companies c on c.id = e.company_id where e.status = 'active' and c.status = 'active'`,
    );
    expect(res.json().Data).toEqual({ People: Number(expected!.people) });
    // the demo has a person with accounts in two companies: counted once, so fewer people than accounts
    expect(Number(expected!.people)).toBeLessThan(Number(expected!.accounts));
    for (const who of ['customer.admin@demo.test', 'customer@demo.test']) {
      const refused = await t.app.inject({ method: 'GET', url: ENDPOINTS.globalMessageReach, headers: { authorization: `Bearer ${tokens[who]}` } });
      expect(refused.statusCode, who).toBe(403);
    }
  });
});
