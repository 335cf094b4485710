import cluster from 'node:cluster';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { runPrimary, workerSettings } from './cluster';
import { serve } from './serve';
import { databaseFromEnv, poolSizeFromEnv, statementTimeoutFromEnv } from './databaseSettings';
import { drainFromEnv } from './http/shutdown';

// The product's process: open the database (PostgreSQL with DATABASE_URL, else embedded PGlite
// under DATA_DIR), migrate, seed the demo data once, serve. With WORKERS=N (N > 1, PostgreSQL
// only) this process is the primary of N server processes sharing the port (server/cluster.ts).
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '0.0.0.0';
const { databaseUrl, dataDir } = databaseFromEnv(process.env);

const settings = workerSettings(process.env, databaseUrl);
if ('refusal' in settings) {
  console.error(`Not starting: ${settings.refusal}`);
  process.exit(1);
}

const poolSize = poolSizeFromEnv(process.env, settings.workers);
if (typeof poolSize === 'object') {
  console.error(`Not starting: ${poolSize.refusal}`);
  process.exit(1);
}

const statementTimeoutMs = statementTimeoutFromEnv(process.env);
if (typeof statementTimeoutMs === 'object') {
  console.error(`Not starting: ${statementTimeoutMs.refusal}`);
  process.exit(1);
}

const drain = drainFromEnv(process.env);
if ('refusal' in drain) {
  console.error(`Not starting: ${drain.refusal}`);
  process.exit(1);
}

if (settings.workers > 1 && cluster.isPrimary) {
  // migrate and seed once, here, before any worker serves (the advisory locks would also keep
  // workers starting together from racing, but then each would do the checks again)
  const db = await openDb({ databaseUrl });
  const applied = await migrate(db);
  const seeded = await seed(db);
  await db.close();
  console.log(
    `Freight platform: ${settings.workers} worker processes sharing port ${port} (database: ${db.kind} ${db.where}` +
      `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${seeded ? ', demo data seeded' : ''})`,
  );
  runPrimary(settings, drain.drainMs);
} else {
  await serve({ port, host, databaseUrl, dataDir, poolSize, statementTimeoutMs, prepare: !cluster.isWorker, drain });
}
