import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';
import { processLog } from '../platform/processLog';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any number works; every process agrees on it, so two processes never migrate at once.
const MIGRATION_LOCK = 72_620_001;

export interface Migration {
  version: number;
  name: string;
  /** The file it came from, as people name it in a warning. */
  file: string;
  sql: string;
  /** sha256 of the SQL with its line endings made \n (a checkout on Windows is not an edit). */
  checksum: string;
}

export const migrationChecksum = (sql: string) => createHash('sha256').update(sql.replace(/\r\n?/g, '\n')).digest('hex');

/** The numbered files `NNN_name.sql`, in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const all = readdirSync(dir)
    .map((file) => /^(\d+)_(.+)\.sql$/.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => {
      const sql = readFileSync(join(dir, m[0]), 'utf8');
      return { version: Number(m[1]), name: m[2]!, file: m[0], sql, checksum: migrationChecksum(sql) };
    })
    .sort((a, b) => a.version - b.version);
  // two files of one number: the second would be skipped as "already applied" on every database
  const twice = all.find((m, i) => i > 0 && all[i - 1]!.version === m.version);
  if (twice)
    throw new Error(
      `Two migrations are numbered ${twice.version}: ${all
        .filter((m) => m.version === twice.version)
        .map((m) => m.name)
        .join(', ')}`,
    );
  return all;
}

export interface MigrateOptions {
  /** Where a changed or missing migration file is reported (default: the process's log, server/platform/processLog.ts). */
  warn?: (message: string) => void;
}

/** A migration may rewrite a large table, and waits for another process's migration: never held to the statement timeout. */
const UNBOUNDED = { unbounded: true } as const;

/**
 * Applies the migrations not yet applied, each in its own transaction, then checks the applied
 * ones against their files. Returns the versions applied.
 */
export async function migrate(db: Db, migrations = loadMigrations(), options: MigrateOptions = {}): Promise<number[]> {
  // the versions applied, read once: such a migration is never run again, so it needs neither the lock
  // nor a transaction of its own (one each was most of a start on a migrated database)
  const known = await appliedVersions(db);
  // under the lock too: two processes running `create table if not exists` at once on an empty
  // PostgreSQL database can both find it missing, and the second fails on the catalog's unique key
  if (!known) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await tx.exec(`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    }, UNBOUNDED);
  }
  const applied: number[] = [];
  for (const m of migrations) {
    if (known?.has(m.version)) continue;
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('select 1 from schema_migrations where version = $1', [m.version]);
      if (rows.length) return false;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      return true;
    }, UNBOUNDED);
    if (done) applied.push(m.version);
  }
  for (const problem of await checkApplied(db, migrations)) (options.warn ?? ((line: string) => processLog.warn(line)))(problem);
  return applied;
}

/** The versions in schema_migrations; undefined when the table is not there yet. */
async function appliedVersions(db: Db): Promise<Set<number> | undefined> {
  const [table] = await db.query<{ present: boolean }>(`select to_regclass('schema_migrations') is not null as present`);
  if (!table?.present) return undefined;
  return new Set((await db.query<{ version: number }>('select version from schema_migrations')).map((r) => Number(r.version)));
}

/**
 * Records the checksum of every applied migration that has none (those just applied, and on the
 * first start after 020 every one applied before), then names each applied migration whose file
 * changed since, or whose file is gone.
 *
 * A changed file is reported, not refused: the migration is never run again either way, so the
 * database is exactly as it was before the edit, and the edit is often harmless (a comment, a
 * fix also applied by hand). Refusing to start would take the service down over a file whose
 * effect on the schema nobody has judged yet. The warning repeats at every start until someone
 * does: either undo the edit, or accept it (the message says how), and put a real change in a
 * new migration.
 */
async function checkApplied(db: Db, migrations: readonly Migration[]): Promise<string[]> {
  // the catalog itself, not information_schema's view of it (a quarter of a second at a start)
  const hasColumn = await db.query(
    `select 1 from pg_attribute where attrelid = to_regclass('schema_migrations') and attname = 'checksum' and not attisdropped`,
  );
  if (!hasColumn.length) return []; // before 020: nothing recorded yet
  const byVersion = new Map(migrations.map((m) => [m.version, m]));
  // only the rows still without one (the migrations just applied): a statement per migration was a
  // quarter of a second of every start
  const unrecorded = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations where checksum is null')).map((r) => Number(r.version)),
  );
  const toRecord = migrations.filter((m) => unrecorded.has(m.version));
  if (toRecord.length)
    await db.transaction(async (tx) => {
      for (const m of toRecord) await tx.query('update schema_migrations set checksum = $2 where version = $1 and checksum is null', [m.version, m.checksum]);
    });
  const rows = await db.query<{ version: number; name: string; checksum: string | null }>(
    'select version, name, checksum from schema_migrations order by version',
  );
  const problems: string[] = [];
  for (const row of rows) {
    const file = byVersion.get(Number(row.version));
    if (!file) {
      // a database migrated by a newer build (or a branch whose file was renumbered)
      if (migrations.length) problems.push(`Migration ${row.version} (${row.name}) was applied to this database but has no file here.`);
    } else if (row.checksum !== file.checksum) {
      problems.push(
        `Migration ${file.file} was changed after it was applied to this database: the change was NOT applied. ` +
          `Undo the edit and put the change in a new migration; if the edit is harmless, accept it with ` +
          `"update schema_migrations set checksum = null where version = ${file.version}" (filled again at the next start).`,
      );
    }
  }
  return problems;
}

export async function latestMigration(db: Db): Promise<number> {
  const [row] = await db.query<{ v: number | null }>('select max(version) as v from schema_migrations');
  return Number(row?.v ?? 0);
}
