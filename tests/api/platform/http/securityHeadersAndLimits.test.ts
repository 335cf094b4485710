import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../../../../server/http/securityHeaders';
import { SERVER_LIMITS } from '../../../../server/http/limits';
import { hasStackTrace, withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { openLive } from '../../support/liveClient';

const t = withTestApp({ modules: ['staff'] });
let origin = '';

beforeAll(async () => {
  // a call that fails inside, to see the headers on a 500
  t.app.get('/api/Test/Boom', async () => {
    throw new Error('boom at handler.ts:12');
  });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${what}: ${name}`).toBe(value);
}

/** One raw HTTP/1.1 exchange (what Node's parser refuses never reaches inject). */
function raw(request: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let data = '';
    socket.on('data', (d) => (data += d.toString()));
    socket.on('error', () => undefined); // the server destroys the socket after answering
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(statusLine.split(' ')[1]);
      if (!status) return reject(new Error(`no answer: ${JSON.stringify(data.slice(0, 200))}`));
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body });
    });
  });
}

describe('security headers on every answer', () => {
  it('the policy forbids inline script and framing, and allows what the app uses', () => {
    const directives = Object.fromEntries(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(expect.arrayContaining(["'self'", 'wss:']));
    expect(directives['frame-src']).toEqual(expect.arrayContaining(['https:'])); // the staff web view
  });

  it('API JSON, the app, index.html for deep links, 404s, refusals and errors all carry them', async () => {
    const { asUser } = caller(t);
    const token = await asUser('customer@demo.test');
    const answers: [string, LightMyRequestResponse, number][] = [
      ['health', await t.app.inject(ENDPOINTS.health), 200],
      ['a call with a token', await t.app.inject({ url: ENDPOINTS.currentEmployee, headers: { authorization: `Bearer ${token}` } }), 200],
      ['401', await t.app.inject(ENDPOINTS.currentUser), 401],
      ['403', await t.app.inject({ url: ENDPOINTS.userList, headers: { authorization: `Bearer ${token}` } }), 403],
      ['400 validation', await t.app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: { Account: 1 } }), 400],
      ['400 bad JSON', await t.app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: '{bad', headers: { 'content-type': 'application/json' } }), 400],
      [
        '415',
        await t.app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        415,
      ],
      ['426', await t.app.inject({ url: ENDPOINTS.wxLoginConfig, headers: { 'web-version': '0' } }), 426],
      ['unknown call', await t.app.inject('/api/No/Such'), 404],
      ['500', await t.app.inject('/api/Test/Boom'), 500],
      ['index.html', await t.app.inject('/'), 200],
      ['deep link', await t.app.inject('/tdManage/siCheck?x=1'), 200],
      ['asset', await t.app.inject('/assets/index-abc123.js'), 200],
      ['missing asset', await t.app.inject('/assets/gone-1.js'), 404],
      ['POST to a page', await t.app.inject({ method: 'POST', url: '/customer/home' }), 404],
      ['HEAD', await t.app.inject({ method: 'HEAD', url: '/' }), 200],
    ];
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res.headers, what);
    }
    const boom = answers.find(([w]) => w === '500')![1];
    expect(hasStackTrace(boom.body)).toBe(false);
  });

  it('the live socket still upgrades and answers', async () => {
    const live = await openLive(`${origin.replace('http', 'ws')}${ENDPOINTS.liveSocket}`);
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
    live.close();
  });
});

describe('request limits and timeouts', () => {
  it('are set on the server as SERVER_LIMITS says', () => {
    expect(SERVER_LIMITS).toEqual({
      bodyLimit: 1024 * 1024,
      requestTimeout: 30_000,
      connectionTimeout: 60_000,
      keepAliveTimeout: 72_000,
      maxHeaderSize: 16 * 1024,
    });
    expect(t.app.initialConfig.bodyLimit).toBe(SERVER_LIMITS.bodyLimit);
    expect(t.app.server.requestTimeout).toBe(SERVER_LIMITS.requestTimeout);
    expect(t.app.server.timeout).toBe(SERVER_LIMITS.connectionTimeout);
    expect(t.app.server.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeout);
    expect((t.app.server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBe(SERVER_LIMITS.maxHeaderSize); // not in @types/node, set by http.createServer
  });

  it('a body over the limit answers 413 with the envelope (over the wire too)', async () => {
    const big = JSON.stringify({ Account: 'a', Password: 'x'.repeat(SERVER_LIMITS.bodyLimit) });
    const res = await t.app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: big, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ Status: false, Data: null, Message: 'The request body is larger than the 1024 KiB limit.' });
    expectSecurityHeaders(res.headers, '413');
    const wire = await fetch(`${origin}${ENDPOINTS.userLogin}`, {
      method: 'POST',
      body: big,
      headers: { 'content-type': 'application/json', 'web-version': '1' },
    });
    expect(wire.status).toBe(413);
    expect((await wire.json()).Message).toMatch(/1024 KiB/);
  });

  it('headers over the limit answer 431 with the envelope and the security headers; just under it pass', async () => {
    const over = await raw(`GET ${ENDPOINTS.health} HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(SERVER_LIMITS.maxHeaderSize)}\r\n\r\n`);
    expect(over.status).toBe(431);
    expect(JSON.parse(over.body)).toEqual({ Status: false, Data: null, Message: 'The request headers are larger than the 16 KiB limit.' });
    expectSecurityHeaders(over.headers, '431');
    const under = await fetch(`${origin}${ENDPOINTS.health}`, { headers: { 'x-big': 'a'.repeat(SERVER_LIMITS.maxHeaderSize - 1024) } });
    expect(under.status).toBe(200);
  });

  it('bytes that are not HTTP answer 400 with the envelope', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ Status: false, Message: expect.any(String) });
  });
});
