import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { CLOSE } from '../../src/contract/live';
import { useTestApp } from './build';
import { caller } from './calls';
import { openLive } from './liveClient';

const t = useTestApp({ socketTimings: { authGraceMs: 400, idleMs: 5_000 } });
const { call, asUser } = caller(t);
let url = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'customer@demo.test', 'customer2@demo.test', 'provider@demo.test']) tokens[who] = await asUser(who);
});

async function authed(who: string) {
  const live = await openLive(url);
  live.send({ type: 'auth', token: tokens[who] });
  expect(await live.next()).toEqual({ type: 'authed' });
  return live;
}

describe('the live socket', () => {
  it('answers ping with pong before and after auth', async () => {
    const live = await openLive(url);
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
    live.ws.send('not json');
    expect(await live.next()).toEqual({ type: 'error', message: 'Frames must be JSON objects with a type.' });
    live.send({ type: 'auth', token: tokens['customer@demo.test'] });
    expect(await live.next()).toEqual({ type: 'authed' });
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
    live.send({ type: 'teleport' });
    expect(await live.next()).toEqual({ type: 'error', message: 'Unknown frame type: teleport' });
    live.close();
  });

  it('refuses a bad token with an error frame and closes', async () => {
    const live = await openLive(url);
    live.send({ type: 'auth', token: 'not-a-token' });
    expect(await live.next()).toMatchObject({ type: 'error', message: expect.stringContaining('session') });
    expect((await live.closed()).code).toBe(CLOSE.unauthorized);
  });

  it('before auth, anything but ping and auth is refused and the socket closed', async () => {
    const live = await openLive(url);
    live.send({ type: 'subscribe', to: 'everything' });
    expect(await live.next()).toMatchObject({ type: 'error', message: expect.stringContaining('only ping and auth') });
    expect((await live.closed()).code).toBe(CLOSE.protocol);
  });

  it('closes a socket that never authenticates after the grace period', async () => {
    const live = await openLive(url);
    expect((await live.closed()).code).toBe(CLOSE.timeout);
  });

  it('refuses a handshake from a page of another site', async () => {
    await expect(openLive(url, { origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const same = await openLive(url, { origin: url.replace('ws', 'http').replace(ENDPOINTS.liveSocket, '') });
    same.close();
  });
});

describe('delivery and messages', () => {
  it('a global message reaches everyone as "send"; a company message only that company', async () => {
    const hztx = await authed('customer@demo.test');
    const nbhy = await authed('customer2@demo.test');
    const before = (await call('GET', ENDPOINTS.unreadMessageCount, tokens['customer@demo.test']!)).json().Data;
    const global = await call('POST', ENDPOINTS.globalMessageSend, tokens['admin@demo.test']!, { Title: '春节放假通知', Description: '2月10日至17日放假。' });
    expect(global.statusCode).toBe(200);
    expect(await hztx.next()).toEqual({ type: 'send', Id: global.json().Data.Id, Title: '春节放假通知' });
    expect(await nbhy.next()).toEqual({ type: 'send', Id: global.json().Data.Id, Title: '春节放假通知' });
    expect((await call('GET', ENDPOINTS.unreadMessageCount, tokens['customer@demo.test']!)).json().Data).toBe(before + 1);

    const company = await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: '周会改到周三', To: 'company' });
    expect(company.statusCode).toBe(200);
    expect(await hztx.next()).toEqual({ type: 'message', Id: company.json().Data.Id, Title: '周会改到周三' });
    expect(await nbhy.quiet()).toEqual([]); // another company hears nothing
    hztx.close();
    nbhy.close();
  });

  it('a company cannot message another company or its people', async () => {
    const [other] = await t.db.query<{ id: string }>(`select e.id from employees e join companies c on c.id = e.company_id where c.code = 'CUS-NBHY' limit 1`);
    const [otherCompany] = await t.db.query<{ id: string }>(`select id from companies where code = 'CUS-NBHY'`);
    expect((await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: 'x', To: 'employee', EmployeeId: Number(other!.id) })).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: 'x', To: 'company', CompanyId: Number(otherCompany!.id) })).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.messageSend, tokens['customer@demo.test']!, { Title: 'x', To: 'company' })).statusCode).toBe(403); // no send button
    expect((await call('POST', ENDPOINTS.globalMessageSend, tokens['customer.admin@demo.test']!, { Title: 'x' })).statusCode).toBe(403);
  });

  it('reading the detail marks it read; another company cannot read, mark or delete it', async () => {
    const [me] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`);
    const sent = (await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: '请补齐资料', Description: '提单补料缺少收货人。', To: 'employee', EmployeeId: Number(me!.id) })).json().Data.Id;
    const unread = (await call('GET', ENDPOINTS.unreadMessageCount, tokens['customer@demo.test']!)).json().Data;
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${sent}`, tokens['customer2@demo.test']!)).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.messageMarkRead, tokens['customer2@demo.test']!, { Ids: [sent] })).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.messageDelete, tokens['customer2@demo.test']!, { Ids: [sent] })).statusCode).toBe(404);
    const detail = (await call('GET', `${ENDPOINTS.messageDetail}?id=${sent}`, tokens['customer@demo.test']!)).json();
    expect(detail).toMatchObject({ Status: true, Data: { Title: '请补齐资料', Description: '提单补料缺少收货人。', SendId: expect.any(Number) } });
    expect((await call('GET', ENDPOINTS.unreadMessageCount, tokens['customer@demo.test']!)).json().Data).toBe(unread - 1);
    const listed = (await call('GET', `${ENDPOINTS.messageList}?Read=unread`, tokens['customer@demo.test']!)).json().Data.Items.map((m: { Id: number }) => m.Id);
    expect(listed).not.toContain(sent);
    expect((await call('POST', ENDPOINTS.messageDelete, tokens['customer@demo.test']!, { Ids: [sent] })).statusCode).toBe(200);
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${sent}`, tokens['customer@demo.test']!)).statusCode).toBe(404); // deleted for me
    expect((await call('POST', ENDPOINTS.messageMarkAllRead, tokens['customer@demo.test']!)).statusCode).toBe(200);
    expect((await call('GET', ENDPOINTS.unreadMessageCount, tokens['customer@demo.test']!)).json().Data).toBe(0);
  });

  it('a withdrawn global message is gone for its readers', async () => {
    const id = (await call('POST', ENDPOINTS.globalMessageSend, tokens['admin@demo.test']!, { Title: '发错了' })).json().Data.Id;
    const before = (await call('GET', ENDPOINTS.unreadMessageCount, tokens['provider@demo.test']!)).json().Data;
    expect((await call('POST', ENDPOINTS.globalMessageWithdraw, tokens['admin@demo.test']!, { Id: id })).statusCode).toBe(200);
    expect((await call('GET', ENDPOINTS.unreadMessageCount, tokens['provider@demo.test']!)).json().Data).toBe(before - 1);
    const list = (await call('GET', `${ENDPOINTS.globalMessageList}?Title=发错了`, tokens['admin@demo.test']!)).json().Data.Items;
    expect(list[0]).toMatchObject({ Title: '发错了', WithdrawnAt: expect.any(String) });
  });
});
