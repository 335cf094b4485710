import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../server/app';
import type { Db } from '../../../../server/db/types';
import { DEMO_PASSWORD } from '../../../../server/modules/auth/demoAccounts';
import { loggableUrl, loggerOptions } from '../../../../server/http/logging';
import { ENDPOINTS, LOGIN_ACCESS_TOKEN_HEADER } from '../../../../src/contract/endpoints';
import { fixtureDist, seededDb } from '../../support/build';

/** The app with the production logger configuration (server/main.ts uses the same), at trace level, into memory. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = await seededDb();
  app = await buildApp({ db, staticDir: fixtureDist(), logger: loggerOptions('trace', stream) });
  app.get('/api/Test/Boom', { config: { auth: 'session' } }, async () => {
    throw new Error('the handler broke');
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('tokens and passwords never reach the log', () => {
  it('through sign-in, calls with the token, a token hand-over, refusals and a server error', async () => {
    const secrets: string[] = [DEMO_PASSWORD];
    const signIn = async (account: string, password = DEMO_PASSWORD) => {
      const res = await app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: { Account: account, Password: password }, remoteAddress: '10.60.0.1' });
      return res.json().Data?.Token as string;
    };
    const as = (token: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

    const userToken = await signIn('admin@demo.test');
    secrets.push(userToken);
    const employeeToken = (await as(userToken, ENDPOINTS.chooseDefaultEmployee, 'POST')).json().Data as string;
    secrets.push(employeeToken);
    expect((await as(employeeToken, ENDPOINTS.currentEmployee)).statusCode).toBe(200);
    expect((await as(employeeToken, `${ENDPOINTS.employeeDetail}?Id=999999`)).statusCode).toBe(404);
    expect((await as(employeeToken, ENDPOINTS.roleSave, 'POST', { Scope: 'nope' })).statusCode).toBe(400);
    // a user-level session calling an employee call is handed a new token in a header
    const multi = await signIn('multi@demo.test');
    secrets.push(multi);
    const handOver = await as(multi, ENDPOINTS.currentEmployeeMenuTree);
    expect(handOver.statusCode).toBe(403);
    const handed = handOver.headers[LOGIN_ACCESS_TOKEN_HEADER] as string;
    expect(handed).toBeTruthy();
    secrets.push(handed);
    // a wrong password, and a sign-in body that is not JSON (its text echoes the password)
    const wrong = 'Wrong-Secret-Pass-42';
    secrets.push(wrong);
    expect(
      (await app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: { Account: 'admin@demo.test', Password: wrong }, remoteAddress: '10.60.0.2' }))
        .statusCode,
    ).toBe(400);
    const broken = await app.inject({
      method: 'POST',
      url: ENDPOINTS.userLogin,
      payload: `{"Account":"admin@demo.test","Password":"${wrong}"`,
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    // a changed password
    const newPassword = 'Brand-New-Secret-77';
    secrets.push(newPassword);
    expect((await as(employeeToken, ENDPOINTS.changePassword, 'POST', { OldPassword: DEMO_PASSWORD, NewPassword: newPassword })).statusCode).toBe(200);
    // an OAuth callback's one-time code and state in the query
    const code = 'oauth-code-SECRET-123';
    secrets.push(code);
    expect((await app.inject(`${ENDPOINTS.wxLoginCallback}?code=${code}&state=st-SECRET-456`)).statusCode).toBeLessThan(500);
    secrets.push('st-SECRET-456');
    // an error inside a handler, with the token on the request
    const boom = await as(employeeToken, '/api/Test/Boom');
    expect(boom.statusCode).toBe(500);
    await as(employeeToken, ENDPOINTS.logout, 'POST');

    const log = lines.join('');
    // the log is there and says what happened
    expect(log).toContain('incoming request'); // at trace (and debug) only
    expect(log).toContain('request completed');
    expect(log).toContain('the handler broke');
    expect(log).toContain(`${ENDPOINTS.employeeDetail}?Id=999999`);
    // the one line a call is logged with at info says what, to whom, and how it ended
    const completed = lines.find((l) => l.includes('request completed') && l.includes(`${ENDPOINTS.employeeDetail}?Id=999999`));
    expect(completed).toMatch(/"statusCode":404/);
    expect(completed).toMatch(/"responseTime":\d/);
    for (const secret of secrets) expect(log, `the log holds ${secret.slice(0, 6)}…`).not.toContain(secret);
    expect(log).not.toMatch(/authorization|bearer/i);
  });
});

describe('objects logged by hand', () => {
  it('have their secret fields censored, at the top and one level down, and are left unchanged themselves', () => {
    lines.length = 0;
    const logged = {
      Password: 'pw-SECRET-1',
      user: { Token: 'tk-SECRET-2', Name: 'kept' },
      headers: { authorization: 'Bearer az-SECRET-3', cookie: 'ck-SECRET-4' },
    };
    app.log.info(logged, 'by hand');
    const log = lines.join('');
    for (const secret of ['pw-SECRET-1', 'tk-SECRET-2', 'az-SECRET-3', 'ck-SECRET-4']) expect(log).not.toContain(secret);
    expect(log).toContain('kept');
    expect(log).toContain('[redacted]');
    expect(logged.user.Token).toBe('tk-SECRET-2');
  });
});

describe('the URL as logged', () => {
  it('keeps paths and ordinary parameters, and redacts secret ones', () => {
    expect(loggableUrl('/api/Employee/List?Name=x&Page=2')).toBe('/api/Employee/List?Name=x&Page=2');
    expect(loggableUrl('/api/WxLogin/Callback?code=abc&state=def&error=')).toBe('/api/WxLogin/Callback?code=[redacted]&state=[redacted]&error=');
    expect(loggableUrl('/x?Token=abc&password=p&%74oken=q&bad=%E0%A4%A')).toBe('/x?Token=[redacted]&password=[redacted]&%74oken=[redacted]&bad=%E0%A4%A');
  });
});
