import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { loadMigrations } from '../../../../server/db/migrate';
import { employeeToken } from '../../../support/apiSession';
import { sample } from '../ops/metricsText';
import { freshSchema, listeningPort, pinned, pinnedTo, pollUntil, spawnServer, stopServer, type Pinned, type ServerProcess } from './serverProcesses';

/**
 * `WORKERS=2 npm start` on PostgreSQL (issue 13): the primary migrates and seeds once, then two
 * worker processes share one port; a message or a sign-out handled by one worker reaches the
 * other; a killed worker is replaced; SIGTERM stops them all cleanly.
 */
const databaseUrl = process.env.DATABASE_URL;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** Worker id → pid, from the primary's "worker 2 started (pid 1234)" lines. */
const workerPids = (output: string) => new Map([...output.matchAll(/worker (\d+) started \(pid (\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]));

describe.skipIf(!databaseUrl)('WORKERS=2: two server processes sharing one port on PostgreSQL', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let server: ServerProcess;
  let base = '';
  let wsUrl = '';
  const open: Pinned[] = [];
  const keep = (p: Pinned) => {
    open.push(p);
    return p;
  };

  beforeAll(async () => {
    schema = await freshSchema(databaseUrl!);
    // the booking round every 400 ms: run by both workers it would run twice as often (jobs below)
    server = spawnServer({ DATABASE_URL: schema.url, WORKERS: '2', BOOKING_ROUND_EVERY_MS: '400' });
    base = `http://127.0.0.1:${await listeningPort(server)}`;
    wsUrl = `${base.replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
    for (const id of [1, 2]) await server.waitFor(new RegExp(`\\[worker ${id}, pid \\d+\\] Freight platform on`)); // both listen
  }, 180_000);
  afterAll(async () => {
    for (const p of open) p.close();
    if (server) await stopServer(server);
    await schema?.drop();
  });

  it('the primary migrated and seeded once; the workers did neither', () => {
    const out = server.output();
    expect(out).toMatch(
      new RegExp(
        `2 worker processes sharing port \\d+ \\(database: postgres [^)]*, migrations ${loadMigrations()
          .map((m) => m.version)
          .join(', ')} applied, demo data seeded\\)`,
      ),
    );
    // each line is JSON (issue 47 item 7): what it says is its msg
    const said = out.split('\n').map((l) => {
      try {
        return String((JSON.parse(l) as { msg?: unknown }).msg ?? l);
      } catch {
        return l;
      }
    });
    const workerLines = said.filter((l) => l.startsWith('[worker'));
    expect(workerLines).toHaveLength(2);
    for (const l of workerLines) expect(l).not.toMatch(/applied|seeded/);
    expect(out).not.toMatch(/error|duplicate/i);
  });

  it("the modules' rounds run once across the two workers: the hourly and daily ones once, the 400 ms one once per period", async () => {
    const db = await schema.open();
    try {
      const runs = async () =>
        Object.fromEntries(
          (await db.query<{ name: string; runs: number }>('select name, runs::int from job_rounds order by name')).map((r) => [r.name, r.runs]),
        ) as Record<string, number>;
      await expect.poll(async () => (await runs())['booking.round'] ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
      const first = await runs();
      const started = Date.now();
      await new Promise((r) => setTimeout(r, 4_000));
      const later = await runs();
      const periods = (Date.now() - started) / 400;
      expect(later['rates.expiryWarnings']).toBe(1);
      expect(later['jobs.forgetDone']).toBe(1);
      // once per period between them (a little under, for the ticks' timing), never twice
      expect(later['booking.round']! - first['booking.round']!).toBeLessThanOrEqual(Math.ceil(periods) + 1);
      expect(later['booking.round']! - first['booking.round']!).toBeGreaterThanOrEqual(Math.floor(periods / 2));
    } finally {
      await db.close();
    }
  });

  it('one port, two processes: new connections are handed to both workers', async () => {
    const seen = new Set<number | null>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const p = await pinned(base);
      seen.add(p.worker);
      p.close();
    }
    expect([...seen].sort()).toEqual([1, 2]);
    const pids = workerPids(server.output());
    expect(pids.size).toBe(2);
    for (const pid of pids.values()) expect(pid).not.toBe(server.pid);
  });

  it('a message sent through worker 1 reaches a live socket held by worker 2', async () => {
    const [one, two] = [keep(await pinnedTo(base, 1)), keep(await pinnedTo(base, 2))];
    const admin = await employeeToken(base, 'admin@demo.test');
    const customer = await employeeToken(base, 'customer@demo.test');
    const socket = await two.live(wsUrl);
    socket.send({ type: 'auth', token: customer });
    expect(await socket.next()).toEqual({ type: 'authed' });
    const sent = await one.call('POST', ENDPOINTS.globalMessageSend, admin, { Title: '集群：全体通知', Description: '经 1 号进程发出。' });
    expect(sent.status).toBe(200);
    expect(await socket.next(5_000)).toEqual({ type: 'send', Id: sent.json.Data.Id, Title: '集群：全体通知' });
    expect((await one.call('GET', ENDPOINTS.health)).json.Data.worker).toBe(1); // still the same connection
    socket.close();
  });

  it('a sign-out through worker 1 ends the session on worker 2: 401 on its next call within a second', async () => {
    const [one, two] = [keep(await pinnedTo(base, 1)), keep(await pinnedTo(base, 2))];
    const token = await employeeToken(base, 'reviewer@demo.test');
    for (let i = 0; i < 3; i++) expect((await two.call('GET', ENDPOINTS.currentEmployee, token)).status).toBe(200);
    expect((await one.call('POST', ENDPOINTS.logout, token)).status).toBe(200);
    const onTwo = await pollUntil(async () => (await two.call('GET', ENDPOINTS.currentEmployee, token)).status, 401, 1_000);
    expect(onTwo.value, `worker 2 still answered ${onTwo.value} ${onTwo.afterMs.toFixed(0)} ms after the sign-out`).toBe(401);
    expect((await two.call('GET', ENDPOINTS.health)).json.Data.worker).toBe(2);
  });

  it('/metrics on either worker answers for both: their calls summed, both processes counted', async () => {
    const [one, two] = [keep(await pinnedTo(base, 1)), keep(await pinnedTo(base, 2))];
    for (let i = 0; i < 3; i++) expect((await one.call('GET', ENDPOINTS.apiDocs)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await two.call('GET', ENDPOINTS.apiDocs)).status).toBe(200);
    for (const p of [one, two]) {
      const { status, text } = await p.text('/metrics');
      expect(status).toBe(200);
      expect(sample(text, 'freight_http_request_duration_seconds_count', { route: ENDPOINTS.apiDocs, method: 'GET', status: '2xx' })).toBe(7);
      expect(sample(text, 'freight_server_processes')).toBe(2);
      expect(sample(text, 'freight_db_pool_waiting')).toBe(0);
      expect(sample(text, 'freight_outbox_waiting_messages')).toEqual(expect.any(Number));
    }
  });

  it('a killed worker is replaced by a new one; the other answers meanwhile', async () => {
    const pid = workerPids(server.output()).get(1)!;
    process.kill(pid, 'SIGKILL');
    await server.waitFor(/worker 1 \(pid \d+\) ended \(signal SIGKILL\): starting another \(restart 1 of 5 within a minute\)/);
    // once the primary knows (a connection handed over in the instant before is node's to lose),
    // the other worker takes every connection while the new one starts
    const meanwhile = keep(await pinned(base));
    expect(meanwhile.worker).toBe(2);
    await server.waitFor(/\[worker 3, pid \d+\] Freight platform on/);
    const seen = new Set<number | null>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const p = await pinned(base);
      seen.add(p.worker);
      p.close();
    }
    expect([...seen].sort()).toEqual([2, 3]);
    expect(alive(pid)).toBe(false);
  }, 120_000);

  it('the killed worker’s calls stay in /metrics (as of the last scrape): totals never go back', async () => {
    const { text } = await keep(await pinnedTo(base, 3)).text('/metrics');
    expect(sample(text, 'freight_http_request_duration_seconds_count', { route: ENDPOINTS.apiDocs, method: 'GET', status: '2xx' })).toBe(7);
    expect(sample(text, 'freight_server_processes')).toBe(2);
  });

  it('SIGTERM to the primary stops every worker cleanly, sockets and keep-alive connections open, then it exits 0', async () => {
    const socket = await keep(await pinnedTo(base, 2)).live(wsUrl);
    socket.send({ type: 'auth', token: await employeeToken(base, 'customer2@demo.test') });
    expect(await socket.next()).toEqual({ type: 'authed' });
    keep(await pinnedTo(base, 3)); // an idle keep-alive connection
    const pids = [...workerPids(server.output()).values()].filter(alive);
    expect(pids).toHaveLength(2);
    const started = performance.now();
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    expect(performance.now() - started).toBeLessThan(15_000); // not the primary's kill after its grace period
    expect(server.output()).toMatch(/SIGTERM: stopping 2 workers[\s\S]*all workers stopped; exiting 0/);
    expect(pids.filter(alive)).toEqual([]);
    expect((await socket.closed()).code).toBeGreaterThanOrEqual(1000);
  }, 60_000);
});
