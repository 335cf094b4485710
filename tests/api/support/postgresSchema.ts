import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { openDb } from '../../../server/db/open';
import type { Db } from '../../../server/db/types';
import { build } from './build';

/**
 * Runs `fn` against an app on a throwaway schema of the PostgreSQL at `url` (migrated and seeded as
 * a new database is), then drops the schema: a test of what a pool of real connections does at once.
 */
export async function onFreshSchema(url: string, fn: (ctx: { app: FastifyInstance; db: Db }) => Promise<void>): Promise<void> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url });
  await admin.exec(`create schema ${schema}`);
  const db = await openDb({ databaseUrl: url, searchPath: schema });
  const { app } = await build({ db });
  try {
    await fn({ app, db });
  } finally {
    await app.close();
    await db.close();
    await admin.exec(`drop schema ${schema} cascade`);
    await admin.close();
  }
}
