import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e2e run's seeded embedded database, made once by the suite's web server (e2eServer.ts) in the
 * folder playwright.config.ts names in E2E_SEEDED_DIR. Migrating and seeding from nothing took each
 * server of the run — the suite's own and every spec's `ownServer` — up to a minute on a busy 2-core
 * machine; copying the folder takes a second. A server started on a copy still migrates and seeds
 * as in production: both find nothing to do.
 */
export const seededData = (seededDir: string) => ({ data: join(seededDir, 'data'), ready: join(seededDir, 'ready') });

/**
 * Copies the run's seeded database into `dataDir`; false when the run has none ready, or the folder
 * already holds a database (E2E_DATA_DIR, a test's prepared one) — then the server uses what is there.
 */
export function copySeededData(dataDir: string, seededDir = process.env.E2E_SEEDED_DIR): boolean {
  if (!seededDir || !existsSync(seededData(seededDir).ready)) return false;
  if (existsSync(join(dataDir, 'PG_VERSION'))) return false;
  cpSync(seededData(seededDir).data, dataDir, { recursive: true });
  return true;
}
