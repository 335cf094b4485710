import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, WEB_VERSION } from '../../../../src/contract/endpoints';
import { exposition } from '../../../../server/metrics/exposition';
import { mayReadMetrics } from '../../../../server/metrics/routes';
import { LATENCY_BUCKETS, mergeSnapshots, type ProcessSnapshot } from '../../../../server/metrics/processMetrics';
import { NO_USAGE, type ProcessUsage } from '../../../../server/metrics/processUsage';
import { buildInfo } from '../../../../server/platform/buildInfo';
import { withTestApp } from '../../support/build';
import { sample } from './metricsText';

/**
 * Prometheus metrics at /metrics (issue 33): requests per call with their latency, the event loop,
 * the database pool, the outbox; readable from this machine or with METRICS_TOKEN only.
 */
const t = withTestApp({ embedded: true }); // the embedded engine's health and pool

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  return { status: res.statusCode, type: res.headers['content-type'], text: res.body };
};
const H = 'freight_http_request_duration_seconds';

describe('/metrics', () => {
  it('counts each call by its route pattern, method and status class, with its latency in buckets', async () => {
    const before = (await scrape()).text;
    const docs = { route: ENDPOINTS.apiDocs, method: 'GET', status: '2xx' };
    const had = sample(before, `${H}_count`, docs) ?? 0;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ method: 'GET', url: ENDPOINTS.apiDocs })).statusCode).toBe(200);
    // a refusal: a session call without one
    await t.app.inject({ method: 'GET', url: ENDPOINTS.currentEmployee, headers: { 'web-version': WEB_VERSION } });
    await t.app.inject({ method: 'GET', url: '/api/No/SuchCall' });
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain(`# TYPE ${H} histogram`);
    expect(sample(text, `${H}_count`, docs)).toBe(had + 3);
    expect(sample(text, `${H}_bucket`, { ...docs, le: '+Inf' })).toBe(had + 3);
    expect(sample(text, `${H}_sum`, docs)).toBeGreaterThan(0);
    const buckets = LATENCY_BUCKETS.map((le) => sample(text, `${H}_bucket`, { ...docs, le: String(le) })!);
    expect(buckets.every((n, i) => n >= (buckets[i - 1] ?? 0))).toBe(true); // cumulative
    expect(sample(text, `${H}_count`, { route: ENDPOINTS.currentEmployee, method: 'GET', status: '4xx' })).toBeGreaterThanOrEqual(1);
    // an unknown path is one label, not one per path tried
    expect(text).not.toContain('/api/No/SuchCall');
    expect(sample(text, `${H}_count`, { route: '(unmatched)', method: 'GET', status: '4xx' })).toBeGreaterThanOrEqual(1);
  });

  it('reports the event loop, the pool, the outbox and the processes', async () => {
    const { text } = await scrape();
    for (const g of ['freight_event_loop_lag_p50_seconds', 'freight_event_loop_lag_p99_seconds', 'freight_event_loop_lag_max_seconds']) {
      expect(sample(text, g), g).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'freight_event_loop_lag_max_seconds')).toBeGreaterThan(0); // a loop that ran was measured
    expect(sample(text, 'freight_db_pool_connections')).toBe(1); // embedded: one engine
    expect(sample(text, 'freight_db_pool_waiting')).toBe(0);
    expect(sample(text, 'freight_server_processes')).toBe(1);
    expect(sample(text, 'freight_database_up')).toBe(1);
    expect(sample(text, 'freight_outbox_waiting_messages')).toEqual(expect.any(Number));
  });

  it('the outbox depth and the age of its oldest waiting message come from outbound_messages', async () => {
    const waiting = sample((await scrape()).text, 'freight_outbox_waiting_messages')!;
    await t.db.query(
      `insert into outbound_messages (channel, doc_type, doc_id, kind, payload_version, idempotency_key, payload, simulated, created_at)
       values ('carrier', 'METRICS-TEST', 1, 'request', 1, 'metrics-test-1', '{}', true, now() - interval '90 seconds'),
              ('carrier', 'METRICS-TEST', 2, 'request', 1, 'metrics-test-2', '{}', true, now())`,
    );
    await t.db.query(`update outbound_messages set status = 'TRANSMITTED' where idempotency_key = 'metrics-test-2'`);
    try {
      const { text } = await scrape();
      expect(sample(text, 'freight_outbox_waiting_messages')).toBe(waiting + 1);
      expect(sample(text, 'freight_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(90);
    } finally {
      await t.db.query(`delete from outbound_messages where doc_type = 'METRICS-TEST'`);
    }
  });

  it('reports the process: memory, CPU, collections and handles, against what the process itself reads', async () => {
    const { text } = await scrape();
    const rss = sample(text, 'freight_process_resident_memory_bytes')!;
    // within what this process reads before and after (the scrape is this process: one server, no cluster)
    const now = process.memoryUsage().rss;
    expect(rss).toBeGreaterThan(now / 2);
    expect(rss).toBeLessThan(now * 2);
    expect(sample(text, 'freight_process_heap_used_bytes')).toBeGreaterThan(0);
    const cpu = sample(text, 'freight_process_cpu_seconds_total')!;
    const own = process.cpuUsage();
    expect(cpu).toBeGreaterThan(0);
    expect(cpu).toBeLessThanOrEqual((own.user + own.system) / 1e6);
    expect(text).toContain('# TYPE freight_process_cpu_seconds_total counter');
    expect(sample(text, 'freight_process_gc_runs_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'freight_process_active_resources')).toBeGreaterThan(0);
    const started = sample(text, 'freight_process_start_time_seconds')!;
    expect(Math.abs(started - (Date.now() / 1000 - process.uptime()))).toBeLessThan(2);
  });

  it('names the build that runs: version from package.json, the commit, the Node version', async () => {
    const { text } = await scrape();
    const b = buildInfo();
    expect(b.version).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
    expect(b.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
    expect(sample(text, 'freight_build_info', { version: b.version, commit: b.commit, node: process.versions.node })).toBe(1);
  });

  it('the job queue by kind and state, and the oldest due job’s wait, come from jobs', async () => {
    await t.db.query(
      `insert into jobs (kind, state, attempts, max_attempts, run_at, last_error, finished_at) values
         ('metrics.test', 'WAITING', 0, 5, now() - interval '120 seconds', null, null),
         ('metrics.test', 'WAITING', 0, 5, now() + interval '1 hour', null, null),
         ('metrics.test', 'WAITING', 2, 5, now() + interval '1 hour', 'boom', null),
         ('metrics.test', 'FAILED', 5, 5, now(), 'boom', now()),
         ('metrics.test', 'DONE', 1, 5, now(), null, now())`,
    );
    try {
      const { text } = await scrape();
      const of = (state: string) => sample(text, 'freight_jobs', { kind: 'metrics.test', state });
      expect([of('waiting'), of('retrying'), of('running'), of('dead')]).toEqual([2, 1, undefined, 1]);
      expect(sample(text, 'freight_jobs_oldest_due_seconds')).toBeGreaterThanOrEqual(120);
    } finally {
      await t.db.query(`delete from jobs where kind = 'metrics.test'`);
    }
  });

  it('PGlite’s pool says how many calls wait behind the one running', async () => {
    const slow = Array.from({ length: 4 }, () => t.db.query('select pg_sleep(0.05)'));
    expect(t.db.pool!()).toEqual({ total: 1, idle: 0, waiting: 3 });
    await Promise.all(slow);
    expect(t.db.pool!()).toEqual({ total: 1, idle: 1, waiting: 0 });
  });

  it('is not for the public internet: a forwarded request is refused, in the person’s language', async () => {
    const proxied = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.status).toBe(403);
    expect(JSON.parse(proxied.text).Message).toContain('METRICS_TOKEN');
    expect((await scrape({ forwarded: 'for=203.0.113.9', 'accept-language': 'en' })).status).toBe(403);
    const zh = await scrape({ 'x-forwarded-for': '203.0.113.9', 'accept-language': 'zh-CN' });
    expect(JSON.parse(zh.text).Message).toMatch(/本机/);
    // from elsewhere (not loopback): inject as a remote address
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '198.51.100.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain(H);
  });

  it('with METRICS_TOKEN: the bearer of the token reads them from anywhere, no one else', () => {
    const request = (headers: Record<string, string>, remoteAddress = '198.51.100.7') => ({ headers, socket: { remoteAddress } }) as unknown as FastifyRequest;
    const token = 's3cret-metrics-token';
    expect(mayReadMetrics(request({ authorization: `Bearer ${token}` }), token)).toBe(true);
    expect(mayReadMetrics(request({ authorization: `bearer ${token}`, 'x-forwarded-for': '203.0.113.9' }), token)).toBe(true);
    expect(mayReadMetrics(request({ authorization: 'Bearer wrong' }), token)).toBe(false);
    expect(mayReadMetrics(request({ authorization: `Bearer ${token}x` }), token)).toBe(false);
    expect(mayReadMetrics(request({}), token)).toBe(false);
    expect(mayReadMetrics(request({}, '127.0.0.1'), token)).toBe(false); // with a token set, the token is the only way
    // without one: loopback (IPv4, IPv6, mapped) that no proxy forwarded
    for (const a of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(mayReadMetrics(request({}, a), undefined), a).toBe(true);
    expect(mayReadMetrics(request({ 'x-real-ip': '203.0.113.9' }, '127.0.0.1'), undefined)).toBe(false);
    expect(mayReadMetrics(request({}, '10.0.0.5'), undefined)).toBe(false);
  });
});

describe('several processes as one (mergeSnapshots) in the exposition format', () => {
  const usage = (pid: number): ProcessUsage => ({
    ...NO_USAGE,
    rssBytes: pid * 100,
    cpuSeconds: pid,
    gcRuns: pid,
    activeResources: pid,
    startTimeSeconds: 1_000 + pid,
  });
  const snap = (pid: number, count: number, lagMax: number, waiting: number, ended = false): ProcessSnapshot => ({
    pid,
    calls: [{ route: '/api/x', method: 'POST', status: '2xx', buckets: LATENCY_BUCKETS.map((_, i) => (i < 3 ? count - 1 : count)), count, sum: count / 100 }],
    lag: { p50: lagMax / 4, p99: lagMax / 2, max: lagMax },
    pool: { total: 10, idle: 10 - waiting, waiting },
    ...(ended ? { ended } : { usage: usage(pid) }),
  });

  it('sums the calls and pools, takes the worst event loop; an ended worker’s calls stay counted but it is no process', () => {
    const merged = mergeSnapshots([snap(1, 5, 0.02, 1), snap(2, 7, 0.3, 2), snap(0, 4, 9, 9, true)]);
    expect(merged.processes).toBe(2);
    expect(merged.calls).toEqual([
      { route: '/api/x', method: 'POST', status: '2xx', buckets: LATENCY_BUCKETS.map((_, i) => (i < 3 ? 13 : 16)), count: 16, sum: 0.16 },
    ]);
    expect(merged.lag).toEqual({ p50: 0.075, p99: 0.15, max: 0.3 });
    expect(merged.pool).toEqual({ total: 20, idle: 17, waiting: 3 });
    // the live processes' usage summed; the start time is the oldest's; an ended worker uses nothing now
    expect(merged.usage).toMatchObject({ rssBytes: 300, cpuSeconds: 3, gcRuns: 3, activeResources: 3, startTimeSeconds: 1_001 });
    const text = exposition(merged, { up: true, outboxWaiting: 2, outboxOldestSeconds: 61.5, outboxWaitingByChannel: { CARRIER_VGM: 2 } });
    expect(sample(text, `${H}_count`, { route: '/api/x', method: 'POST', status: '2xx' })).toBe(16);
    expect(sample(text, 'freight_db_pool_waiting')).toBe(3);
    expect(sample(text, 'freight_server_processes')).toBe(2);
    expect(sample(text, 'freight_outbox_oldest_waiting_seconds')).toBe(61.5);
    expect(sample(text, 'freight_outbox_waiting_messages_by_channel', { channel: 'CARRIER_VGM' })).toBe(2);
    // every family is declared once, before its samples
    const types = text.split('\n').filter((l) => l.startsWith('# TYPE '));
    expect(new Set(types).size).toBe(types.length);
  });

  it('a database that does not answer: database_up 0 and no outbox figures, the rest still answered', () => {
    const text = exposition(mergeSnapshots([snap(1, 1, 0, 0)]), { up: false, outboxWaiting: 0, outboxOldestSeconds: 0 });
    expect(sample(text, 'freight_database_up')).toBe(0);
    expect(text).not.toContain('freight_outbox_waiting_messages');
    expect(sample(text, `${H}_count`, { route: '/api/x', method: 'POST', status: '2xx' })).toBe(1);
  });

  it('escapes label values as the format requires', () => {
    const text = exposition(
      {
        calls: [{ route: '/a"b\\c\nd', method: 'GET', status: '2xx', buckets: LATENCY_BUCKETS.map(() => 1), count: 1, sum: 0.001 }],
        lag: { p50: 0, p99: 0, max: 0 },
        pool: { total: 0, idle: 0, waiting: 0 },
        usage: NO_USAGE,
        processes: 1,
      },
      { up: true, outboxWaiting: 0, outboxOldestSeconds: 0 },
    );
    expect(text).toContain('route="/a\\"b\\\\c\\nd"');
  });
});
