// Helpers for the server benchmarks (bench/server.ts, live.ts, healthUnderLoad.ts, mixed.ts): a
// fresh database for each run, the real server and the bare baselines as child processes, their
// memory, and cleanup.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { openDb } from '../server/db/open';
import { migrate } from '../server/db/migrate';
import { seed } from '../server/db/seed';
import type { Db } from '../server/db/types';

export type DatabaseKind = 'pglite' | 'postgres';

/** A database made for one benchmark and thrown away after it. */
export interface BenchDatabase {
  kind: DatabaseKind;
  /** For the report (never a password). */
  where: string;
  /** What the server child needs in its environment to use it. */
  env: Record<string, string>;
  /** Opens it for set-up in this process. PGlite: only while no server runs on it (one process owns its files). */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

/** Embedded PGlite in a fresh temp dir. */
export function pgliteDatabase(): BenchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'freight-bench-'));
  return {
    kind: 'pglite',
    where: `${dir}/pglite`,
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDb({ dataDir: dir }),
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * A fresh schema in the PostgreSQL of `url`, dropped afterwards. The server child gets the schema
 * through the URL's `options` (libpq startup parameters), which node-postgres passes on.
 * Note: NOTIFY channels are per database, not per schema: a server of another schema listening on
 * the same database would also see the bench's global message frames.
 */
export async function postgresDatabase(url: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url });
  try {
    await admin.exec(`create schema ${schema}`);
  } finally {
    await admin.close();
  }
  const scoped = new URL(url);
  const options = [scoped.searchParams.get('options'), `-c search_path=${schema}`].filter(Boolean).join(' ');
  scoped.searchParams.set('options', options);
  return {
    kind: 'postgres',
    where: `${scoped.hostname}:${scoped.port || 5432}${scoped.pathname} schema ${schema}`,
    env: { DATABASE_URL: scoped.toString(), DATA_DIR: tmpdir() },
    open: () => openDb({ databaseUrl: url, searchPath: schema }),
    dispose: async () => {
      const db = await openDb({ databaseUrl: url });
      try {
        await db.exec(`drop schema if exists ${schema} cascade`);
      } finally {
        await db.close();
      }
    },
  };
}

/** PGlite always; PostgreSQL too when a URL is given (DATABASE_URL). */
export function databaseKinds(databaseUrl: string | undefined): DatabaseKind[] {
  return databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated and seeded database of that kind, with the bench's own rows added by `extra`. */
export async function prepareDatabase(kind: DatabaseKind, databaseUrl: string | undefined, extra?: (db: Db) => Promise<void>): Promise<BenchDatabase> {
  const bench = kind === 'postgres' ? await postgresDatabase(databaseUrl!) : pgliteDatabase();
  try {
    const db = await bench.open();
    try {
      await migrate(db);
      await seed(db);
      await extra?.(db);
    } finally {
      await db.close();
    }
    return bench;
  } catch (e) {
    await bench.dispose().catch(() => undefined);
    throw e;
  }
}

// --- child processes -------------------------------------------------------------------------

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

const children = new Set<ChildProcess>();
let exitHooked = false;

/** Kills what is still running when the bench ends anyhow (an error, Ctrl+C). */
function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const c of children) c.kill('SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const c of children) c.kill('SIGKILL');
      process.exit(130);
    });
  }
}

export interface Child {
  pid: number;
  /** The last lines the child wrote on stderr (for error messages). */
  stderr(): string;
  /** SIGTERM, then SIGKILL when it has not exited within `graceMs`; resolves once it is gone. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * A TypeScript entry run by Node with tsx's loader in the same process (not the tsx CLI, which
 * runs the script in a second process): the pid is the server's own, for its memory and signals.
 */
export function spawnTs(entry: string, env: Record<string, string | undefined>, nodeArgs: string[] = []): Child {
  hookExit();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', entry], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env } as NodeJS.ProcessEnv,
    // the server logs each request on stdout: to /dev/null (or BENCH_CHILD_LOG), so piping it costs the bench nothing
    stdio: ['ignore', process.env.BENCH_CHILD_LOG ? openSync(process.env.BENCH_CHILD_LOG, 'a') : 'ignore', 'pipe'],
  });
  children.add(child);
  let tail = '';
  child.stderr!.on('data', (d: Buffer) => {
    tail = (tail + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  return {
    pid: child.pid!,
    stderr: () => tail,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `url` answers 2xx (the child is up), or fails with what the child said. */
export async function waitForHttp(url: string, child: Child, ms = 240_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (!existsPid(child.pid)) throw new Error(`the child process for ${url} exited:\n${child.stderr()}`);
    await sleep(250);
  }
  throw new Error(`nothing answered at ${url} within ${ms / 1000} s:\n${child.stderr()}`);
}

function existsPid(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server the benches measure: the compiled one (build/bench-server/main.js, as production runs it)
 * when `npm run bench` built it and says so in BENCH_SERVER, else server/main.ts through tsx's
 * loader (a bench run alone, no build needed).
 */
export const BENCH_SERVER_ENTRY = process.env.BENCH_SERVER || 'server/main.ts';

/** The real server (BENCH_SERVER_ENTRY) on `port` with that database (`env`: more settings, e.g. WORKERS). */
export async function startRealServer(
  db: BenchDatabase,
  port: number,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<Child & { base: string }> {
  const child = spawnTs(BENCH_SERVER_ENTRY, { ...db.env, PORT: String(port), HOST: '127.0.0.1', ...env }, nodeArgs);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/health`, child);
  } catch (e) {
    await child.stop();
    throw e;
  }
  return { ...child, base };
}

// --- measurements -----------------------------------------------------------------------------

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * CPU time a process has used, user and system, in ms (/proc/<pid>/stat, in clock ticks of 10 ms:
 * Linux's USER_HZ). Per request, it is a cost the machine's other work skews far less than requests/s.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process, KiB (VmRSS in /proc/<pid>/status). */
export function rssKiB(pid: number): number {
  const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!m) throw new Error(`no VmRSS for process ${pid}`);
  return Number(m[1]);
}

/**
 * A full garbage collection in a child started with `--inspect=127.0.0.1:<port>`, through its
 * inspector (HeapProfiler.collectGarbage), so a memory reading right after it is not skewed by
 * garbage that happens to be uncollected; answers the JS heap then in use (Runtime.getHeapUsage).
 * The inspector session is closed again at once.
 */
export async function collectGarbage(inspectPort: number): Promise<{ heapUsedBytes: number }> {
  const list = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const url = list[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${inspectPort}`);
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const mine = ++id;
      const timer = setTimeout(() => reject(new Error(`the inspector did not answer ${method}`)), 60_000);
      const onMessage = (raw: Buffer) => {
        const answer = JSON.parse(raw.toString()) as { id?: number; result?: Record<string, unknown>; error?: { message: string } };
        if (answer.id !== mine) return;
        clearTimeout(timer);
        ws.off('message', onMessage);
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve(answer.result ?? {});
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const usage = await call('Runtime.getHeapUsage');
    return { heapUsedBytes: Number(usage.usedSize) };
  } finally {
    ws.close();
  }
}

/** The soft and hard limits on open files of a process ("Max open files" in /proc/<pid>/limits). */
export function openFileLimit(pid: number | 'self' = 'self'): { soft: number; hard: number } {
  const m = /Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  const n = (s: string | undefined) => (s === undefined || s === 'unlimited' ? Number.POSITIVE_INFINITY : Number(s));
  return { soft: n(m?.[1]), hard: n(m?.[2]) };
}

/** The q-quantile (0…1) of samples, nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (!samples.length) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const round = (n: number, digits = 2) => (Number.isFinite(n) ? +n.toFixed(digits) : n);

/** What every result says about the machine it ran on. */
export function machine() {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    // other work on the machine skews absolute numbers; the ratios are taken in the same run
    loadAverage1m: round(loadavg()[0] ?? 0),
  };
}
