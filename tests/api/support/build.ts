import { mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { forgetPrintCounts } from '../../../server/platform/pdf/print';
import { openDb } from '../../../server/db/open';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { modulesNamed, SERVER_MODULES } from '../../../server/modules';
import { seedSteps } from '../../../server/modules/module';
import type { Db } from '../../../server/db/types';
import type { SessionPolicy } from '../../../server/platform/auth/sessionRepository';
import type { OAuthProvider } from '../../../server/modules/wx/provider';
import type { SocketTimings } from '../../../server/live/socket';
import { postgresCopy } from './postgresTemplate';

export const INDEX_HTML = '<!doctype html><title>fixture</title><div id="root"></div>';
/** The public sites' entry's stand-in (docs/public-entry.md). */
export const PUBLIC_HTML = '<!doctype html><title>public fixture</title><div id="root"></div>';

/** A built-app stand-in: index.html, public.html and one hashed asset, in a new folder (a test may add files to it). */
export function fixtureDist(): string {
  return writeDist(mkdtempSync(join(tmpdir(), 'freight-dist-')));
}
function writeDist(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  // written aside and renamed: another worker serving the shared folder never reads half a file
  const write = (file: string, text: string) => {
    writeFileSync(`${file}.${process.pid}`, text);
    renameSync(`${file}.${process.pid}`, file);
  };
  write(join(dir, 'index.html'), INDEX_HTML);
  write(join(dir, 'public.html'), PUBLIC_HTML);
  write(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
}
/**
 * The stand-in an app gets when its test names none: one folder, which no test writes into (a new
 * one per built app was left in /tmp each time: a thousand after a few direct runs of Vitest).
 * Each worker writes it again, the same bytes.
 */
let sharedDist: string | undefined;
function defaultDist(): string {
  sharedDist ??= writeDist(join(tmpdir(), 'freight-dist-shared'));
  return sharedDist;
}

/**
 * A fresh in-memory database, migrated and seeded. From the run's snapshot (snapshot.ts) when there
 * is one: it was migrated and seeded once for the whole run, so it is not checked again (that check
 * cost every test file a second or more). The snapshot's bytes are read once per worker.
 */
let snapshotBytes: { file: string; bytes: Blob } | undefined;
function snapshot(): Blob | undefined {
  const file = inject('dbSnapshot');
  if (!file) return undefined;
  if (snapshotBytes?.file !== file) snapshotBytes = { file, bytes: new HeldSnapshot(readFileSync(file) as Uint8Array<ArrayBuffer>) };
  return snapshotBytes.bytes;
}

/**
 * The snapshot as PGlite reads it (it calls `arrayBuffer()` and untars that): one copy of bytes held in
 * memory. Node's own Blob reads itself back in small chunks and joins them, for the 58 MB file a fifth of
 * a second of CPU and as much garbage in every test file that opens a database (a profile of the open:
 * reading the Blob back and the collections after it were a third of its time).
 */
class HeldSnapshot extends Blob {
  constructor(private readonly held: Uint8Array<ArrayBuffer>) {
    super([held]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.held.slice().buffer);
  }
}

/**
 * A migrated, seeded database: in memory, or on disk in `dataDir` (a test that runs the server as a
 * process prepares its folder this way; migrating and seeding a database on disk took 5–10 s).
 */
export async function seededDb(dataDir?: string): Promise<Db> {
  const bytes = snapshot();
  const where = dataDir ? { dataDir } : { memory: true };
  if (bytes) return openDb({ ...where, snapshot: bytes });
  const db = await openDb(where);
  await migrate(db);
  await seed(db);
  return db;
}
/** A test file's own database: a copy of the run's PostgreSQL template when there is one (postgresTemplate.ts), else embedded. */
const freshDb = () => {
  const template = inject('pgTemplate');
  return template ? postgresCopy(template) : seededDb();
};

/**
 * The server on a fresh in-memory database, migrated and seeded. `modules`: the server modules the
 * test file calls (names of server/modules/moduleList.ts; the core ones, auth, access and health,
 * always come too); none means every module. Registering all of them is most of what a file waits
 * before its first test, so a file that calls few names them.
 */
export async function build(
  options: {
    modules?: readonly string[];
    staticDir?: string;
    bodyLimit?: number;
    sessionPolicy?: Partial<SessionPolicy>;
    wxProvider?: OAuthProvider;
    socketTimings?: Partial<SocketTimings>;
    db?: Db;
    /** The file tests the embedded engine itself (its health, its pool): PGlite even when the run has PostgreSQL. */
    embedded?: boolean;
    trustProxy?: string;
  } = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  let db = options.db;
  if (db) {
    // a database the test made itself: whatever it is, the server starts on it migrated and seeded
    await migrate(db);
    await seed(db);
  } else db = options.embedded ? await seededDb() : await freshDb();
  // a new server prints with no one's earlier prints counted (the worker kept the module from other files)
  forgetPrintCounts();
  const app = await buildApp({
    db,
    modules: options.modules ? modulesNamed(options.modules) : undefined,
    staticDir: options.staticDir ?? defaultDist(),
    bodyLimit: options.bodyLimit,
    sessionPolicy: options.sessionPolicy,
    wxProvider: options.wxProvider,
    socketTimings: options.socketTimings,
    trustProxy: options.trustProxy,
  });
  return { app, db };
}

/** No answer may carry a stack trace. */
export const hasStackTrace = (body: string) => /\n\s+at\s|node_modules|\.ts:\d+/.test(body);

/** A suite's app: built before its tests, closed after them. Read `.app` and `.db` inside tests. */
export function withTestApp(options: Parameters<typeof build>[0] = {}): { app: FastifyInstance; db: Db } {
  const ctx = {} as { app: FastifyInstance; db: Db };
  beforeAll(async () => {
    Object.assign(ctx, await build(options));
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.close();
  });
  return ctx;
}

/**
 * Seeds a database migrated only part of the way (a migration's own test): the steps such a schema
 * can take — those of every module whose seed needs no later migration than the database has
 * (`seedNeedsMigration` in its server/modules/<module>/index.ts); the others wait for the full migration.
 */
export async function seedOlderSchema(db: Db) {
  const [row] = await db.query<{ v: number | null }>('select max(version) as v from schema_migrations');
  const applied = Number(row?.v ?? 0);
  return withLaterViews(db, applied, () => seed(db, seedSteps(SERVER_MODULES.filter((m) => (m.seedNeedsMigration ?? 0) <= applied))));
}

/**
 * The owners' published views of later migrations, made for the seeding only (issue 46: a module's
 * seed reads another's data through them, as its code does) over the columns the older schema
 * already has, and dropped again, so that the later migrations create them as shipped. Each is one
 * owner's projection of one table (`create view v as select a.x, a.y from t a`): another shape is left out.
 */
async function withLaterViews<T>(db: Db, applied: number, run: () => Promise<T>): Promise<T> {
  const made: string[] = [];
  const shape = /create\s+view\s+(\w+)\s+as\s+select\s+([\s\S]+?)\s+from\s+(\w+)\s+(\w+)\s*;/gi;
  for (const m of loadMigrations().filter((m) => m.version > applied)) {
    for (const [, view, list, table, alias] of m.sql.replace(/--[^\n]*/g, '').matchAll(shape)) {
      const has = new Set(
        (await db.query<{ c: string }>('select column_name as c from information_schema.columns where table_name = $1', [table])).map((r) => r.c),
      );
      const columns = list!
        .split(',')
        .map((c) => c.trim().replace(`${alias}.`, ''))
        .filter((c) => has.has(c));
      if (!columns.length) continue;
      await db.query(`create view ${view} as select ${columns.join(', ')} from ${table}`);
      made.push(view!);
    }
  }
  try {
    return await run();
  } finally {
    for (const view of made.reverse()) await db.query(`drop view ${view}`);
  }
}
