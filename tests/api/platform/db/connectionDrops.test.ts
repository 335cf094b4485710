import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import type { SiSourceData } from '../../../../src/contract/si';
import { openDb } from '../../../../server/db/open';
import { CLIENT_GRACE_MS } from '../../../../server/db/postgres';
import type { Db } from '../../../../server/db/types';
import { onePerContainer } from '../../../support/siDrafts';
import { build } from '../../support/build';
import { caller } from '../../support/calls';
import { openLive } from '../../support/liveClient';
import { tcpProxy } from '../../support/tcpProxy';

/**
 * The database connection drops and comes back (PostgreSQL mode): meanwhile every call answers
 * 503 with `{Status:false, Message:"The database is unavailable …"}` — not a 500, never a hang —
 * and afterwards everything works again, the live hub's LISTEN connection included.
 *
 * Only with DATABASE_URL: embedded PGlite has no connection to lose. That is acceptable because
 * CI (.ci/run) always starts a throwaway PostgreSQL with scripts/pg-test-cluster.sh and sets
 * DATABASE_URL; locally: `PG_TEST_PORT=54392 PG_TEST_DIR=/tmp/pg-faults bash scripts/pg-test-cluster.sh`.
 *
 * Other API files run at the same time (vitest, 2 workers) on the same cluster
 * (tests/api/platform/db/engines.test.ts), so the cluster is never stopped: this suite works in a
 * database of its own, reached through a TCP proxy (tests/api/support/tcpProxy.ts) that makes the
 * outage — connections cut, then refused, or swallowed — for this suite's connections only;
 * backends are terminated only in its own database.
 */
const url = process.env.DATABASE_URL;
const UNAVAILABLE = /^(The database is unavailable|数据库暂时无法访问)/; // Chinese unless the request asks for English
const CGO = 'CGO-HZTX-2611-001';
const STATEMENT_TIMEOUT_MS = 4_000;

describe.skipIf(!url)('the database connection drops (PostgreSQL)', () => {
  const dbName = `freight_faults_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client; // straight to this suite's database, outside the proxy: the test's own view
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let db: Db;
  let app: FastifyInstance;
  let address = '';
  let directUrl = '';
  const tokens: Record<string, string> = {};
  let employee: { Id: number; CompanyId: number };
  let source: SiSourceData;

  // a promise, so the call starts now (inject's chain waits until it is awaited)
  const call = (method: 'GET' | 'POST', path: string, token?: string, payload?: object, headers: Record<string, string> = {}) =>
    Promise.resolve(app.inject({ method, url: path, payload, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }));
  /** A call that must answer within `ms`: a hang fails the test here instead of at its timeout. */
  const answered = async (res: ReturnType<typeof call>, ms = 15_000) => {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: the call hangs`)), ms)));
    try {
      return await Promise.race([res, hang]);
    } finally {
      clearTimeout(timer);
    }
  };
  /**
   * What a person's browser would send during an outage that needs the database: sign-in, its own
   * roles, a booking, a change, the health check. (What the process keeps — the current employee,
   * a list read in the last seconds: server/cache — is answered as it was: nothing can change it
   * while the database is down.)
   */
  const someCalls = () => [
    call('GET', ENDPOINTS.health),
    call('POST', ENDPOINTS.userLogin, undefined, { Account: 'customer@demo.test', Password: 'demo1234' }),
    call('GET', ENDPOINTS.myAccess, tokens.customer),
    call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens.customer),
    call('POST', ENDPOINTS.messageSend, tokens.admin, { Title: '停机期间', To: 'employee', EmployeeId: employee.Id }),
  ];
  const expectUnavailable = (res: Awaited<ReturnType<typeof call>>) => {
    expect({ status: res.statusCode, Status: res.json().Status }).toEqual({ status: 503, Status: false });
    expect(res.json().Message).toMatch(UNAVAILABLE);
    expect(res.headers['retry-after']).toBe('5');
  };
  /** The LISTEN connections by channel: the live hub's and the job runner's wake-ups (server/jobs). */
  const listening = async () => {
    const { rows } = await admin.query(
      `select count(*) filter (where query ilike 'listen %freight_live%')::int as live, count(*) filter (where query ilike 'listen %freight_jobs%')::int as jobs
         from pg_stat_activity where datname = $1 and query ilike 'listen %'`,
      [dbName],
    );
    return rows[0] as { live: number; jobs: number };
  };
  const sisOnBooking = async () => Number((await admin.query(`select count(*) as n from si_records where cgo_id = $1`, [CGO])).rows[0].n);

  /** After the outage: calls work again (every answer until then a 503 with the message), and live messages arrive through LISTEN again. */
  async function recovers(live: Awaited<ReturnType<typeof openLive>>, title: string) {
    await expect
      .poll(
        async () => {
          const res = await answered(call('GET', ENDPOINTS.myAccess, tokens.customer));
          if (res.statusCode !== 200) expectUnavailable(res);
          return res.statusCode;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(200);
    for (const res of await Promise.all(someCalls())) expect(res.statusCode).toBe(200);
    // the hub listens again, once; so do the job runner's wake-ups
    await expect.poll(listening, { timeout: 15_000, interval: 50 }).toEqual({ live: 1, jobs: 1 });
    const sent = await call('POST', ENDPOINTS.messageSend, tokens.admin, { Title: title, To: 'employee', EmployeeId: employee.Id });
    expect(sent.statusCode).toBe(200);
    // the frames of the calls above, then this one: the NOTIFY went through the re-opened LISTEN
    await expect.poll(async () => (await live.quiet(200)).some((f) => f.type === 'message' && f.Title === title), { timeout: 10_000 }).toBe(true);
  }

  beforeAll(async () => {
    const cluster = new pg.Client({ connectionString: url });
    await cluster.connect();
    await cluster.query(`create database ${dbName}`);
    await cluster.end();
    const direct = new URL(url!);
    direct.pathname = `/${dbName}`;
    directUrl = direct.toString();
    admin = new pg.Client({ connectionString: directUrl });
    await admin.connect();
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct.toString());
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    // as the server opens it, with a short statement timeout (DATABASE_STATEMENT_TIMEOUT_MS)
    db = await openDb({ databaseUrl: proxied.toString(), statementTimeoutMs: STATEMENT_TIMEOUT_MS });
    ({ app } = await build({ db }));
    address = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const { asUser } = caller({ app });
    tokens.customer = await asUser('customer@demo.test');
    tokens.admin = await asUser('admin@demo.test');
    employee = (await call('GET', ENDPOINTS.currentEmployee, tokens.customer)).json().Data;
    source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens.customer)).json().Data;
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await admin?.end().catch(() => undefined);
    const cluster = new pg.Client({ connectionString: url });
    await cluster.connect();
    await cluster.query(`drop database if exists ${dbName} with (force)`);
    await cluster.end();
  });

  it('backends are terminated in the middle of an SI batch: that call answers 503, nothing of the batch is kept, the retry with the same key creates it once', async () => {
    const live = await openLive(`${address}${ENDPOINTS.liveSocket}`);
    live.send({ type: 'auth', token: tokens.customer });
    expect(await live.next()).toEqual({ type: 'authed' });
    const drafts = onePerContainer(source);
    const body = { TDBLInfos: drafts, Num: drafts.length, CGO_ID: CGO, MBL_NO: source.MBL_NO };
    const key = 'faults-terminated-0001';
    // hold the batch's last insert (its submission record): an uncommitted row with the same key
    // makes it wait, after all its SIs are written inside its transaction
    // (on a connection of its own: pg_stat_activity is read once per transaction)
    const holder = new pg.Client({ connectionString: directUrl });
    await holder.connect();
    const holderPid = (await holder.query('select pg_backend_pid() as pid')).rows[0].pid as number;
    await holder.query('begin');
    await holder.query(`insert into si_submissions (company_id, idempotency_key, si_ids) values ($1, $2, '[]')`, [employee.CompanyId, key]);
    const submission = call('POST', ENDPOINTS.siAdd, tokens.customer, body, { 'idempotency-key': key });
    await expect
      .poll(
        async () =>
          Number(
            (
              await admin.query(
                `select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'insert into si_submissions%'`,
              )
            ).rows[0].n,
          ),
        { timeout: 10_000, interval: 20 },
      )
      .toBe(1);
    // the database drops every connection but ours (what a restart of PostgreSQL does to them)
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and pid <> $1',
      [holderPid],
    );
    expect(killed.rowCount).toBeGreaterThanOrEqual(2); // the batch's and at least the hub's LISTEN
    await holder.query('rollback');
    await holder.end();

    const res = await answered(submission);
    expectUnavailable(res);
    expect(await sisOnBooking()).toBe(0); // the batch rolled back whole
    await recovers(live, '恢复之后（终止连接）');
    const retry = await answered(call('POST', ENDPOINTS.siAdd, tokens.customer, body, { 'idempotency-key': key }));
    expect(retry.statusCode).toBe(200);
    expect(retry.json().Data).toMatchObject({ Replayed: false, Ids: expect.any(Array) });
    expect(retry.json().Data.Ids).toHaveLength(drafts.length);
    expect((await call('POST', ENDPOINTS.siAdd, tokens.customer, body, { 'idempotency-key': key })).json().Data).toEqual({
      ...retry.json().Data,
      Replayed: true,
    });
    expect(await sisOnBooking()).toBe(drafts.length);
    live.close();
  }, 90_000);

  it('the database is down (connections cut, new ones refused): calls answer 503 with a clear message, a socket’s auth is refused politely, and all works again after', async () => {
    const live = await openLive(`${address}${ENDPOINTS.liveSocket}`);
    live.send({ type: 'auth', token: tokens.customer });
    expect(await live.next()).toEqual({ type: 'authed' });
    await proxy.refuse();

    for (const res of await Promise.all(someCalls().map((c) => answered(c)))) expectUnavailable(res);
    // a browser reconnecting meanwhile: told so and closed (it comes back 5 s later), the process lives on
    const newcomer = await openLive(`${address}${ENDPOINTS.liveSocket}`);
    newcomer.send({ type: 'auth', token: tokens.customer });
    expect(await newcomer.next(10_000)).toEqual({ type: 'error', message: expect.stringMatching(UNAVAILABLE) });
    expect((await newcomer.closed()).code).toBe(1013); // "try again later": not a dead session
    expect(await listening()).toEqual({ live: 0, jobs: 0 }); // the LISTEN connections are gone too

    await proxy.restore();
    await recovers(live, '恢复之后（数据库重启）');
    live.close();
  }, 90_000);

  it('the network swallows everything (no answer, no reset): calls answer 503 after the connect timeout instead of hanging, and work again after', async () => {
    const live = await openLive(`${address}${ENDPOINTS.liveSocket}`);
    live.send({ type: 'auth', token: tokens.customer });
    expect(await live.next()).toEqual({ type: 'authed' });
    await proxy.silence();
    await new Promise((r) => setTimeout(r, 500)); // the pool has noticed its cut connections: every call needs a new one

    for (const res of await Promise.all(someCalls().map((c) => answered(c, 20_000)))) expectUnavailable(res);

    await proxy.restore();
    await recovers(live, '恢复之后（网络中断）');
    live.close();
  }, 90_000);

  it('the database stops answering on its open connections (frozen, as under SIGSTOP): every call answers 503 within the statement timeout and its grace, none hangs; all works after', async () => {
    // warm the pool: the calls below go out on connections the database holds open
    for (const res of await Promise.all(someCalls())) expect(res.statusCode).toBe(200);
    await proxy.freeze();
    const started = Date.now();
    // the case: /api/health answered once, then three requests got no answer for 60 s
    const calls = [...someCalls(), call('GET', ENDPOINTS.health), call('GET', ENDPOINTS.health), call('GET', ENDPOINTS.health)];
    const bound = STATEMENT_TIMEOUT_MS + CLIENT_GRACE_MS + 5_000; // the connect timeout for a call that waited for a connection
    for (const res of await Promise.all(calls.map((c) => answered(c, bound + 5_000)))) expectUnavailable(res);
    expect(Date.now() - started).toBeLessThan(bound + 5_000);
    await proxy.restore();
    const live = await openLive(`${address}${ENDPOINTS.liveSocket}`);
    live.send({ type: 'auth', token: tokens.customer });
    await recovers(live, '恢复之后（数据库停住）');
    live.close();
  }, 90_000);

  it('a statement running past the statement timeout is cancelled by the database and answered 503, not left to run', async () => {
    await expect(db.query('select pg_sleep(30)')).rejects.toMatchObject({ code: '57014' });
    // a migration is not held to it
    await expect(db.transaction((tx) => tx.query('select pg_sleep(4.5) as slept'), { unbounded: true })).resolves.toEqual([{ slept: '' }]);
  }, 30_000);
});
