import cluster, { type Worker } from 'node:cluster';
import { relayMetrics } from './metrics/clusterMetrics';
import { lifeLog } from './platform/processLog';

/**
 * Several server processes on one port (`WORKERS=N`, node's cluster): the primary migrates and
 * seeds once, then forks N workers that each run the whole server (server/serve.ts) on the same
 * PostgreSQL database; the primary hands them the incoming connections in turn. The live hub
 * already relays deliveries and session endings between processes through LISTEN/NOTIFY.
 */

export interface WorkerSettings {
  /** Server processes; 1 is the plain single process, without a primary. */
  workers: number;
  /** Dead workers replaced within RESTART_WINDOW_MS before the primary gives up. */
  restartLimit: number;
}

export const RESTART_WINDOW_MS = 60_000;
/** Past the drain time, how long a worker still running gets (it exits by itself at the drain time) before it is killed. */
const KILL_AFTER_DRAIN_MS = 1_000;

/**
 * The primary: forks the workers and keeps them running. A worker that dies is replaced, at most
 * `restartLimit` times within a minute (a worker that cannot start, e.g. its port taken, would
 * otherwise be restarted for ever): past that the primary stops the others and exits 1. SIGTERM
 * or SIGINT drains every worker (server/http/shutdown.ts: readiness 503, then no new connections,
 * the requests in flight finished, sockets closed, the database closed), replacing none of them
 * while it stops, killing any still running just after `drainMs`; then the primary exits 0.
 */
export function runPrimary(settings: WorkerSettings, drainMs: number, log: (line: string) => void = (line) => lifeLog.info(line)): void {
  const live = new Set<Worker>();
  const restarts: number[] = [];
  let stopping = false;
  let exitCode = 0;
  let killTimer: NodeJS.Timeout | undefined;

  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once('online', () => log(`worker ${worker.id} started (pid ${worker.process.pid})`));
  };

  const finish = () => {
    if (killTimer) clearTimeout(killTimer);
    log(`all workers stopped; exiting ${exitCode}`);
    process.exit(exitCode);
  };

  const stop = (why: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log(`${why}: stopping ${live.size} worker${live.size === 1 ? '' : 's'}`);
    if (!live.size) return finish();
    for (const w of live) w.process.kill('SIGTERM');
    killTimer = setTimeout(() => {
      for (const w of live) {
        log(`worker ${w.id} (pid ${w.process.pid}) still running after the drain time (SHUTDOWN_DRAIN_MS=${drainMs}): killing it`);
        w.process.kill('SIGKILL');
      }
    }, drainMs + KILL_AFTER_DRAIN_MS);
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    if (stopping) {
      if (!live.size) finish();
      return;
    }
    const now = Date.now();
    while (restarts.length && restarts[0]! <= now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length >= settings.restartLimit) {
      stop(
        `worker ${worker.id} (pid ${worker.process.pid}) ended (${how}) after ${restarts.length} restarts within a minute (WORKER_RESTARTS=${settings.restartLimit}): giving up`,
        1,
      );
      return;
    }
    restarts.push(now);
    log(
      `worker ${worker.id} (pid ${worker.process.pid}) ended (${how}): starting another (restart ${restarts.length} of ${settings.restartLimit} within a minute)`,
    );
    fork();
  });

  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  // a scrape of /metrics on any worker answers for all of them
  relayMetrics();
  for (let i = 0; i < settings.workers; i++) fork();
}
