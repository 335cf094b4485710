import { describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { ADDRESS_LIMITS } from '../../../../server/http/addressLimit';
import { withTestApp } from '../../support/build';
import { registerUser } from '../../support/register';

/** Calls anyone may make without signing in are limited per address (server/http/addressLimit.ts). */
const t = withTestApp({ modules: ['clientLog'] });

const report = (ip: string, n: number) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.clientLogReport, payload: { Level: 'error', Message: `crash ${n}` }, remoteAddress: ip });
const register = (ip: string, Account: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.register, payload: { Account, Password: 'long-enough-1', Name: '新用户' }, remoteAddress: ip });
const countLogs = async () => Number((await t.db.query<{ n: string }>('select count(*)::text as n from client_log'))[0]!.n);

describe('ClientLog/Report is limited per address', () => {
  it(`takes ${ADDRESS_LIMITS.clientLog.max} reports per address in the window, then answers 429 and stores nothing more; other addresses go on`, async () => {
    const before = await countLogs();
    const { max } = ADDRESS_LIMITS.clientLog;
    const statuses: number[] = [];
    for (let i = 0; i < max + 20; i++) statuses.push((await report('10.30.0.1', i)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.slice(max)).toEqual(Array(20).fill(429));
    expect(await countLogs()).toBe(before + max);
    const refused = await report('10.30.0.1', -1);
    expect(refused.json()).toMatchObject({ Status: false, Code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('10.30.0.2', 0)).statusCode).toBe(200);
  });
});

describe('Register', () => {
  it('a mobile number that has an account answers 200 as a new one does, never 409 (409 means "session replaced")', async () => {
    await registerUser(t, { Account: '13900000031', Password: 'long-enough-1', Name: '新用户' }, '10.31.0.1');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 }); // past the 60 s before another text
    try {
      const again = await register('10.31.0.1', '13900000031');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ Status: true, Data: { CheckSms: true } });
    } finally {
      vi.useRealTimers();
    }
  });

  it(`is limited to ${ADDRESS_LIMITS.register.max} attempts per address in the window; other addresses go on`, async () => {
    const { max } = ADDRESS_LIMITS.register;
    const statuses: number[] = [];
    for (let i = 0; i < max + 5; i++) statuses.push((await register('10.32.0.1', `bulk-${i}@demo.test`)).statusCode);
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(200));
    expect(statuses.slice(max)).toEqual(Array(5).fill(429));
    expect(await t.db.query(`select 1 from pending_registrations where account like 'bulk-%'`)).toHaveLength(max); // each one e-mailed
    expect((await register('10.32.0.2', 'bulk-other@demo.test')).statusCode).toBe(200);
  });
});

describe('IPv6 addresses count by their /64, as sign-in does', () => {
  // a subscriber gets a whole /64: a fresh address for every request must not be a fresh budget
  const inBlock = (block: string, i: number) => `${block}:${(i + 1).toString(16)}:0:0:${(i * 7 + 3).toString(16)}`;

  it('ClientLog/Report: two addresses of one /64 share one budget; another /64 goes on', async () => {
    const { max } = ADDRESS_LIMITS.clientLog;
    for (let i = 0; i < max; i++) expect((await report(inBlock('2001:db8:60:1', i), i)).statusCode).toBe(200);
    const a = '2001:db8:60:1:aaaa:bbbb:cccc:1';
    const b = '2001:db8:60:1::2';
    const refusedA = await report(a, -1);
    expect(refusedA.statusCode).toBe(429);
    expect(refusedA.json()).toMatchObject({ Code: 'RATE_LIMITED' });
    expect((await report(b, -2)).statusCode).toBe(429);
    expect((await report('2001:db8:60:2::1', 0)).statusCode).toBe(200);
  });

  it('Register: two addresses of one /64 share one budget; another /64 goes on', async () => {
    const { max } = ADDRESS_LIMITS.register;
    const half = Math.floor(max / 2);
    // half the budget from one address, the rest from another of the same /64
    for (let i = 0; i < half; i++) expect((await register('2001:db8:61:1::10', `v6-a-${i}@demo.test`)).statusCode).toBe(200);
    for (let i = half; i < max; i++) expect((await register('2001:db8:61:1:ffff::20', `v6-b-${i}@demo.test`)).statusCode).toBe(200);
    expect((await register('2001:db8:61:1::10', 'v6-over-a@demo.test')).statusCode).toBe(429);
    expect((await register('2001:0db8:0061:0001:1:2:3:4', 'v6-over-b@demo.test')).statusCode).toBe(429);
    expect((await register('2001:db8:61:2::10', 'v6-other@demo.test')).statusCode).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  it('limits count each client by the address the trusted proxy forwards, not the proxy', async () => {
    const { build } = await import('../../support/build');
    const { app, db } = await build({ trustProxy: '127.0.0.1' });
    try {
      const { max } = ADDRESS_LIMITS.register;
      const viaProxy = (client: string, Account: string) =>
        app.inject({
          method: 'POST',
          url: ENDPOINTS.register,
          payload: { Account, Password: 'long-enough-1', Name: '新用户' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < max; i++) expect((await viaProxy('203.0.113.7', `proxied-${i}@demo.test`)).statusCode).toBe(200);
      expect((await viaProxy('203.0.113.7', 'proxied-over@demo.test')).statusCode).toBe(429);
      // another client behind the same proxy is not counted with the first
      expect((await viaProxy('198.51.100.9', 'proxied-other@demo.test')).statusCode).toBe(200);
      // a forwarded address from an untrusted peer is not believed: it counts as the peer
      const direct = (Account: string) =>
        app.inject({
          method: 'POST',
          url: ENDPOINTS.register,
          payload: { Account, Password: 'long-enough-1', Name: '新用户' },
          remoteAddress: '10.40.0.1',
          headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
        });
      const statuses: number[] = [];
      for (let i = 0; i <= max; i++) statuses.push((await direct(`spoof-${i}@demo.test`)).statusCode);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await app.close();
      await db.close();
    }
  }, 60_000);
});
