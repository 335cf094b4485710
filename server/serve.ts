import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { wxProviderFromEnv } from './modules/wx/public';
import { loggerOptions } from './http/logging';
import { publicUrlFromEnv } from './http/publicUrl';
import { drain, type DrainTimings } from './http/shutdown';
import { localUrl, removeServing, writeServing } from './backup/serving';
import { importWorkers } from './http/sheetReader';
import { pdfPool } from './platform/pdf/pool';
import { lifeLog, setProcessLogLevel } from './platform/processLog';
import { listItems } from './settings/kinds';
import type { Settings } from './settings/schema';

export interface ServeOptions {
  /** The environment's settings, checked (server/settings/). */
  settings: Settings;
  port: number;
  host: string;
  /** PostgreSQL when set, else embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** PostgreSQL: connections of this process's pool. */
  poolSize?: number;
  /** PostgreSQL: how long one statement may run (DATABASE_STATEMENT_TIMEOUT_MS); none: unbounded. */
  statementTimeoutMs?: number;
  /** Migrate and seed before serving (not in a cluster's worker: its primary did that once). */
  prepare: boolean;
  /** How a SIGTERM is drained (SHUTDOWN_DRAIN_MS, SHUTDOWN_UNREADY_MS: http/shutdown.ts). */
  drain: DrainTimings;
}

/**
 * One server process: open the database, migrate and seed it (unless told it is done), serve
 * until SIGTERM or SIGINT, then drain (http/shutdown.ts), close the database and exit 0, all within
 * the drain time. The single process of `npm start`, and each worker of `WORKERS=N` (server/cluster.ts).
 */
export async function serve(options: ServeOptions): Promise<void> {
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    poolSize: options.poolSize,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  const s = options.settings;
  setProcessLogLevel(s.LOG_LEVEL);
  const applied = options.prepare ? await migrate(db) : [];
  const seeded = options.prepare ? await seed(db) : false;
  // embedded: `npm run backup` asks this process for its database with a secret left in DATA_DIR
  const backupToken = db.kind === 'pglite' ? randomBytes(32).toString('hex') : undefined;
  const app = await buildApp({
    backupToken,
    db,
    // One active session per employee account unless SINGLE_SESSION_PER_EMPLOYEE=false.
    sessionPolicy: { singleSessionPerEmployee: s.SINGLE_SESSION_PER_EMPLOYEE },
    // Pages of other sites (e.g. a company site on its own domain) allowed to open the live socket.
    allowedOrigins: listItems(s.ALLOWED_ORIGINS ?? ''),
    wxProvider: wxProviderFromEnv(),
    // The address people reach us at; the social sign-in's callback is built from it (PUBLIC_URL).
    publicUrl: publicUrlFromEnv(),
    // Behind a reverse proxy: the proxies believed for the client's address (TRUST_PROXY=127.0.0.1,10.0.0.0/8).
    trustProxy: s.TRUST_PROXY,
    // Prometheus may read /metrics from this machine, or from anywhere with this token.
    metricsToken: s.METRICS_TOKEN,
    // No headers, bodies or secret query values in the log (server/http/logging.ts).
    logger: loggerOptions(s.LOG_LEVEL),
    // a request holding the event loop over LOOP_STALL_MS (default 1 s) is named in the log, while it holds it
    loopWatchdog: { stallMs: s.LOOP_STALL_MS },
  });
  await app.listen({ port: options.port, host: options.host });
  // after listening: its loading (a second of CPU) does not delay the first answers' port.
  // IMPORT_WORKER_READY=false saves its ~45 MB a process; each import then waits for its worker to load.
  if (s.IMPORT_WORKER_READY) importWorkers.keepReady();
  // the port actually listened on (PORT=0 picks a free one; a cluster's workers share the primary's)
  const port = (app.server.address() as AddressInfo | null)?.port ?? options.port;
  if (backupToken) writeServing(options.dataDir, { pid: process.pid, url: localUrl(options.host, port), token: backupToken });
  const who = cluster.isWorker ? `[worker ${cluster.worker!.id}, pid ${process.pid}] ` : '';
  lifeLog.info(
    { worker: cluster.worker?.id },
    `${who}Freight platform on http://localhost:${port} (database: ${db.kind} ${db.where}` +
      `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${seeded ? ', demo data seeded' : ''})`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining (readiness 503 for ${options.drain.unreadyMs} ms, then closing; at most ${options.drain.drainMs} ms)`);
    // the bound holds even if closing the database or a worker thread hangs
    setTimeout(() => {
      lifeLog.error(`${who}still closing ${options.drain.drainMs} ms after ${signal} (SHUTDOWN_DRAIN_MS): exiting`);
      process.exit(1);
    }, options.drain.drainMs).unref();
    await drain(app, options.drain);
    await importWorkers.stop();
    await pdfPool.stop();
    await db.close();
    if (backupToken) removeServing(options.dataDir);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
