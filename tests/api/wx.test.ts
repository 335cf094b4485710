import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build } from './build';
import type { Db } from '../../server/db/types';
import { oauth2Provider } from '../../server/modules/wx/provider';

// A stand-in for the social app's OAuth2 server, on loopback: it knows one code.
let provider: Server;
let base = '';
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/token' && new URLSearchParams(body).get('code') === 'good-code') return res.end(JSON.stringify({ access_token: 'at-1', openid: 'o-1' }));
      if (req.url === '/userinfo' && req.headers.authorization === 'Bearer at-1') return res.end(JSON.stringify({ openid: 'o-1', nickname: '微信用户' }));
      res.statusCode = 400;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
  ({ app, db } = await build({
    wxProvider: oauth2Provider({
      id: 'wx', clientId: 'app-1', clientSecret: 's', scope: 'snsapi_login',
      authorizeEndpoint: `${base}/authorize`, tokenEndpoint: `${base}/token`, userInfoEndpoint: `${base}/userinfo`,
    }),
  }));
});
afterAll(async () => {
  await app.close();
  await db.close();
  provider.close();
});

async function start(): Promise<string> {
  const res = await app.inject('/api/WxLogin/Start');
  expect(res.statusCode).toBe(302);
  const to = new URL(res.headers.location as string);
  expect(to.origin + to.pathname).toBe(`${base}/authorize`);
  expect(to.searchParams.get('client_id')).toBe('app-1');
  return to.searchParams.get('state')!;
}

describe('sign-in through the social messaging app (OAuth2 code flow)', () => {
  it('is reported as configured', async () => {
    expect((await app.inject('/api/WebsitePublic/WxLoginConfig')).json().Data.Enabled).toBe(true);
  });

  it('creates the user on the first callback, signs the same person in again later', async () => {
    const first = await app.inject(`/api/WxLogin/Callback?code=good-code&state=${await start()}`);
    expect(first.statusCode).toBe(302);
    const hash = new URLSearchParams((first.headers.location as string).split('#')[1]);
    expect(hash.get('first')).toBe('1');
    const me = await app.inject({ url: '/api/CurrentUser/Current', headers: { authorization: `Bearer ${hash.get('token')}` } });
    expect(me.json().Data).toMatchObject({ Account: 'wx:o-1', Name: '微信用户' });

    const again = await app.inject(`/api/WxLogin/Callback?code=good-code&state=${await start()}`);
    expect(new URLSearchParams((again.headers.location as string).split('#')[1]).get('first')).toBe('0');
    expect(await db.query(`select 1 from users where account = 'wx:o-1'`)).toHaveLength(1);
  });

  it('refuses a reused or unknown state, and reports a failed exchange to the page', async () => {
    const state = await start();
    await app.inject(`/api/WxLogin/Callback?code=good-code&state=${state}`);
    const reused = await app.inject(`/api/WxLogin/Callback?code=good-code&state=${state}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().Message).toMatch(/expired or was already used/);
    const bad = await app.inject(`/api/WxLogin/Callback?code=bad-code&state=${await start()}`);
    expect(bad.headers.location).toBe('/wxLogin#error=exchange');
    const denied = await app.inject(`/api/WxLogin/Callback?error=access_denied&state=${await start()}`);
    expect(denied.headers.location).toBe('/wxLogin#error=denied');
  });
});
