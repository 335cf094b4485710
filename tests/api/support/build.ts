import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import { openDb } from '../../../server/db/open';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import { modulesNamed, SERVER_MODULES } from '../../../server/modules';
import { seedSteps } from '../../../server/modules/module';
import type { Db } from '../../../server/db/types';
import type { SessionPolicy } from '../../../server/modules/auth/sessionRepository';
import type { OAuthProvider } from '../../../server/modules/wx/provider';
import type { SocketTimings } from '../../../server/live/socket';

export const INDEX_HTML = '<!doctype html><title>fixture</title><div id="root"></div>';

/** A built-app stand-in: index.html and one hashed asset. */
export function fixtureDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'freight-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  return dir;
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
  if (snapshotBytes?.file !== file) snapshotBytes = { file, bytes: new Blob([readFileSync(file)]) };
  return snapshotBytes.bytes;
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
const freshDb = () => seededDb();

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
    trustProxy?: string;
  } = {},
): Promise<{ app: FastifyInstance; db: Db }> {
  let db = options.db;
  if (db) {
    // a database the test made itself: whatever it is, the server starts on it migrated and seeded
    await migrate(db);
    await seed(db);
  } else db = await freshDb();
  const app = await buildApp({
    db,
    modules: options.modules ? modulesNamed(options.modules) : undefined,
    staticDir: options.staticDir ?? fixtureDist(),
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
 * The seed steps that need tables of the reference-data migrations (025 onwards): `reference-v1`
 * (025), `schedules-v1` (026), `schedule-templates-v1` (027), `ship-agencies-v1` and
 * `code-mappings-v1` (028), `booking-codes-v1` (029), `terminals-v1` and `rate-dictionaries-v1`
 * (030), `service-terminals-v1` (032; `schedules-v1` writes that column too), and the rates module's
 * `pricing-desk-v1` and `demo-rates-v1` (033), `pricing-rules-v1` and `rate-search-roles-v1` (034),
 * `quote-roles-v1` (with the rates roles) and `demo-quotes-v1` (035, 036), `rate-cards-v1` (037), `rate-cockpit-v1` (with the rates roles), `rate-batches-v1` (038), `home-curation-v1` (039), `lcl-rates-v1` (040), `shared-rates-v1` (041), `ecommerce-v1` (042), the booking module's `booking-desk-v1` and `demo-booking-orders-v1` (043), `booking-templates-v1` (044), `booking-files-v1` (045), `booking-quick-v1` (046), and ready space's `ready-space-access-v1` and `demo-ready-space-v1` (047), `ready-space-files-v1` (048), and refdata's `currency-names-v1` and `demo-exchange-rates-v1` (the currencies and exchange-rate tables). A schema migrated only
 * part of the way leaves them for the full migration.
 */
const NEEDS_REFERENCE_TABLES = new Set([
  'reference-v1',
  'schedules-v1',
  'schedule-templates-v1',
  'ship-agencies-v1',
  'code-mappings-v1',
  'booking-codes-v1',
  'terminals-v1',
  'rate-dictionaries-v1',
  'service-terminals-v1',
  'pricing-desk-v1',
  'demo-rates-v1',
  'pricing-rules-v1',
  'rate-search-roles-v1',
  'quote-roles-v1',
  'demo-quotes-v1',
  'rate-cards-v1',
  'rate-cockpit-v1',
  'rate-batches-v1',
  'home-curation-v1',
  'lcl-rates-v1',
  'shared-rates-v1',
  'ecommerce-v1',
  'booking-desk-v1',
  'demo-booking-orders-v1',
  'booking-quick-v1',
  'booking-third-party-v1',
  'booking-templates-v1',
  'booking-files-v1',
  'ready-space-access-v1',
  'demo-ready-space-v1',
  'ready-space-files-v1',
  'currency-names-v1',
  'demo-exchange-rates-v1',
]);

/** Seeds a database migrated only part of the way (a migration's own test): the steps such a schema can take. */
export const seedOlderSchema = (db: Db) =>
  seed(
    db,
    seedSteps(SERVER_MODULES).filter((s) => !NEEDS_REFERENCE_TABLES.has(s.name)),
  );
