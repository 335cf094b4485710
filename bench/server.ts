/// <reference path="./autocannon.d.ts" />
// Server throughput: autocannon against three real, authenticated calls of the real server (a child
// process on a fresh database, over real sockets), and against a bare node:http server answering the
// very same bytes, in the same run. Run alone: `npx tsx bench/server.ts`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { ENDPOINTS, WEB_VERSION } from '../src/contract/endpoints';
import type { SiSourceData } from '../src/contract/si';
import { withCheckDigit } from '../src/domain/si/iso6346';
import type { Db } from '../server/db/types';
import { employeeToken } from '../tests/support/apiSession';
import { onePerContainer } from '../tests/support/siDrafts';
import {
  BENCH_SERVER_ENTRY,
  cpuMs,
  databaseKinds,
  machine,
  prepareDatabase,
  round,
  spawnTs,
  startRealServer,
  waitForHttp,
  type DatabaseKind,
} from './serverProcess';

export interface ServerBenchOptions {
  /** Seconds measured per target (default 5). */
  durationSec?: number;
  /** Seconds of load before each measurement, not counted (default 2). */
  warmupSec?: number;
  /** Concurrent connections (default 10). */
  connections?: number;
  /**
   * The real server's port; the bare one listens on the next (default 4191, so 4191 and 4192).
   * Not 4190: it is on fetch's list of blocked ports (ManageSieve), so Node's fetch refuses it.
   */
  port?: number;
  /** PostgreSQL to measure too (default: DATABASE_URL); PGlite is always measured. */
  databaseUrl?: string;
  /** SIs on the booking whose list is fetched (default 50). */
  sis?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
}

export interface Load {
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** CPU time the server process spent per request, µs (its user and system time over the measured load). */
  cpuUsPerRequest: number;
  /** Socket errors, timeouts and non-2xx answers: all must be 0 for the figures to count. */
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface CallResult {
  database: DatabaseKind;
  call: string;
  path: string;
  who: string;
  bodyBytes: number;
  real: Load;
  bare: Load;
  /** real / bare requests per second (1 = as fast as bare node:http). */
  ratioRps: number;
  /** real / bare p99 latency (1 = as fast; higher is slower). */
  ratioP99: number;
  /** bare / real CPU per request (1 = as cheap as bare node:http; like ratioRps, higher is better, and steadier on a busy machine). */
  ratioCpu: number;
}

export interface ServerBenchResults {
  setup: ReturnType<typeof machine> & {
    databases: { kind: DatabaseKind; where: string }[];
    durationSec: number;
    warmupSec: number;
    connections: number;
    pipelining: 1;
    sisOnBooking: number;
    server: string;
    baseline: string;
    latencyResolutionMs: 1;
  };
  calls: CallResult[];
  /** The aim: the current-employee call at ≥ 0.8 × bare node:http requests/s. */
  aim: { call: string; target: number; results: { database: DatabaseKind; ratio: number; ratioCpu: number; met: boolean }[] };
}

export const BENCH_CGO = 'CGO-BENCH-0050';
const CURRENT = 'GET /api/CurrentEmployee/Current';

/** A booking of 天祥 with `n` containers, so it can hold `n` SIs of one box each. */
export async function insertBenchBooking(db: Db, n: number) {
  const nos = (start: number, count: number) => Array.from({ length: count }, (_, i) => withCheckDigit(`BNCU${String(start + i).padStart(6, '0')}`));
  const hq = Math.ceil(n * 0.6);
  const containers = [
    { TYPE: '40HQ', COUNT: hq, CNNOS: nos(500000, hq) },
    { TYPE: '20GP', COUNT: n - hq, CNNOS: nos(600000, n - hq) },
  ].filter((c) => c.COUNT > 0);
  await db.query(
    `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, receipt_place, receipt_code, loading_place, loading_code,
       discharge_place, discharge_code, delivery_place, delivery_code, sailing_date, deadline, containers)
     select $1, id, 'COSU6401125050', 'COSU', 'COSCO SHIPPING ARIES', '031W', 'HANGZHOU', 'CNHGH', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', 'HAMBURG', 'DEHAM',
       '2026-12-06', '2026-12-02', $2 from companies where code = 'CUS-HZTX'`,
    [BENCH_CGO, JSON.stringify(containers)],
  );
}

async function api<T>(base: string, method: string, path: string, token: string, body?: unknown, extra: Record<string, string> = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { Status: unknown; Data: T; Message?: string };
  if (!res.ok || !envelope.Status) throw new Error(`${method} ${path}: ${res.status} ${envelope.Message ?? ''}`);
  return envelope.Data;
}

async function load(url: string, pid: number, headers: Record<string, string>, connections: number, durationSec: number, warmupSec: number): Promise<Load> {
  if (warmupSec > 0) await autocannon({ url, headers, connections, duration: warmupSec });
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ url, headers, connections, duration: durationSec });
  return {
    requestsPerSec: round(r.requests.average, 0),
    cpuUsPerRequest: round(((cpuMs(pid) - cpuBefore) * 1000) / Math.max(r.requests.total, 1), 1),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * Requests/s and p99 latency of three real calls (the current employee; the SI list of a booking
 * holding 50 SIs; the reviewer's queue) against a bare node:http server answering the same bytes,
 * on embedded PGlite and, when a URL is given, on PostgreSQL.
 */
export async function serverBench(options: ServerBenchOptions = {}): Promise<ServerBenchResults> {
  const durationSec = options.durationSec ?? 5;
  const warmupSec = options.warmupSec ?? 2;
  const connections = options.connections ?? 10;
  const port = options.port ?? 4191;
  const sis = options.sis ?? 50;
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const log = options.log ?? (() => undefined);
  const calls: CallResult[] = [];
  const databases: { kind: DatabaseKind; where: string }[] = [];

  for (const kind of databaseKinds(databaseUrl)) {
    log(`server bench (${kind}): preparing a fresh database…`);
    const db = await prepareDatabase(kind, databaseUrl, (d) => insertBenchBooking(d, sis));
    databases.push({ kind, where: db.where });
    const routesDir = mkdtempSync(join(tmpdir(), 'freight-bench-bare-'));
    try {
      log(`server bench (${kind}): starting the server on port ${port}…`);
      const server = await startRealServer(db, port);
      try {
        const customer = await employeeToken(server.base, 'customer@demo.test');
        const reviewer = await employeeToken(server.base, 'reviewer@demo.test');
        // the booking's SIs, made through the real API as the customer's employee
        const source = await api<SiSourceData>(server.base, 'GET', `${ENDPOINTS.siSourceData}?CGO_ID=${BENCH_CGO}`, customer);
        const drafts = onePerContainer(source);
        const made = await api<{ Ids: number[] }>(
          server.base,
          'POST',
          ENDPOINTS.siAdd,
          customer,
          { TDBLInfos: drafts, Num: drafts.length, CGO_ID: BENCH_CGO, MBL_NO: source.MBL_NO },
          { 'idempotency-key': `bench-${Date.now()}` },
        );
        if (made.Ids.length !== sis) throw new Error(`expected ${sis} SIs on ${BENCH_CGO}, made ${made.Ids.length}`);

        const targets = [
          { call: CURRENT, path: ENDPOINTS.currentEmployee, who: 'customer@demo.test', token: customer },
          { call: `GET ${ENDPOINTS.siList} (${sis} SIs)`, path: `${ENDPOINTS.siList}?CGO_ID=${BENCH_CGO}`, who: 'customer@demo.test', token: customer },
          {
            call: `GET ${ENDPOINTS.siReviewQueue} (awaiting review, 200 a page)`,
            path: `${ENDPOINTS.siReviewQueue}?TBI_STATUS=1&PageSize=200`,
            who: 'reviewer@demo.test',
            token: reviewer,
          },
        ];
        // record each answer once; the bare server answers exactly these bytes
        const recorded: Record<string, { contentType: string; body: string }> = {};
        const sizes = new Map<string, number>();
        for (const t of targets) {
          const res = await fetch(`${server.base}${t.path}`, { headers: { authorization: `Bearer ${t.token}`, 'web-version': WEB_VERSION } });
          const body = Buffer.from(await res.arrayBuffer());
          const envelope = JSON.parse(body.toString()) as { Status: unknown };
          if (!res.ok || !envelope.Status) throw new Error(`${t.call}: ${res.status} ${body.toString().slice(0, 200)}`);
          recorded[t.path] = { contentType: res.headers.get('content-type') ?? 'application/json', body: body.toString('base64') };
          sizes.set(t.path, body.length);
        }
        const routesFile = join(routesDir, 'routes.json');
        writeFileSync(routesFile, JSON.stringify(recorded));
        const bare = spawnTs('bench/bareHttp.ts', { PORT: String(port + 1), BARE_ROUTES: routesFile });
        try {
          const bareBase = `http://127.0.0.1:${port + 1}`;
          await waitForHttp(`${bareBase}/health`, bare, 30_000);
          for (const t of targets) {
            const headers = { authorization: `Bearer ${t.token}`, 'web-version': WEB_VERSION };
            log(`server bench (${kind}): ${t.call}: real server…`);
            const real = await load(`${server.base}${t.path}`, server.pid, headers, connections, durationSec, warmupSec);
            log(`server bench (${kind}): ${t.call}: bare node:http…`);
            const base = await load(`${bareBase}${t.path}`, bare.pid, headers, connections, durationSec, warmupSec);
            for (const [side, l] of [
              ['real', real],
              ['bare', base],
            ] as const) {
              if (l.errors || l.timeouts || l.non2xx)
                throw new Error(`${t.call} (${side}, ${kind}): ${l.errors} errors, ${l.timeouts} timeouts, ${l.non2xx} non-2xx answers`);
            }
            calls.push({
              database: kind,
              call: t.call,
              path: t.path,
              who: t.who,
              bodyBytes: sizes.get(t.path)!,
              real,
              bare: base,
              ratioRps: round(real.requestsPerSec / base.requestsPerSec, 3),
              ratioP99: round(real.p99Ms / Math.max(base.p99Ms, 1), 2),
              ratioCpu: round(base.cpuUsPerRequest / Math.max(real.cpuUsPerRequest, 0.1), 3),
            });
          }
        } finally {
          await bare.stop();
        }
      } finally {
        await server.stop();
      }
    } finally {
      rmSync(routesDir, { recursive: true, force: true });
      await db.dispose();
    }
  }

  const aim = {
    call: CURRENT,
    target: 0.8,
    results: calls.filter((c) => c.call === CURRENT).map((c) => ({ database: c.database, ratio: c.ratioRps, ratioCpu: c.ratioCpu, met: c.ratioRps >= 0.8 })),
  };
  return {
    setup: {
      ...machine(),
      databases,
      durationSec,
      warmupSec,
      connections,
      pipelining: 1,
      sisOnBooking: sis,
      server: `${BENCH_SERVER_ENTRY} as a child process, default settings (LOG_LEVEL info, logs to /dev/null)`,
      baseline: 'bare node:http child process answering the same bytes and content-type',
      latencyResolutionMs: 1,
    },
    calls,
    aim,
  };
}

/** The aim for the current-employee call, one line per database: the figure, against its aim. */
export function serverAimLines(r: ServerBenchResults): string[] {
  return r.aim.results.map(
    (a) =>
      `Aim ${r.aim.call} ≥ ${r.aim.target} × bare node:http requests/s [${a.database}]: ${a.ratio} — ${a.met ? 'met' : 'NOT met'} (CPU per request: ${a.ratioCpu} × bare's)`,
  );
}

/** One line per call and database, for console.table. */
export function serverBenchTable(r: ServerBenchResults) {
  return Object.fromEntries(
    r.calls.map((c) => [
      `${c.call} [${c.database}]`,
      {
        'real req/s': c.real.requestsPerSec,
        'bare req/s': c.bare.requestsPerSec,
        'ratio req/s': c.ratioRps,
        'real p99 ms': c.real.p99Ms,
        'bare p99 ms': c.bare.p99Ms,
        'ratio p99': c.ratioP99,
        'real CPU µs/req': c.real.cpuUsPerRequest,
        'bare CPU µs/req': c.bare.cpuUsPerRequest,
        'ratio CPU': c.ratioCpu,
        bytes: c.bodyBytes,
      },
    ]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await serverBench({ log: (l) => console.log(l) });
  const s = r.setup;
  console.log(
    `\nSetup: ${s.cores} cores (${s.cpu}), Node ${s.node}, load ${s.loadAverage1m}, ${s.connections} connections, ${s.warmupSec} s warm-up + ${s.durationSec} s per target, databases: ${s.databases.map((d) => d.kind).join(', ')}`,
  );
  console.table(serverBenchTable(r));
  for (const l of serverAimLines(r)) console.log(l);
  if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(r, null, 2)}\n`);
}
