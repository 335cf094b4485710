import { spawn } from 'node:child_process';
import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite } from '../db/pglite';
import { pgClientTarget } from './pgClient';
import { BACKUP_PATH } from './routes';
import { runningServer } from './serving';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (scripts/backup.ts, restore.ts) on either
 * engine, chosen as the server chooses it: PostgreSQL when DATABASE_URL is set (pg_dump's custom
 * format, restored with pg_restore in one transaction), else embedded PGlite under DATA_DIR (a
 * gzipped tarball of its data directory, taken from the running server or, when none runs, from the
 * directory itself).
 */
export interface Where {
  databaseUrl?: string;
  dataDir: string;
  log: (line: string) => void;
}

export async function backup(file: string, where: Where): Promise<void> {
  const partial = `${file}.partial`; // a backup cut short never looks like a good one
  try {
    if (where.databaseUrl) await pgDump(partial, where.databaseUrl);
    else await embeddedBackup(partial, where);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  where.log(`Backup written to ${file} (${(statSync(file).size / 1e6).toFixed(1)} MB).`);
}

export async function restore(file: string, where: Where): Promise<void> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  if (where.databaseUrl) {
    // --clean drops what the backup holds before recreating it; in one transaction, so a failure changes nothing
    const target = pgClientTarget(where.databaseUrl);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${target.dbname}`, file], target.env);
    where.log(`Restored ${file} into the PostgreSQL database.`);
    return;
  }
  const server = runningServer(where.dataDir);
  if (server) throw new Error(`A server (pid ${server.pid}) is running on ${where.dataDir}: stop it first, then restore.`);
  const target = join(where.dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length) {
    // never deleted: the database being replaced is kept beside it until someone removes it
    const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(target, aside);
    where.log(`The database that was there is kept in ${aside}.`);
  }
  const db = await openPglite(target, new Blob([readFileSync(file)]));
  try {
    const [m] = await db.query<{ v: number }>('select max(version)::int as v from schema_migrations');
    where.log(`Restored ${file} into ${target} (migrations up to ${m?.v ?? 'none'}); the server migrates it further when it starts.`);
  } finally {
    await db.close();
  }
}

/**
 * pg_dump into `file`, readable by this user only (as the embedded backup is): the file is made 0600
 * before pg_dump opens it (pg_dump keeps an existing file's mode, and would otherwise create it 0644
 * under the usual umask 022, readable by every local user for the whole dump), and set again after.
 */
async function pgDump(file: string, databaseUrl: string): Promise<void> {
  writeFileSync(file, '', { mode: 0o600 });
  chmodSync(file, 0o600);
  const target = pgClientTarget(databaseUrl);
  await run('pg_dump', ['--format=custom', ...schemaOf(databaseUrl), `--file=${file}`, `--dbname=${target.dbname}`], target.env);
  chmodSync(file, 0o600);
}

async function embeddedBackup(file: string, where: Where): Promise<void> {
  const server = runningServer(where.dataDir);
  if (server) {
    const res = await fetch(`${server.url}${BACKUP_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.token}` },
      signal: AbortSignal.timeout(30 * 60_000),
    });
    if (!res.ok) throw new Error(`The running server (pid ${server.pid}) refused the backup: ${res.status} ${await res.text()}`);
    writeFileSync(file, Buffer.from(await res.arrayBuffer()), { mode: 0o600 });
    where.log(`Backed up the running server's database (pid ${server.pid}, ${server.url}).`);
    return;
  }
  const dir = join(where.dataDir, 'pglite');
  if (!existsSync(join(dir, 'PG_VERSION')))
    throw new Error(`No embedded database in ${dir} (DATA_DIR=${where.dataDir}); set DATA_DIR, or DATABASE_URL for PostgreSQL.`);
  const db = await openPglite(dir);
  try {
    writeFileSync(file, Buffer.from(await (await db.snapshot!('gzip')).arrayBuffer()), { mode: 0o600 });
  } finally {
    await db.close();
  }
  where.log(`Backed up ${dir} (no server was running on it).`);
}

/** A deployment in its own schema (`?options=-c search_path=x`): only that schema is dumped. */
function schemaOf(url: string): string[] {
  const options = new URL(url).searchParams.get('options') ?? '';
  const schema = /search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1];
  return schema ? [`--schema=${schema}`] : [];
}

/** A PostgreSQL client tool, its messages passed through, `env` added to its environment; fails with its exit code. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('error', (e) =>
      reject(new Error(`${command} could not be run (${e.message}): install the PostgreSQL client tools of the server's major version.`)),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ended with exit code ${code}.`))));
  });
}
