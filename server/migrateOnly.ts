import { runningServer } from './backup/serving';
import { databaseFromEnv } from './databaseSettings';
import { latestMigration, migrate } from './db/migrate';
import { openDb, type Db } from './db/open';

// `npm run migrate`: applies the migrations not yet applied to the server's database (DATABASE_URL,
// else the embedded one under DATA_DIR), then exits: 0 when the database is up to date, 1 when it
// cannot be opened or a migration failed (that migration's transaction is rolled back; the ones
// before it stay). The server migrates at start as well; this is the same step on its own, for a
// deployment that migrates before it starts the new version (with the server of an embedded
// database stopped: PGlite's files belong to one process; a running one is refused).
/** The refusal that needs no stack trace: the operator is told what to do. */
class ServedElsewhere extends Error {}

const { databaseUrl, dataDir } = databaseFromEnv(process.env);
let db: Db | undefined;
try {
  // an embedded database belongs to the one process serving it (its note in DATA_DIR): a second
  // opener would write the same files under it; restore and WORKERS>1 refuse it the same way
  const server = databaseUrl ? undefined : runningServer(dataDir);
  if (server)
    throw new ServedElsewhere(
      `A server (pid ${server.pid}) is running on ${dataDir}: stop it first, then migrate (a server migrates its database itself when it starts).`,
    );
  db = await openDb({ databaseUrl, dataDir });
  const applied = await migrate(db);
  const at = await latestMigration(db);
  console.log(`Database ${db.kind} ${db.where}: ${applied.length ? `migrations ${applied.join(', ')} applied` : 'nothing to apply'}; now at migration ${at}.`);
} catch (e) {
  if (e instanceof ServedElsewhere) console.error(e.message);
  else
    console.error(
      `Migration failed (database: ${db ? `${db.kind} ${db.where}` : databaseUrl ? 'PostgreSQL of DATABASE_URL' : `embedded under ${dataDir}`}):`,
      e,
    );
  process.exitCode = 1;
} finally {
  await db?.close();
}
