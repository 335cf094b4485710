import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { openDb } from '../../../server/db/open';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { runSnapshot } from '../../support/seededSnapshot';
import { copySeededData, seededData } from './seededData';

/**
 * The e2e suite's web server (playwright.config.ts): makes the run's seeded database once (the
 * first server of the run; every `ownServer` starts on a copy of it), starts on a copy of it in
 * DATA_DIR (unless that already holds one), then runs the product's own entry point as production
 * runs it: compiled (build/server/main.js, made by the config's command just before).
 */
const seeded = seededData(process.env.E2E_SEEDED_DIR!);
if (!existsSync(seeded.ready)) {
  // under `npm test`, the run's snapshot (tests/support/seededSnapshot.ts) unpacked on disk: the same
  // migrated, seeded database the API tests start from, without migrating and seeding it a third time
  const made = runSnapshot();
  const db = await openDb({ dataDir: seeded.data, snapshot: made ? new Blob([readFileSync(made)]) : undefined });
  if (!made) {
    await migrate(db);
    await seed(db);
  }
  await db.close(); // closed: what is on disk is the whole database
  writeFileSync(seeded.ready, '');
}
copySeededData(process.env.DATA_DIR!);
// a path held in a variable: the compiled file is not TypeScript's to check, and exists only once built
const compiled = new URL('../../../build/server/main.js', import.meta.url).href;
await import(compiled);
