import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runSnapshot, writeSeededSnapshot } from '../../support/seededSnapshot';
import { makePostgresTemplate } from './postgresTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated, seeded embedded database (build.ts starts each suite's app from it). */
    dbSnapshot: string;
    /** With PostgreSQL (DATABASE_URL): the migrated, seeded template each file's database is copied from (postgresTemplate.ts). */
    pgTemplate: string;
  }
}

/**
 * Global set-up of the API projects: compile the server; migrate and seed an embedded database once and keep it as a
 * file. Opening PGlite, migrating and seeding took about ten seconds per test file (150 of them on
 * two cores); loading the snapshot takes under one. Each file still gets its own database.
 */
export default async function setup(project: TestProject) {
  // the tests that run the real server as a process (tests/e2e/support/ownServer.ts: killed during
  // a batch, a delivery, an apply) run it compiled, as production does: built once here, in about a second
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not compile (scripts/build-server.mjs)');
  // `npm test` made the run's snapshot already (scripts/test.mjs, TEST_DB_SNAPSHOT): the same file for
  // every project and stage, kept until the next run empties test-results/
  // the tests that measure time (project alone) keep the engine their figures were set on
  const template = project.name === 'api' ? await makePostgresTemplate() : undefined;
  if (template) project.provide('pgTemplate', template.url);
  const dropTemplate = async () => template?.drop();
  const made = runSnapshot();
  if (made) {
    project.provide('dbSnapshot', made);
    return dropTemplate;
  }
  const dir = mkdtempSync(join(tmpdir(), 'freight-db-snapshot-'));
  const file = join(dir, 'seeded.tar');
  await writeSeededSnapshot(file);
  project.provide('dbSnapshot', file);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropTemplate();
  };
}
