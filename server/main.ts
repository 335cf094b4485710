import cluster from 'node:cluster';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { runPrimary } from './cluster';
import { serve } from './serve';
import { defaultPoolSize } from './databaseSettings';
import { type DrainTimings, drainFromEnv } from './http/shutdown';
import { settingsAtStart } from './settings/startup';
import { lifeLog } from './platform/processLog';

// The product's process: check the settings (server/settings/: a wrong one stops the start with a
// line saying so; `--check-config` checks them and exits), open the database (PostgreSQL with
// DATABASE_URL, else embedded PGlite under DATA_DIR), migrate, seed the demo data once, serve. With
// WORKERS=N (N > 1, PostgreSQL only) this process is the primary of N server processes sharing the
// port (server/cluster.ts).
const settings = settingsAtStart(process.env, process.argv);
const { PORT: port, HOST: host, DATABASE_URL: databaseUrl, DATA_DIR: dataDir } = settings;

const workers = { workers: settings.WORKERS, restartLimit: settings.WORKER_RESTARTS };
const poolSize = settings.DATABASE_POOL_SIZE ?? defaultPoolSize(workers.workers);
const statementTimeoutMs = settings.DATABASE_STATEMENT_TIMEOUT_MS;

// checked with the other settings (settings/check.ts): a refusal has stopped the start already
const drain = drainFromEnv(process.env) as DrainTimings;

if (workers.workers > 1 && cluster.isPrimary) {
  // migrate and seed once, here, before any worker serves (the advisory locks would also keep
  // workers starting together from racing, but then each would do the checks again)
  const db = await openDb({ databaseUrl });
  const applied = await migrate(db);
  const seeded = await seed(db);
  await db.close();
  lifeLog.info(
    `Freight platform: ${workers.workers} worker processes sharing port ${port} (database: ${db.kind} ${db.where}` +
      `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${seeded ? ', demo data seeded' : ''})`,
  );
  runPrimary(workers, drain.drainMs);
} else {
  await serve({ settings, port, host, databaseUrl, dataDir, poolSize, statementTimeoutMs, prepare: !cluster.isWorker, drain });
}
