import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ENDPOINTS, WEB_VERSION } from '../../../../src/contract/endpoints';
import { openDb } from '../../../../server/db/open';
import type { Db } from '../../../../server/db/types';
import { openLive } from '../../support/liveClient';

/**
 * Real server processes (server/main.ts) for the tests of several processes on one PostgreSQL
 * database: each on a port of its own choosing (PORT=0, read back from what it prints), or a
 * cluster (WORKERS=N) whose workers share one. And connections pinned to one worker of a cluster,
 * so a test knows which process answers a call or holds a socket.
 */

/** An empty schema of its own in the PostgreSQL of `databaseUrl`, and the URL that works in it (libpq `options`). */
export async function freshSchema(databaseUrl: string): Promise<{ url: string; open: () => Promise<Db>; drop: () => Promise<void> }> {
  const schema = `w_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl });
  await admin.exec(`create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    open: () => openDb({ databaseUrl, searchPath: schema }),
    drop: async () => {
      await admin.exec(`drop schema if exists ${schema} cascade`);
      await admin.close();
    },
  };
}

export interface ServerProcess {
  pid: number;
  /** Everything it printed on stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves once the output matches (or fails with the output when it exits or the time is up). */
  waitFor(pattern: RegExp, ms?: number): Promise<RegExpMatchArray>;
  signal(signal: NodeJS.Signals): void;
}

/**
 * The server in a process of its own, as production runs it (build/server/main.js, compiled by the API
 * projects' set-up), or with `compiled: false` server/main.ts with tsx as its loader (about 3 s of a
 * core more a start, and a cluster starts one per worker): the pid is the server's own.
 */
let clusters = 0;
/**
 * A cluster on PORT=0 must be told where its processes meet the e-mail simulator (server/settings/mail.ts):
 * a port of this test process's own (its pid keeps two test workers apart, the count two clusters of one).
 */
const simulatorPortFor = (env: Record<string, string>) =>
  Number(env.WORKERS ?? 1) > 1 && !env.SIM_EMAIL_SMTP_PORT ? { SIM_EMAIL_SMTP_PORT: String(30_000 + ((process.pid * 7 + clusters++) % 30_000)) } : {};

export function spawnServer(env: Record<string, string>, { compiled = true } = {}): ServerProcess {
  const child = spawn(process.execPath, compiled ? ['build/server/main.js'] : ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(tmpdir(), 'freight-workers-unused'),
      ...simulatorPortFor(env),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const waiters = new Set<() => void>();
  const take = (d: Buffer) => {
    text += d.toString();
    for (const w of waiters) w();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
    for (const w of waiters) w();
  });
  return {
    pid: child.pid!,
    output: () => text,
    exited,
    signal: (s) => void child.kill(s),
    waitFor(pattern, ms = 120_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`no ${pattern} within ${ms / 1000} s in:\n${text.slice(-3000)}`)), ms);
        const check = () => {
          const m = text.match(pattern);
          if (m) done(undefined, m);
          else if (gone) done(new Error(`the server exited before ${pattern}:\n${text.slice(-3000)}`));
        };
        const done = (e?: Error, m?: RegExpMatchArray) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (e) reject(e);
          else resolve(m!);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** The port a server (or a cluster's first worker) says it listens on, once it does. */
export async function listeningPort(server: ServerProcess, ms?: number): Promise<number> {
  return Number((await server.waitFor(/Freight platform on http:\/\/localhost:(\d+)/, ms))[1]);
}

/** SIGTERM (unless it already exited), then its exit. */
export async function stopServer(server: ServerProcess | undefined) {
  if (!server) return undefined;
  server.signal('SIGTERM');
  return server.exited;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the answers of many calls, read field by field as in tests/api/support/calls.ts (inject's json())
  json: { Status: boolean; Data: any; Message?: string };
}

/**
 * One keep-alive connection (an agent of one socket): every call through it goes to the process
 * that accepted it. `worker` is who answered its first health check (null: not a cluster).
 */
export interface Pinned {
  worker: number | null;
  call(method: 'GET' | 'POST', path: string, token?: string, body?: object): Promise<Answer>;
  /** A GET whose answer is text (/metrics). */
  text(path: string): Promise<{ status: number; text: string }>;
  /** A live socket on this very connection: the HTTP upgrade reuses the agent's socket. */
  live(wsUrl: string): ReturnType<typeof openLive>;
  close(): void;
}

export async function pinned(base: string): Promise<Pinned> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const raw = (method: 'GET' | 'POST', path: string, token?: string, body?: object) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const headers: Record<string, string | number> = { 'web-version': WEB_VERSION };
      if (token) headers.authorization = `Bearer ${token}`;
      if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': payload.length });
      const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer within 15 s`)));
      req.end(payload);
    });
  const call = async (method: 'GET' | 'POST', path: string, token?: string, body?: object): Promise<Answer> => {
    const { status, text } = await raw(method, path, token, body);
    return { status, json: JSON.parse(text) };
  };
  const health = await call('GET', ENDPOINTS.health);
  return {
    worker: health.json.Data.worker,
    call,
    text: (path) => raw('GET', path),
    live: (wsUrl) => openLive(wsUrl, {}, undefined, agent),
    close: () => agent.destroy(),
  };
}

/** A connection to the cluster's worker `worker` (new connections until the primary hands one to it). */
export async function pinnedTo(base: string, worker: number, tries = 60): Promise<Pinned> {
  for (let i = 0; i < tries; i++) {
    const p = await pinned(base);
    if (p.worker === worker) return p;
    p.close();
  }
  throw new Error(`no connection to worker ${worker} in ${tries} tries`);
}

/** Polls `fn` until it answers `want` or `ms` pass; answers the last value and how long it took. */
export async function pollUntil<T>(fn: () => Promise<T>, want: T, ms: number, everyMs = 25): Promise<{ value: T; afterMs: number }> {
  const started = performance.now();
  for (;;) {
    const value = await fn();
    const afterMs = performance.now() - started;
    if (value === want || afterMs >= ms) return { value, afterMs };
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
