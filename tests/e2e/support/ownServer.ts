import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copySeededData } from './seededData';

/** A new folder holding a copy of the run's seeded database (seededData.ts), or empty when there is none. */
function seededCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'freight-e2e-own-'));
  copySeededData(dir);
  return dir;
}

/**
 * Node's flags for a test's own server. `--liftoff-only`: the embedded database's WebAssembly is compiled
 * by V8's baseline compiler alone. A start of the server on a seeded folder measured 3.8 s of CPU instead of
 * 5.2 s (4 starts each, interleaved): without it V8 also optimised the database's hot functions in
 * background threads, work a server that lives a few seconds (a kill test's round) never earns back.
 * The suite starts about 65 such servers a run (docs/testing.md). Production keeps V8's defaults.
 */
const OWN_SERVER_NODE_FLAGS = ['--liftoff-only'] as const;

/**
 * A server process of the test's own (its own port and embedded database on disk), for tests
 * that stop, kill and start the server. The data survives a restart, as in production.
 * `dataDir` lets a test prepare the database before the first start.
 */
/** `env`: settings of this server besides its port and folder. */
export function ownServer(port: number, dataDir = seededCopy(), env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let stderr = '';

  // a first start on a folder without a database (a test's own prepared one aside, it starts on a copy of
  // the run's seeded one) makes, migrates and seeds it: on a busy 2-core machine that can take a minute
  async function up(c: ChildProcess, ms = 120_000) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // a server that cannot open its database exits: say why instead of waiting a minute
      if (c.exitCode !== null || c.signalCode !== null)
        throw new Error(`own server on ${base} exited (${c.exitCode ?? c.signalCode}) while starting:\n${stderr.slice(-2000)}`);
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        /* not yet */
      }
      // every 25 ms, not 200: a start waited 100 ms on average past the moment it answered, and the kill
      // tests and own-server specs start a server a few hundred times a run (a refused connect costs nothing)
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`own server did not start on ${base}:\n${stderr.slice(-2000)}`);
  }

  async function end(signal: 'SIGTERM' | 'SIGKILL') {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill(signal);
    });
  }

  return {
    base,
    port,
    dataDir,
    /** The last of what the process wrote to stderr (for failure messages). */
    get stderr() {
      return stderr.slice(-4000);
    },
    async start() {
      // another process on the port would answer the health check in our server's place
      const busy = await fetch(`${base}/api/health`).then(
        () => true,
        () => false,
      );
      if (busy) throw new Error(`port ${port} is already in use: a server left from an earlier run?`);
      stderr = '';
      // the compiled server, as production runs it (playwright.config.ts builds it before the run),
      // in this very process: the pid is the server's own, so a SIGKILL reaches it
      const c = spawn(process.execPath, [...OWN_SERVER_NODE_FLAGS, 'build/server/main.js'], {
        // IMPORT_WORKER_READY=false: no sheet-import worker loaded in advance (a second of CPU a start, on
        // a 2-core machine the tests share); a spec whose server imports sheets sets it back (rateBatchJob).
        // SHUTDOWN_UNREADY_MS=0: no load balancer here to tell before a stop (the drain's own test keeps it)
        env: {
          ...process.env,
          IMPORT_WORKER_READY: 'false',
          SHUTDOWN_UNREADY_MS: '0',
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      c.stderr!.setEncoding('utf8').on('data', (d: string) => {
        stderr = (stderr + d).slice(-16_000);
      });
      child = c;
      try {
        await up(c);
      } catch (e) {
        await end('SIGKILL'); // never leave a half-started server behind
        throw e;
      }
    },
    /** A clean shutdown (SIGTERM): the server closes its database. */
    stop: () => end('SIGTERM'),
    /** A crash (SIGKILL): no cleanup of any kind, as when the OOM killer or `kill -9` ends it (what the process wrote to files stays). */
    kill: () => end('SIGKILL'),
  };
}
