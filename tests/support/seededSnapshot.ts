import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDb } from '../../server/db/open';
import { migrate } from '../../server/db/migrate';
import { seed } from '../../server/db/seed';
import { TEST_PASSWORD_HASH_COST } from './passwordHashCost';
import { withoutDatabases, withoutSpareWal } from './snapshotTrim';

/**
 * The run's migrated, seeded embedded database, as a file (a PGlite data-folder tarball). Made once
 * per `npm test`: scripts/test.mjs makes it while the type check runs (TEST_DB_SNAPSHOT names the
 * file), and the Vitest projects' global set-up (tests/api/support/snapshot.ts), the `alone` project's
 * and the e2e suite's seeded folder (tests/e2e/support/e2eServer.ts) start from it instead of each
 * migrating and seeding again (about ten seconds of one core each, before anything else could run).
 */
export async function writeSeededSnapshot(file: string): Promise<void> {
  // the demo accounts' hashes at the suites' cost: every sign-in of the run checks one of them
  process.env.PASSWORD_HASH_COST ||= TEST_PASSWORD_HASH_COST;
  const db = await openDb({ memory: true });
  await migrate(db);
  await seed(db);
  const templates = await db.query<{ oid: number }>('select oid::int from pg_database where datistemplate');
  const blob = await db.snapshot!();
  await db.close();
  mkdirSync(dirname(file), { recursive: true });
  const tar = new Uint8Array(await blob.arrayBuffer());
  writeFileSync(
    file,
    withoutDatabases(
      withoutSpareWal(tar),
      templates.map((t) => t.oid),
    ),
  );
}

/** The file TEST_DB_SNAPSHOT names, when this run made it already; otherwise undefined. */
export function runSnapshot(): string | undefined {
  const file = process.env.TEST_DB_SNAPSHOT;
  return file && existsSync(file) ? resolve(file) : undefined;
}

// `npx tsx tests/support/seededSnapshot.ts <file>`: what scripts/test.mjs runs
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx tests/support/seededSnapshot.ts <file>');
  await writeSeededSnapshot(file);
}
