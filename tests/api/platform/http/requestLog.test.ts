import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import type { Db } from '../../../../server/db/types';
import { loggerOptions } from '../../../../server/http/logging';
import { modulesNamed } from '../../../../server/modules';
import { DEMO_PASSWORD } from '../../../../server/modules/auth/demoAccounts';
import { ENDPOINTS, WEB_VERSION } from '../../../../src/contract/endpoints';
import { fixtureDist, seededDb } from '../../support/build';

/**
 * What the log says of requests (issue 47 item 7): ids unique across processes (two apps here, as
 * two workers are), an incoming X-Request-Id kept when well-formed, every answer carrying its id, a
 * line per refused sign-in — and every line JSON. The production logger configuration, into memory.
 */
type Line = Record<string, unknown> & { msg?: string; reqId?: string };
const raw: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    raw.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const lines = (): Line[] => raw.map((l) => JSON.parse(l) as Line);
let db: Db;
let apps: FastifyInstance[];

beforeAll(async () => {
  db = await seededDb();
  const app = () => buildApp({ db, modules: modulesNamed([]), staticDir: fixtureDist(), logger: loggerOptions('info', stream) });
  apps = [await app(), await app()];
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await db.close();
});

const live = (app: FastifyInstance, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/live', headers });

describe('request ids', () => {
  it('are unique across processes, answered as X-Request-Id, and name the request’s log line', async () => {
    const ids: string[] = [];
    for (const app of apps) for (let i = 0; i < 3; i++) ids.push((await live(app)).headers['x-request-id'] as string);
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    const completed = lines().filter((l) => l.msg === 'request completed');
    for (const id of ids) expect(completed.some((l) => l.reqId === id)).toBe(true);
  });

  it('keep a well-formed incoming X-Request-Id; make one for a malformed or overlong one', async () => {
    expect((await live(apps[0]!, { 'x-request-id': 'proxy-7f3a:1.2' })).headers['x-request-id']).toBe('proxy-7f3a:1.2');
    expect(lines().some((l) => l.reqId === 'proxy-7f3a:1.2' && l.msg === 'request completed')).toBe(true);
    for (const bad of ['a'.repeat(65), 'two words', 'line\\nbreak', '{"forged":1}', '']) {
      const answered = (await live(apps[0]!, { 'x-request-id': bad })).headers['x-request-id'];
      expect(answered).not.toBe(bad);
      expect(answered).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    }
  });

  it('come on refusals and unknown paths too', async () => {
    const unknown = await apps[0]!.inject({ method: 'GET', url: '/api/No/Such', headers: { 'web-version': WEB_VERSION } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toBeTruthy();
    const refused = await apps[0]!.inject({ method: 'GET', url: ENDPOINTS.currentEmployee, headers: { 'web-version': WEB_VERSION } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBeTruthy();
  });
});

describe('a refused sign-in', () => {
  const signIn = (Account: string, Password: string) =>
    apps[1]!.inject({
      method: 'POST',
      url: ENDPOINTS.userLogin,
      payload: { Account, Password },
      remoteAddress: '10.47.0.7',
      headers: { 'web-version': WEB_VERSION },
    });

  it('leaves a line of its own: the account masked, why, the address and the request id — never the password', async () => {
    const wrong = 'Not-The-Password-47';
    const refused = await signIn('admin@demo.test', wrong);
    expect(refused.statusCode).toBe(400);
    const unknown = await signIn('nobody-here@demo.test', wrong);
    expect(unknown.statusCode).toBe(400);
    expect((await signIn('admin@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    const refusals = lines().filter((l) => l.msg === 'sign-in refused');
    expect(refusals).toEqual([
      expect.objectContaining({ account: 'ad***@demo.test', reason: 'wrong password', ip: '10.47.0.7', requestId: refused.headers['x-request-id'] }),
      expect.objectContaining({ account: 'no***@demo.test', reason: 'no active account', ip: '10.47.0.7', requestId: unknown.headers['x-request-id'] }),
    ]);
    expect(raw.join('\n')).not.toContain(wrong);
    expect(raw.join('\n')).not.toContain('nobody-here');
  });
});

describe('the log', () => {
  it('is JSON, every line', () => {
    expect(raw.length).toBeGreaterThan(10);
    for (const line of raw) expect(() => JSON.parse(line), line).not.toThrow();
  });
});
