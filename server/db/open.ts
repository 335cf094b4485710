import { join } from 'node:path';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export interface OpenDbOptions {
  /** PostgreSQL when set (and not empty). */
  databaseUrl?: string;
  /** Where embedded PGlite keeps its files; `<dataDir>/pglite`. */
  dataDir?: string;
  /** Embedded and in memory (tests). */
  memory?: boolean;
  /** Embedded only: start from this snapshot (`Db.snapshot`) instead of an empty database (a folder on disk must hold none yet). */
  snapshot?: Blob;
  /** PostgreSQL only: the schema to work in. */
  searchPath?: string;
  /** PostgreSQL only: the pool's connections (DATABASE_POOL_SIZE, server/settings/schema.ts; by default databaseSettings.ts defaultPoolSize). */
  poolSize?: number;
  /** PostgreSQL only: how long one statement may run (DATABASE_STATEMENT_TIMEOUT_MS, server/settings/schema.ts); none: unbounded. */
  statementTimeoutMs?: number;
}

/** PostgreSQL when a URL is given, otherwise embedded PGlite (on disk, or in memory for tests). */
export function openDb(options: OpenDbOptions = {}): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, { searchPath: options.searchPath, poolSize: options.poolSize, statementTimeoutMs: options.statementTimeoutMs });
  if (options.memory) return openPglite(undefined, options.snapshot);
  return openPglite(join(options.dataDir ?? 'data', 'pglite'), options.snapshot);
}

export type { Db, Queryable } from './types';
