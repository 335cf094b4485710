// `npm run bench:scale` (and `node build/bench/scale.js` in the bench archive of `npm run bundle`):
// the compiled server with WORKERS = 1, 2, 4, … against a PostgreSQL it is given, each count on a
// fresh schema, under a mixed load from a process of its own (bench/scale/load.ts), printed as a
// table of throughput and p99 per worker count, with what the server and PostgreSQL waited on, and
// the server's CPU per request: over the mix, and of each call alone (serverCpu.ts).
// Node built-ins, `pg` and (in the load process) autocannon and ws only: it runs where only node
// and PostgreSQL are (docs/benchmarks.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { treeCpuMs } from './serverCpu';
import { CALLS, type LoadPlan, type LoadResult, round, type Sessions } from './workload';

const HERE = dirname(fileURLToPath(import.meta.url));

function setting(flag: string, env: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(`--${flag}`);
  if (at > 0 && process.argv[at + 1] !== undefined) return process.argv[at + 1];
  return process.env[env] || fallback;
}

const databaseUrl = setting('database-url', 'DATABASE_URL');
const workerCounts = (setting('workers', 'BENCH_WORKERS', '1,2,4') ?? '')
  .split(',')
  .map((w) => Number(w.trim()))
  .filter((w) => Number.isInteger(w) && w > 0);
const seconds = Number(setting('seconds', 'BENCH_SECONDS', '10'));
const warmupSeconds = Number(setting('warmup', 'BENCH_WARMUP', '3'));
const connections = Number(setting('connections', 'BENCH_CONNECTIONS', '128'));
const sockets = Number(setting('sockets', 'BENCH_SOCKETS', '20'));
const cpuRounds = Number(setting('cpu-rounds', 'BENCH_CPU_ROUNDS', '3'));
const cpuSeconds = Number(setting('cpu-seconds', 'BENCH_CPU_SECONDS', '5'));
const port = Number(setting('port', 'BENCH_PORT', '4196'));
const serverMain = resolve(setting('server', 'BENCH_SERVER', join(HERE, '..', 'server', 'main.js'))!);
const loadScript = join(HERE, 'scale-load.js');
const jsonOut = setting('json', 'BENCH_JSON');

if (!databaseUrl || !workerCounts.length || !(seconds > 0) || !(connections >= CALLS.length) || !(cpuRounds >= 0) || !(cpuSeconds > 0)) {
  console.error(
    'usage: node build/bench/scale.js --database-url postgres://… [--workers 1,2,4,8] [--seconds 10] [--warmup 3] [--connections 128] [--sockets 20] [--cpu-rounds 3] [--cpu-seconds 5] [--port 4196] [--json out.json]\n' +
      '(or DATABASE_URL, BENCH_WORKERS, BENCH_SECONDS, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_SOCKETS, BENCH_CPU_ROUNDS, BENCH_CPU_SECONDS, BENCH_PORT, BENCH_JSON)',
  );
  process.exit(2);
}

const log = (line: string) => console.error(`[bench:scale] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fresh schema in the given database, and the URL that puts the server in it. */
async function freshSchema(): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const schema = `scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl!);
  url.searchParams.set('options', [url.searchParams.get('options'), `-c search_path=${schema}`].filter(Boolean).join(' '));
  return {
    url: url.toString(),
    schema,
    drop: async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

interface Server {
  base: string;
  /** The server's process (with WORKERS > 1 the primary, its workers under it). */
  pid: number;
  stop(): Promise<void>;
}

/** The compiled server as `npm run serve` runs it (WORKERS=N: its primary forks N workers). */
async function startServer(url: string, workers: number): Promise<Server> {
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      WORKERS: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      IMPORT_WORKER_READY: 'false',
      // the live sockets' sessions are several sign-ins of one person
      SINGLE_SESSION_PER_EMPLOYEE: 'false',
    },
    // every request is logged on stdout: thrown away, so the bench does not pay for reading it
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr.on('data', (d: Buffer) => (tail = (tail + d.toString()).slice(-3000)));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(kill);
  };
  process.once('exit', () => child.kill('SIGKILL'));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${tail}`);
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) {
      // every worker up: each answers with its number
      const seen = new Set<number>();
      for (let i = 0; i < workers * 20 && seen.size < workers; i++) {
        const h = (await (await fetch(`${base}/api/health`, { headers: { connection: 'close' } })).json()) as { Data: { worker: number | null } };
        seen.add(h.Data.worker ?? 1);
        if (seen.size < workers) await sleep(100);
      }
      return { base, pid: child.pid!, stop };
    }
    await sleep(300);
  }
  await stop();
  throw new Error(`the server did not answer /api/health within 300 s:\n${tail}`);
}

async function call<T>(base: string, method: 'GET' | 'POST', path: string, token?: string, body?: object): Promise<T> {
  const headers: Record<string, string> = { 'web-version': '1' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const envelope = (await res.json()) as { Status: boolean | number; Data: T; Message?: string };
  if (!res.ok || !envelope.Status) throw new Error(`${path}: ${res.status} ${envelope.Message ?? ''}`);
  return envelope.Data;
}

/** A demo person signed in with their default employee (the sign-in dialog's two calls). */
async function session(base: string, account: string): Promise<string> {
  const login = await call<{ Token: string }>(base, 'POST', '/api/WebsitePublic/UserLogin', undefined, { Account: account, Password: 'demo1234' });
  return call<string>(base, 'POST', '/api/AuthUser/TryChooseDefaultEmployee', login.Token);
}

async function sessions(base: string): Promise<Sessions> {
  const customer = await session(base, 'customer@demo.test');
  const me = await call<{ Id: number }>(base, 'GET', '/api/CurrentEmployee/Current', customer);
  const live: string[] = [];
  // at most 5 sockets a session (server/live/socket.ts)
  for (let i = 0; i < Math.ceil(sockets / 5); i++) live.push(await session(base, 'customer@demo.test'));
  return {
    admin: await session(base, 'admin@demo.test'),
    customer,
    customerAdmin: await session(base, 'customer.admin@demo.test'),
    customerEmployeeId: me.Id,
    live,
  };
}

interface Waits {
  /** Largest `freight_db_pool_waiting` seen (all workers' pools together). */
  poolWaitingMax: number;
  poolWaitingMean: number;
  /** Largest event-loop p99 of the worst-off worker, ms. */
  loopLagP99Ms: number;
  /** PostgreSQL backends of this database active or idle in a transaction, on average per sample. */
  activeBackends: number;
  /** What they waited on (wait_event_type:wait_event, `running`, or `idle in transaction`), share of samples. */
  waitEvents: Record<string, number>;
}

/** Samples /metrics and pg_stat_activity every second until `stop` is called. */
function sampleWaits(base: string): { stop(): Promise<Waits> } {
  const pool: number[] = [];
  const lag: number[] = [];
  const active: number[] = [];
  const events = new Map<string, number>();
  let total = 0;
  let running = true;
  const metric = (text: string, name: string) => {
    const m = new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.eE+-]+)$`, 'm').exec(text);
    return m ? Number(m[1]) : Number.NaN;
  };
  const loop = (async () => {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      while (running) {
        const [metrics, rows] = await Promise.all([
          fetch(`${base}/metrics`)
            .then((r) => r.text())
            .catch(() => ''),
          // active backends by what they wait on, and transactions held open between statements
          db.query<{ w: string | null; n: string }>(
            `select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'running') else state end as w, count(*) as n
               from pg_stat_activity where datname = current_database() and state in ('active', 'idle in transaction') and pid <> pg_backend_pid() group by 1`,
          ),
        ]);
        const waiting = metric(metrics, 'freight_db_pool_waiting');
        if (Number.isFinite(waiting)) pool.push(waiting);
        const p99 = metric(metrics, 'freight_event_loop_lag_p99_seconds');
        if (Number.isFinite(p99)) lag.push(p99 * 1000);
        let n = 0;
        for (const r of rows.rows) {
          n += Number(r.n);
          events.set(r.w ?? 'running', (events.get(r.w ?? 'running') ?? 0) + Number(r.n));
        }
        active.push(n);
        total += n;
        await sleep(1000);
      }
    } finally {
      await db.end();
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return {
        poolWaitingMax: pool.length ? Math.max(...pool) : Number.NaN,
        poolWaitingMean: round(pool.reduce((a, b) => a + b, 0) / (pool.length || 1)),
        loopLagP99Ms: round(lag.length ? Math.max(...lag) : Number.NaN),
        activeBackends: round(active.reduce((a, b) => a + b, 0) / (active.length || 1)),
        waitEvents: Object.fromEntries([...events].sort((a, b) => b[1] - a[1]).map(([k, v]) => [k, round((100 * v) / (total || 1), 0)])),
      };
    },
  };
}

/**
 * The load process with the plan; its last stdout line is the result. At each `mark <what>` line (a
 * measured window starts or ends) `onMark` runs, then the process is told to go on.
 */
function runLoad(plan: LoadPlan, onMark: (what: string) => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [loadScript, JSON.stringify(plan)], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      for (let m = /^mark (\S+)\n/m.exec(out); m; m = /^mark (\S+)\n/m.exec(out)) {
        out = out.slice(0, m.index) + out.slice(m.index + m[0].length);
        onMark(m[1]!);
        child.stdin.write('ok\n');
      }
    });
    child.stderr.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-3000)));
    process.once('exit', () => child.kill('SIGKILL'));
    child.once('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code === 0 && last) resolve(JSON.parse(last) as LoadResult);
      else reject(new Error(`the load process exited ${code}:\n${err}`));
    });
  });
}

/** The server's CPU per request (ms): over the mix, and of each call alone, one figure a round. */
interface CpuFigures {
  mixedMsPerRequest: number;
  alone: { msPerRequest: number[]; rps: number[]; errors: number }[];
}

interface Row {
  workers: number;
  result: LoadResult;
  waits: Waits;
  cpu: CpuFigures;
}

/** CPU ms per request of each window, from the CPU read at its marks. */
function cpuFigures(result: LoadResult, cpuAt: Map<string, number>): CpuFigures {
  const used = (window: string) => (cpuAt.get(`${window}-end`) ?? Number.NaN) - (cpuAt.get(`${window}-start`) ?? Number.NaN);
  const perRequest = (ms: number, requests: number) => (requests > 0 ? round(ms / requests, 3) : Number.NaN);
  return {
    mixedMsPerRequest: perRequest(used('mixed'), result.all.requests),
    alone: result.alone.map((rounds, i) => ({
      msPerRequest: rounds.map((r, n) => perRequest(used(`alone-${i}-${n}`), r.requests)),
      rps: rounds.map((r) => round(r.requests / cpuSeconds, 0)),
      errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    })),
  };
}

async function measure(workers: number): Promise<Row> {
  const schema = await freshSchema();
  let server: Server | undefined;
  try {
    log(`WORKERS=${workers}: starting the compiled server on a fresh schema ${schema.schema} (it migrates and seeds)…`);
    server = await startServer(schema.url, workers);
    const plan: LoadPlan = { base: server.base, sessions: await sessions(server.base), warmupSeconds, seconds, connections, sockets, cpuRounds, cpuSeconds };
    log(
      `WORKERS=${workers}: ${connections} connections and ${sockets} live sockets, ${warmupSeconds} s warm-up, ${seconds} s measured, ` +
        `then each call alone ${cpuRounds}× ${cpuSeconds} s…`,
    );
    let sampler: ReturnType<typeof sampleWaits> | undefined;
    let sampled: Promise<Waits> | undefined;
    const cpuAt = new Map<string, number>();
    const serverPid = server.pid;
    const result = await runLoad(plan, (what) => {
      cpuAt.set(what, treeCpuMs(serverPid));
      if (what === 'mixed-start') sampler = sampleWaits(server!.base);
      // the waits are the mix's: the sampler's own calls stay out of the calls alone
      if (what === 'mixed-end') sampled = sampler?.stop();
    });
    const waits = (await sampled) ?? {
      poolWaitingMax: Number.NaN,
      poolWaitingMean: Number.NaN,
      loopLagP99Ms: Number.NaN,
      activeBackends: Number.NaN,
      waitEvents: {},
    };
    return { workers, result, waits, cpu: cpuFigures(result, cpuAt) };
  } finally {
    await server?.stop();
    await schema.drop().catch((e: Error) => log(`could not drop schema ${schema.schema}: ${e.message}`));
  }
}

/** One call alone: the median CPU per request of its rounds, their range, its median req/s, and errors if any. */
function aloneCell(a: CpuFigures['alone'][number]): string {
  const middle = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)] ?? Number.NaN;
  // a round that answered nothing has no figure (NaN): the others still say what a request costs
  const figures = a.msPerRequest.filter(Number.isFinite);
  const range = figures.length > 1 ? ` (${Math.min(...figures)}–${Math.max(...figures)})` : '';
  return `${middle(figures)}${range}, ${middle(a.rps)}/s${a.errors ? `, ${a.errors} errors` : ''}`;
}

function table(rows: Row[]): string {
  const first = rows[0]!;
  const times = (now: number, then: number) => (then > 0 ? ` (${round(now / then, 2)}×)` : '');
  const head = [
    'WORKERS',
    'all req/s',
    'p99 ms',
    'all: CPU ms/req',
    ...CALLS.map((c) => `${c.name}: req/s, p99`),
    ...CALLS.map((c) => `${c.name} alone: CPU ms/req (median, min–max of ${cpuRounds}), req/s`),
    'live frames/s, p99',
    'errors',
    'pool waiting max/mean',
    'loop lag p99',
    'PG active, waits',
  ];
  const body = rows.map((r) => [
    String(r.workers),
    `${r.result.all.rps}${times(r.result.all.rps, first.result.all.rps)}`,
    String(r.result.all.p99Ms),
    String(r.cpu.mixedMsPerRequest),
    ...r.result.calls.map((c, i) => `${c.rps}${times(c.rps, first.result.calls[i]!.rps)}, ${c.p99Ms} ms`),
    ...r.cpu.alone.map(aloneCell),
    `${r.result.live.framesPerSecond}, ${r.result.live.p99Ms} ms`,
    String(r.result.all.errors),
    `${r.waits.poolWaitingMax}/${r.waits.poolWaitingMean}`,
    `${r.waits.loopLagP99Ms} ms`,
    `${r.waits.activeBackends}: ${Object.entries(r.waits.waitEvents)
      .slice(0, 3)
      .map(([k, v]) => `${k} ${v}%`)
      .join(', ')}`,
  ]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n');
}

async function main() {
  const cores = availableParallelism();
  log(
    `${cores} cores (${cpus()[0]?.model ?? '?'}), node ${process.version}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; WORKERS ${workerCounts.join(', ')}; server ${serverMain}`,
  );
  const rows: Row[] = [];
  for (const w of workerCounts) {
    const row = await measure(w);
    rows.push(row);
    if (row.result.firstError) log(`WORKERS=${w}: first error: ${row.result.firstError}`);
    log(`WORKERS=${w}: ${row.result.all.rps} req/s, p99 ${row.result.all.p99Ms} ms`);
  }
  console.log(table(rows));
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ cores, node: process.version, seconds, connections, sockets, rows }, null, 2));
}

main().then(
  () => process.exit(0),
  (e: Error) => {
    console.error(e.stack ?? e.message);
    process.exit(1);
  },
);
