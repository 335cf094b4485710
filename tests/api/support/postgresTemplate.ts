import { randomBytes } from 'node:crypto';
import { openDb } from '../../../server/db/open';
import { migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import type { Db } from '../../../server/db/types';
import { TEST_PASSWORD_HASH_COST } from '../../support/passwordHashCost';

/**
 * The API tests' databases on PostgreSQL, when the run has one (DATABASE_URL, as CI does): the run's
 * global set-up migrates and seeds one template database, and each test file gets a database of its
 * own copied from it (`create database … template`, a tenth of a second in the server). On the
 * embedded engine a file's database cost half a second of WASM start and untar, and its statements
 * ran in WASM on the test's own thread: 60 % of the API suite's CPU (a profile of 12 files). The
 * embedded engine stays tested where it is the product's: the database suite's both-engine tests,
 * every test that runs the server on a folder, and the whole e2e suite (`npm start`'s engine).
 * TEST_API_ENGINE=pglite keeps every file on the embedded engine.
 */
const PREFIX = 'freight_api_';

const databaseIn = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Makes the run's template (migrated, seeded) and answers its name; undefined without PostgreSQL. */
export async function makePostgresTemplate(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url || process.env.TEST_API_ENGINE === 'pglite') return undefined;
  process.env.PASSWORD_HASH_COST ||= TEST_PASSWORD_HASH_COST;
  const name = `${PREFIX}t_${randomBytes(5).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url, poolSize: 1 });
  await admin.exec(`create database ${name}`);
  const db = await openDb({ databaseUrl: databaseIn(url, name) });
  try {
    await migrate(db);
    await seed(db);
  } finally {
    await db.close();
  }
  return {
    url: databaseIn(url, name),
    async drop() {
      // every copy a killed worker left, then the template
      const left = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PREFIX}%`]);
      for (const { datname } of left) await admin.exec(`drop database if exists ${datname} with (force)`);
      await admin.close();
    },
  };
}

let admin: Promise<Db> | undefined;
/** The next file's copy, made while this file's tests run (a copy takes a third of a second). */
let spare: { template: string; name: Promise<string> } | undefined;

function copyOf(templateUrl: string): Promise<string> {
  const template = new URL(templateUrl).pathname.slice(1);
  admin ??= openDb({ databaseUrl: databaseIn(templateUrl, 'postgres'), poolSize: 1 });
  const name = `${PREFIX}f_${randomBytes(5).toString('hex')}`;
  return admin.then((a) => a.exec(`create database ${name} template ${template} strategy file_copy`)).then(() => name);
}

/** A database of the test file's own, copied from the template; closing it drops it. */
export async function postgresCopy(templateUrl: string): Promise<Db> {
  const ready = spare?.template === templateUrl ? spare.name : copyOf(templateUrl);
  spare = { template: templateUrl, name: copyOf(templateUrl) };
  // awaited by the next file; a failure is reported there, not as an unhandled rejection here
  spare.name.catch(() => undefined);
  const name = await ready;
  const db = await openDb({ databaseUrl: databaseIn(templateUrl, name) });
  const close = db.close.bind(db);
  db.close = async () => {
    await close();
    await (await admin!).exec(`drop database if exists ${name} with (force)`);
  };
  return db;
}
