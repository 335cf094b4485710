/**
 * Which database a process opens, from its environment: PostgreSQL with DATABASE_URL, else
 * embedded PGlite under DATA_DIR (default ./data). The server (main.ts) and `npm run migrate`
 * (migrateOnly.ts) read it the same way, so the migration runs on the database the server uses.
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv): { databaseUrl: string | undefined; dataDir: string } {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || 'data' };
}

/**
 * Connections of each server process's PostgreSQL pool when DATABASE_POOL_SIZE is unset
 * (server/settings/schema.ts): 10 for up to 8 processes and fewer past that, so that WORKERS
 * processes' pools and their two listening connections stay within PostgreSQL's default
 * `max_connections` of 100 with four to spare (16 workers × 10 would be refused connections under load).
 */
export const defaultPoolSize = (workers: number) => Math.max(2, Math.min(10, Math.floor((96 - 2 * workers) / workers)));
