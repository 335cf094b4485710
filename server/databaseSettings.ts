/**
 * Which database a process opens, from its environment: PostgreSQL with DATABASE_URL, else
 * embedded PGlite under DATA_DIR (default ./data). The server (main.ts) and `npm run migrate`
 * (migrateOnly.ts) read it the same way, so the migration runs on the database the server uses.
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv): { databaseUrl: string | undefined; dataDir: string } {
  return { databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR || 'data' };
}
