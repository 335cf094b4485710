import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { hasStackTrace, INDEX_HTML, PUBLIC_HTML, withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { loadMigrations } from '../../../../server/db/migrate';
import { buildInfo } from '../../../../server/platform/buildInfo';

const t = withTestApp({ embedded: true }); // the embedded engine's health and pool
const { asUser } = caller(t);
/** A caller that is not this machine (inject's default peer is 127.0.0.1, the loopback /metrics admits). */
const STRANGER = '203.0.113.9';

const report = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/ClientLog/Report', payload, headers: { 'content-type': contentType } });

describe('server on a fresh in-memory database', () => {
  it('boots and answers its health with the database and migration, to this machine', async () => {
    const res = await t.app.inject({ url: '/api/health', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Status: true, Data: { database: 'pglite', migrations: loadMigrations().at(-1)!.version } });
    // what runs: the package's version and the commit (issue 47), as /metrics' build info says
    expect(res.json().Data).toMatchObject({ version: buildInfo().version, commit: buildInfo().commit });
    expect(buildInfo().commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    // each external channel's counterpart shows: the carrier and terminal channels run on their local simulators here
    expect(res.json().Data.channels).toEqual({
      CARRIER_BOOKING: 'simulator',
      CARRIER_SI: 'simulator',
      CARRIER_TNT: 'simulator',
      CARRIER_VGM: 'simulator',
      CN_MANIFEST: 'simulator',
      EMAIL: 'simulator',
      EU_ENS: 'simulator',
      SMS: 'simulator',
      TAX_INVOICE: 'simulator',
      TERMINAL_CLP: 'simulator',
      TERMINAL_VGM: 'simulator',
      US_AMS: 'simulator',
      US_ISF: 'simulator',
    });
  });

  it("tells a stranger its status only: not its channels' counterparts nor its migration (issue 47)", async () => {
    const details = ['database', 'migrations', 'channels', 'worker', 'time'];
    const anonymous = await t.app.inject({ url: '/api/health', remoteAddress: STRANGER });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ Status: true, Data: { ready: true } });
    // a reverse proxy on this machine forwards everyone from loopback, and says so: /metrics' rule
    const proxied = await t.app.inject({ url: '/api/health', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': STRANGER } });
    expect(Object.keys(proxied.json().Data)).toEqual(['ready']);
    // signed in, but not the platform's administrator: a customer's own admin, the platform's reviewer
    for (const account of ['customer.admin@demo.test', 'reviewer@demo.test']) {
      const token = await asUser(account);
      const res = await t.app.inject({ url: '/api/health', remoteAddress: STRANGER, headers: { authorization: `Bearer ${token}` } });
      expect(Object.keys(res.json().Data), account).toEqual(['ready']);
    }
    const dead = await t.app.inject({ url: '/api/health', remoteAddress: STRANGER, headers: { authorization: 'Bearer not-a-session' } });
    expect(dead.statusCode).toBe(200); // a bad token is no refusal here: readiness answers anyone
    expect(Object.keys(dead.json().Data)).toEqual(['ready']);
    // the platform's administrator, from anywhere, gets them
    const admin = await asUser('admin@demo.test');
    const res = await t.app.inject({ url: '/api/health', remoteAddress: STRANGER, headers: { authorization: `Bearer ${admin}` } });
    expect(res.json().Data).toMatchObject({ ready: true, database: 'pglite', migrations: loadMigrations().at(-1)!.version, channels: { SMS: 'simulator' } });
    for (const key of details) expect(res.json().Data, key).toHaveProperty(key);
  });

  it('answers liveness without the database, and readiness only with it', async () => {
    // the app's own database object, made unreachable in place for this test (as PostgreSQL going away)
    const { query, exec, transaction } = t.db;
    let asked = 0;
    const down = () => {
      asked += 1;
      return Promise.reject(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' }));
    };
    Object.assign(t.db, { query: down, exec: down, transaction: down });
    try {
      const live = await t.app.inject(ENDPOINTS.live);
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ Status: true, Data: { live: true, worker: null } });
      expect(asked).toBe(0);
      expect((await t.app.inject({ url: ENDPOINTS.live, headers: { 'sec-fetch-mode': 'cors' } })).statusCode).toBe(200); // probes, whatever they send
      const health = await t.app.inject(ENDPOINTS.health);
      expect(health.statusCode).toBe(503);
      expect(asked).toBeGreaterThan(0);
    } finally {
      Object.assign(t.db, { query, exec, transaction });
    }
    expect((await t.app.inject(ENDPOINTS.health)).statusCode).toBe(200);
  });

  it('serves deep links their document (history fallback), revalidated: the public sites’ pages public.html, the rest index.html', async () => {
    const documents: [string, string][] = [
      ['/', PUBLIC_HTML],
      ['/CUSTOMER/home/', PUBLIC_HTML],
      ['/external/MHpage/News?id=3', PUBLIC_HTML],
      // the sign-in dialog over the home page, an account page, a staff page, a share page, an unknown path: the staff shell
      ['/?showLogin&returnTo=%2Fworkbench', INDEX_HTML],
      ['/customer/userSetting', INDEX_HTML],
      ['/tdManage/siCheck?x=1', INDEX_HTML],
      ['/external/mainifest/share', INDEX_HTML],
      ['/no/such/page', INDEX_HTML],
    ];
    for (const [url, html] of documents) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.body, url).toBe(html);
    }
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404, not the page', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/assets/gone-123.js')).statusCode).toBe(404);
  });

  it('answers an unknown call with the envelope and 404', async () => {
    const res = await t.app.inject('/api/NoSuch/Call');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Status: false, Data: null, Message: 'No such call: GET /api/NoSuch/Call' });
  });

  it('says a browser report landed, and stores it', async () => {
    const res = await report(JSON.stringify({ Level: 'error', Message: 'TypeError: x is undefined', Url: 'http://localhost/a', At: new Date().toISOString() }));
    expect(res.statusCode).toBe(200);
    const id = res.json().Data.Id;
    const rows = await t.db.query<{ message: string; level: string }>('select level, message from client_log where id = $1', [id]);
    expect(rows).toEqual([{ level: 'error', message: 'TypeError: x is undefined' }]);
  });
});

describe('bad input gets a 4xx with a clear Message and changes nothing', () => {
  const count = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from client_log'))[0]!.n);

  it('malformed JSON → 400', async () => {
    const before = await count();
    for (const body of ['{bad', '{"Level": "error",', '[1,2', '']) {
      const res = await report(body);
      expect(res.statusCode, body).toBe(400);
      expect(res.json().Status).toBe(false);
      expect(res.json().Message, body).toMatch(/JSON/);
      expect(hasStackTrace(res.body)).toBe(false);
    }
    expect(await count()).toBe(before);
  });

  it('wrong field types and unknown fields → 400 naming each field', async () => {
    const before = await count();
    const res = await report(JSON.stringify({ Level: 3, Message: 42, Extra: true }));
    expect(res.statusCode).toBe(400);
    const paths = res.json().Errors.map((e: { Path: string }) => e.Path);
    expect(paths).toEqual(expect.arrayContaining(['/Level', '/Message', '/Extra']));
    expect(res.json().Message).toMatch(/^填写有误：/); // Chinese unless the browser asks otherwise (issue 32)
    const missing = await report(JSON.stringify({}));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().Errors).toEqual(expect.arrayContaining([{ Path: '/Level', Message: '级别：必填', Code: 'REQUIRED' }]));
    const badTime = await report(JSON.stringify({ Level: 'info', Message: 'x', At: 'yesterday' }));
    expect(badTime.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('an oversized body → 413 with the limit in words', async () => {
    const res = await report(JSON.stringify({ Level: 'info', Message: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ Status: false, Message: 'The request body is larger than the 1024 KiB limit.' });
  });

  it('a body that is not JSON → 415', async () => {
    const res = await report('Level=error', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().Message).toMatch(/takes JSON/);
  });
});

describe('client version and portal headers', () => {
  it('tells an old browser page to reload, and lets scripts through', async () => {
    const old = await t.app.inject({ url: ENDPOINTS.wxLoginConfig, headers: { 'web-version': '0' } });
    expect(old.statusCode).toBe(426);
    expect(old.json().Message).toMatch(/reload/);
    const bare = await t.app.inject({ url: ENDPOINTS.wxLoginConfig, headers: { 'sec-fetch-mode': 'cors' } });
    expect(bare.statusCode).toBe(426);
    expect((await t.app.inject({ url: ENDPOINTS.wxLoginConfig, headers: { 'web-version': '1', 'portal-key': 'localhost' } })).statusCode).toBe(200);
    expect((await t.app.inject(ENDPOINTS.wxLoginConfig)).statusCode).toBe(200); // a script
    expect((await t.app.inject({ url: '/api/health', headers: { 'sec-fetch-mode': 'cors' } })).statusCode).toBe(200); // probes, whatever they send
  });

  it('refuses a portal key that is not a host name', async () => {
    const res = await t.app.inject({ url: ENDPOINTS.wxLoginConfig, headers: { 'web-version': '1', 'portal-key': 'http://evil/<x>' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/portal-key/);
  });
});
