import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { fixtureDist, seededDb } from '../support/build';
import type { Db } from '../../../server/db/types';
import { oauth2Provider } from '../../../server/modules/wx/provider';

// Where the product says it lives: the callback address is built from this, never from Host.
const PUBLIC_URL = 'https://freight.example.test';

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
      if (req.url === '/token' && new URLSearchParams(body).get('code') === 'good-code')
        return res.end(JSON.stringify({ access_token: 'at-1', openid: 'o-1' }));
      if (req.url === '/userinfo' && req.headers.authorization === 'Bearer at-1') return res.end(JSON.stringify({ openid: 'o-1', nickname: '微信用户' }));
      res.statusCode = 400;
      res.end('{}');
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(provider.address() as { port: number }).port}`;
  db = await seededDb();
  app = await buildApp({
    db,
    staticDir: fixtureDist(),
    publicUrl: PUBLIC_URL,
    wxProvider: oauth2Provider({
      id: 'wx',
      clientId: 'app-1',
      clientSecret: 's',
      scope: 'snsapi_login',
      authorizeEndpoint: `${base}/authorize`,
      tokenEndpoint: `${base}/token`,
      userInfoEndpoint: `${base}/userinfo`,
    }),
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
  provider.close();
});

/** A browser's sign-in: the state in the provider's link and the cookie the browser keeps. */
interface Started {
  state: string;
  cookie: string;
  setCookie: string;
  redirectUri: string;
}

async function begin(headers: Record<string, string> = {}): Promise<Started> {
  const res = await app.inject({ url: '/api/WxLogin/Start', headers });
  expect(res.statusCode).toBe(302);
  const to = new URL(res.headers.location as string);
  expect(to.origin + to.pathname).toBe(`${base}/authorize`);
  expect(to.searchParams.get('client_id')).toBe('app-1');
  const setCookie = [res.headers['set-cookie'] ?? []].flat().join('\n');
  return { state: to.searchParams.get('state')!, cookie: setCookie.split(';')[0] ?? '', setCookie, redirectUri: to.searchParams.get('redirect_uri')! };
}

/** The callback as the browser that started the sign-in opens it (with its cookie). */
async function callback(query: string, started: Started) {
  return app.inject({ url: `/api/WxLogin/Callback?${query}&state=${started.state}`, headers: { cookie: started.cookie } });
}

async function start(): Promise<Started> {
  return begin();
}

describe('sign-in through the social messaging app (OAuth2 code flow)', () => {
  it('is reported as configured', async () => {
    expect((await app.inject('/api/WebsitePublic/WxLoginConfig')).json().Data.Enabled).toBe(true);
  });

  it('creates the user on the first callback, signs the same person in again later', async () => {
    const first = await callback('code=good-code', await start());
    expect(first.statusCode).toBe(302);
    const hash = new URLSearchParams((first.headers.location as string).split('#')[1]);
    expect(hash.get('first')).toBe('1');
    const me = await app.inject({ url: '/api/CurrentUser/Current', headers: { authorization: `Bearer ${hash.get('token')}` } });
    expect(me.json().Data).toMatchObject({ Account: 'wx:o-1', Name: '微信用户' });

    const again = await callback('code=good-code', await start());
    expect(new URLSearchParams((again.headers.location as string).split('#')[1]).get('first')).toBe('0');
    expect(await db.query(`select 1 from users where account = 'wx:o-1'`)).toHaveLength(1);
  });

  it('refuses a reused or unknown state, and reports a failed exchange to the page', async () => {
    const started = await start();
    await callback('code=good-code', started);
    const reused = await callback('code=good-code', started);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().Message).toMatch(/已过期或已被使用/);
    const bad = await callback('code=bad-code', await start());
    expect(bad.headers.location).toBe('/wxLogin#error=exchange');
    const denied = await callback('error=access_denied', await start());
    expect(denied.headers.location).toBe('/wxLogin#error=denied');
  });

  it('builds the callback address from PUBLIC_URL, never from the Host header', async () => {
    const forged = await begin({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' });
    expect(forged.redirectUri).toBe(`${PUBLIC_URL}/api/WxLogin/Callback`);
  });

  it('binds the state to the browser that started the sign-in with an HttpOnly, SameSite=Lax cookie scoped to the callback', async () => {
    const { setCookie, state } = await start();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/WxLogin\/Callback(;|$)/);
    expect(setCookie).toMatch(/Secure/); // PUBLIC_URL is https
    expect(setCookie).not.toContain(state); // the cookie is not the state a link carries
  });

  it("refuses an attacker's callback link opened in a victim's browser (login CSRF)", async () => {
    // The attacker starts a sign-in in their own browser and stops at the callback with their code.
    const attacker = await start();
    const victim = await start(); // the victim's browser holds a binding of its own (or none at all)
    const withVictimsCookie = await app.inject({ url: `/api/WxLogin/Callback?code=good-code&state=${attacker.state}`, headers: { cookie: victim.cookie } });
    expect(withVictimsCookie.statusCode).toBe(400);
    expect(withVictimsCookie.json().Message).toMatch(/不是在这个浏览器中发起的/);
    expect(String(withVictimsCookie.headers.location ?? '')).not.toContain('token=');
    const withNoCookie = await app.inject(`/api/WxLogin/Callback?code=good-code&state=${attacker.state}`);
    expect(withNoCookie.statusCode).toBe(400);
    expect(String(withNoCookie.headers.location ?? '')).not.toContain('token=');
    // The refusals did not spend the attacker's state, nor did any session appear for them.
    const ok = await callback('code=good-code', attacker);
    expect(ok.headers.location).toMatch(/#token=/);
  });

  it('clears the binding cookie at the callback', async () => {
    const res = await callback('code=good-code', await start());
    expect([res.headers['set-cookie'] ?? []].flat().join('\n')).toMatch(/Max-Age=0/);
  });
});

describe('starting a social sign-in', () => {
  it('is limited per address, and states nobody came back with are dropped as new ones are made', async () => {
    const { ADDRESS_LIMITS } = await import('../../../server/http/addressLimit');
    const { max } = ADDRESS_LIMITS.wxStart;
    const from = (ip: string) => app.inject({ url: '/api/WxLogin/Start', remoteAddress: ip });
    for (let i = 0; i < max; i++) expect((await from('10.90.0.1')).statusCode).toBe(302);
    const over = await from('10.90.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ Status: false, Code: 'RATE_LIMITED' });
    expect((await from('10.90.0.2')).statusCode).toBe(302);
    // an hour-old state is gone once the next sign-in starts
    await db.query(`update oauth_states set created_at = now() - interval '1 hour'`);
    expect((await from('10.90.0.3')).statusCode).toBe(302);
    const [left] = await db.query<{ n: number }>('select count(*)::int as n from oauth_states');
    expect(left!.n).toBe(1);
  });
});

describe('the public URL setting', () => {
  it('defaults to localhost on PORT for local development, strips a trailing slash, refuses what is not an http(s) origin', async () => {
    const { publicUrlFromEnv } = await import('../../../server/http/publicUrl');
    expect(publicUrlFromEnv({})).toBe('http://localhost:8080');
    expect(publicUrlFromEnv({ PORT: '4182' })).toBe('http://localhost:4182');
    expect(publicUrlFromEnv({ PUBLIC_URL: 'https://freight.example.com/' })).toBe('https://freight.example.com');
    expect(() => publicUrlFromEnv({ PUBLIC_URL: 'https://example.com/freight/' })).toThrow(/origin only/);
    expect(() => publicUrlFromEnv({ PUBLIC_URL: 'freight.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => publicUrlFromEnv({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });
});
