import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { CLOSE } from '../../../src/contract/live';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { openLive } from '../support/liveClient';

const t = withTestApp({ socketTimings: { authGraceMs: 400, idleMs: 5_000 } });
const { call, asUser } = caller(t);
let url = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
  for (const who of ['admin@demo.test', 'customer.admin@demo.test', 'customer@demo.test', 'customer2@demo.test', 'provider@demo.test'])
    tokens[who] = await asUser(who);
});

async function companyId(code: string): Promise<number> {
  const [row] = await t.db.query<{ id: string }>('select id from companies where code = $1', [code]);
  return Number(row!.id);
}

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
    live.send({ type: 'auth', token: tokens['customer@demo.test'] });
    expect(await live.next()).toEqual({ type: 'authed' });
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
    // after auth a bad frame is answered, and the socket stays
    live.ws.send('not json');
    expect(await live.next()).toEqual({ type: 'error', message: 'Frames must be JSON objects with a type.' });
    live.send({ type: 'teleport' });
    expect(await live.next()).toEqual({ type: 'error', message: 'Unknown frame type: teleport' });
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
    live.close();
  });

  it('before auth, a frame that is not JSON gets an error frame and the socket is closed', async () => {
    const live = await openLive(url);
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
    live.ws.send('{"type": "auth", token: oops');
    expect(await live.next()).toMatchObject({ type: 'error', message: expect.stringContaining('Frames must be JSON objects with a type.') });
    expect((await live.closed()).code).toBe(CLOSE.protocol);
  });

  it('two auth frames in a row are both taken, one after the other (a company account switched quickly)', async () => {
    const live = await openLive(url);
    live.send({ type: 'auth', token: tokens['customer@demo.test'] });
    live.send({ type: 'auth', token: tokens['customer2@demo.test'] });
    expect(await live.next()).toEqual({ type: 'authed' });
    expect(await live.next()).toEqual({ type: 'authed' });
    // it now listens as the second: 海越's company message reaches it
    const sent = await call('POST', ENDPOINTS.messageSend, tokens['admin@demo.test']!, {
      Title: '海越：换了账号也能收到',
      To: 'company',
      CompanyId: await companyId('CUS-NBHY'),
    });
    expect(await live.next()).toEqual({ type: 'message', Id: sent.json().Data.Id, Title: '海越：换了账号也能收到' });
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
    expect(
      (await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: 'x', To: 'employee', EmployeeId: Number(other!.id) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: 'x', To: 'company', CompanyId: Number(otherCompany!.id) }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', ENDPOINTS.messageSend, tokens['customer@demo.test']!, { Title: 'x', To: 'company' })).statusCode).toBe(403); // no send button
    expect((await call('POST', ENDPOINTS.globalMessageSend, tokens['customer.admin@demo.test']!, { Title: 'x' })).statusCode).toBe(403);
  });

  it('reading the detail marks it read; another company cannot read, mark or delete it', async () => {
    const [me] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`);
    const sent = (
      await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, {
        Title: '请补齐资料',
        Description: '提单补料缺少收货人。',
        To: 'employee',
        EmployeeId: Number(me!.id),
      })
    ).json().Data.Id;
    const unread = (await call('GET', ENDPOINTS.unreadMessageCount, tokens['customer@demo.test']!)).json().Data;
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${sent}`, tokens['customer2@demo.test']!)).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.messageMarkRead, tokens['customer2@demo.test']!, { Ids: [sent] })).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.messageDelete, tokens['customer2@demo.test']!, { Ids: [sent] })).statusCode).toBe(404);
    const detail = (await call('GET', `${ENDPOINTS.messageDetail}?id=${sent}`, tokens['customer@demo.test']!)).json();
    expect(detail).toMatchObject({ Status: true, Data: { Title: '请补齐资料', Description: '提单补料缺少收货人。', SendId: expect.any(Number) } });
    expect((await call('GET', ENDPOINTS.unreadMessageCount, tokens['customer@demo.test']!)).json().Data).toBe(unread - 1);
    const listed = (await call('GET', `${ENDPOINTS.messageList}?Read=unread`, tokens['customer@demo.test']!))
      .json()
      .Data.Items.map((m: { Id: number }) => m.Id);
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

/** A session of multi@demo.test acting as its company account of `companyCode` (chosen, not the default). */
async function multiAs(companyCode: string): Promise<string> {
  const login = await t.app.inject({
    method: 'POST',
    url: ENDPOINTS.userLogin,
    payload: { Account: 'multi@demo.test', Password: 'demo1234' },
    remoteAddress: '10.99.0.1',
  });
  const [e] = await t.db.query<{ id: string }>(
    `select e.id from employees e join users u on u.id = e.user_id join companies c on c.id = e.company_id where u.account = 'multi@demo.test' and c.code = $1`,
    [companyCode],
  );
  const chosen = await call('POST', ENDPOINTS.chooseEmployee, login.json().Data.Token, { EmployeeId: Number(e!.id) });
  expect(chosen.statusCode).toBe(200);
  return chosen.json().Data as string;
}

describe('messages to a user (a person bound to several company accounts)', () => {
  it('reach every socket of that user, list under each of their company accounts, and one read counts for all', async () => {
    const asHztx = await multiAs('CUS-HZTX');
    const asShyd = await multiAs('PRV-SHYD');
    const [multi] = await t.db.query<{ id: string }>(`select id from users where account = 'multi@demo.test'`);
    const userId = Number(multi!.id);
    const [hztxSocket, shydSocket] = [await openLive(url), await openLive(url)];
    hztxSocket.send({ type: 'auth', token: asHztx });
    shydSocket.send({ type: 'auth', token: asShyd });
    expect(await hztxSocket.next()).toEqual({ type: 'authed' });
    expect(await shydSocket.next()).toEqual({ type: 'authed' });
    const colleague = await authed('customer@demo.test'); // same company as one of multi's accounts, another person
    const unread = async (token: string) => (await call('GET', ENDPOINTS.unreadMessageCount, token)).json().Data as number;
    const [beforeHztx, beforeShyd, beforeColleague] = [await unread(asHztx), await unread(asShyd), await unread(tokens['customer@demo.test']!)];

    const recipients = (await call('GET', ENDPOINTS.messageRecipients, tokens['admin@demo.test']!)).json().Data;
    expect(recipients.Users).toContainEqual({ Id: userId, Name: '周敏', Account: 'multi@demo.test', Companies: expect.stringContaining('杭州天祥') });
    const sent = await call('POST', ENDPOINTS.messageSend, tokens['admin@demo.test']!, {
      Title: '周敏：请更新实名信息',
      Description: '两个公司账号都能看到。',
      To: 'user',
      UserId: userId,
    });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().Data.Id as number;
    expect(await hztxSocket.next()).toEqual({ type: 'message', Id: id, Title: '周敏：请更新实名信息' });
    expect(await shydSocket.next()).toEqual({ type: 'message', Id: id, Title: '周敏：请更新实名信息' });
    expect(await colleague.quiet()).toEqual([]);
    expect(await unread(asHztx)).toBe(beforeHztx + 1);
    expect(await unread(asShyd)).toBe(beforeShyd + 1);
    expect(await unread(tokens['customer@demo.test']!)).toBe(beforeColleague);
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${id}`, tokens['customer@demo.test']!)).statusCode).toBe(404); // not theirs

    const listed = (await call('GET', `${ENDPOINTS.messageList}?Scope=user`, asShyd)).json().Data.Items;
    expect(listed).toContainEqual(expect.objectContaining({ Id: id, Scope: 'user', Unread: true, ReadAt: null }));
    // read as one company account: read for the other too
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${id}`, asShyd)).json().Data).toMatchObject({ Title: '周敏：请更新实名信息', Unread: false });
    expect(await unread(asHztx)).toBe(beforeHztx);
    expect((await call('GET', `${ENDPOINTS.messageList}?Scope=user`, asHztx)).json().Data.Items).toContainEqual(
      expect.objectContaining({ Id: id, Unread: false, ReadAt: expect.any(String) }),
    );
    // deleted for the person: gone under both accounts
    expect((await call('POST', ENDPOINTS.messageDelete, asHztx, { Ids: [id] })).statusCode).toBe(200);
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${id}`, asShyd)).statusCode).toBe(404);

    const sentList = (await call('GET', `${ENDPOINTS.messageSentList}?Title=周敏`, tokens['admin@demo.test']!)).json().Data.Items;
    expect(sentList[0]).toMatchObject({ Id: id, Scope: 'user', To: '周敏' });
    for (const s of [hztxSocket, shydSocket, colleague]) s.close();
  });

  it('only platform staff message a user; the user must exist', async () => {
    const [multi] = await t.db.query<{ id: string }>(`select id from users where account = 'multi@demo.test'`);
    const refused = await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: '越界', To: 'user', UserId: Number(multi!.id) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Message).toContain('仅限平台员工'); // the default language: Chinese
    expect((await call('GET', ENDPOINTS.messageRecipients, tokens['customer.admin@demo.test']!)).json().Data.Users).toEqual([]);
    expect((await call('POST', ENDPOINTS.messageSend, tokens['admin@demo.test']!, { Title: 'x', To: 'user', UserId: 987654 })).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.messageSend, tokens['admin@demo.test']!, { Title: 'x', To: 'user' })).json()).toMatchObject({
      Errors: [{ Path: '/UserId' }],
    });
  });
});

describe('announcements from before an employee existed', () => {
  it('are listed for new staff but not counted unread; what comes after is', async () => {
    const global = (await call('POST', ENDPOINTS.globalMessageSend, tokens['admin@demo.test']!, { Title: '旧公告：年度盘点' })).json().Data.Id;
    const company = (await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: '旧通知：周会改期', To: 'company' })).json().Data
      .Id;
    const made = await call('POST', ENDPOINTS.employeeSave, tokens['customer.admin@demo.test']!, {
      Name: '新同事 小林',
      LoginName: 'hztx.newbie',
      Password: 'newbie-pass-1',
    });
    expect(made.statusCode).toBe(200);
    const newbie = await caller(t).asEmployeeLogin('hztx.newbie', 'newbie-pass-1');

    expect((await call('GET', ENDPOINTS.unreadMessageCount, newbie)).json().Data).toBe(0);
    const all = (await call('GET', `${ENDPOINTS.messageList}?PageSize=200`, newbie)).json().Data.Items as {
      Id: number;
      Unread: boolean;
      ReadAt: string | null;
    }[];
    expect(all.find((m) => m.Id === global)).toMatchObject({ Unread: false, ReadAt: null });
    expect(all.find((m) => m.Id === company)).toMatchObject({ Unread: false, ReadAt: null });
    const unreadOnly = (await call('GET', `${ENDPOINTS.messageList}?Read=unread`, newbie)).json().Data.Items.map((m: { Id: number }) => m.Id);
    expect(unreadOnly).not.toContain(global);
    expect((await call('POST', ENDPOINTS.messageMarkAllRead, newbie)).json().Data).toBe(0); // nothing was unread
    // an old colleague still has them unread
    const colleague = (await call('GET', `${ENDPOINTS.messageList}?Read=unread`, tokens['customer@demo.test']!))
      .json()
      .Data.Items.map((m: { Id: number }) => m.Id);
    expect(colleague).toEqual(expect.arrayContaining([global, company]));

    const fresh = (await call('POST', ENDPOINTS.globalMessageSend, tokens['admin@demo.test']!, { Title: '新公告：欢迎新同事' })).json().Data.Id;
    expect((await call('GET', ENDPOINTS.unreadMessageCount, newbie)).json().Data).toBe(1);
    expect((await call('GET', `${ENDPOINTS.messageList}?Read=unread`, newbie)).json().Data.Items.map((m: { Id: number }) => m.Id)).toEqual([fresh]);
    // opening an old one is fine: it is marked read like any other
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${global}`, newbie)).json().Data).toMatchObject({ Unread: false, ReadAt: expect.any(String) });
    expect((await call('GET', ENDPOINTS.unreadMessageCount, newbie)).json().Data).toBe(1);
  });
});
