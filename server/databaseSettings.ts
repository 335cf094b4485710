/**
 * Which database a process opens, from its environment: PostgreSQL with DATABASE_URL, else
 * embedded PGlite under DATA_DIR (default ./data). The server (main.ts) and `npm run migrate`
 * (migrateOnly.ts) read it the same way, so the migration runs on the database the server uses.
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv): { databaseUrl: string | undefined; dataDir: string } {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || 'data' };
}

/**
 * Connections of each server process's PostgreSQL pool: `DATABASE_POOL_SIZE`, or by default 10 for
 * up to 8 processes and fewer past that, so that WORKERS processes' pools and their two listening
 * connections stay within PostgreSQL's default `max_connections` of 100 with four to spare (16
 * workers × 10 would be refused connections under load). A count that is not a whole number from 1 to 1000 is a refusal.
 */
export function poolSizeFromEnv(env: NodeJS.ProcessEnv, workers: number): number | { refusal: string } {
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (raw) {
    const n = Number(raw);
    return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : { refusal: `DATABASE_POOL_SIZE=${raw} is not a whole number from 1 to 1000.` };
  }
  return defaultPoolSize(workers);
}

/** The pool of each of `workers` processes when DATABASE_POOL_SIZE is unset (above). */
export const defaultPoolSize = (workers: number) => Math.max(2, Math.min(10, Math.floor((96 - 2 * workers) / workers)));

/** How long one statement may run on PostgreSQL unless told: long enough for any list or export, short enough that a stuck database gets a refusal, not a hung call. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 30_000;

/**
 * `DATABASE_STATEMENT_TIMEOUT_MS`: the longest one statement of a server process may run on
 * PostgreSQL (its statement_timeout; the client gives up a few seconds later if the server cannot
 * even cancel). Migrations are not held to it. A value that is not a whole number of milliseconds
 * from 100 to 3,600,000 is a refusal.
 */
export function statementTimeoutFromEnv(env: NodeJS.ProcessEnv): number | { refusal: string } {
  const raw = env.DATABASE_STATEMENT_TIMEOUT_MS?.trim();
  if (!raw) return DEFAULT_STATEMENT_TIMEOUT_MS;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 100 && n <= 3_600_000
    ? n
    : { refusal: `DATABASE_STATEMENT_TIMEOUT_MS=${raw} is not a whole number of milliseconds from 100 to 3600000.` };
}
