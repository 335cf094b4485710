import { buildApp } from './app';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { wxProviderFromEnv } from './modules/wx/provider';
import { loggerOptions } from './http/logging';
import { publicUrlFromEnv } from './http/publicUrl';

// The product's process: open the database (PostgreSQL with DATABASE_URL, else embedded PGlite
// under DATA_DIR), migrate, seed the demo data once, serve.
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '0.0.0.0';
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || 'data';

const db = await openDb({ databaseUrl, dataDir });
const applied = await migrate(db);
const seeded = await seed(db);
const app = await buildApp({
  db,
  // One active session per employee account unless SINGLE_SESSION_PER_EMPLOYEE=false.
  sessionPolicy: { singleSessionPerEmployee: process.env.SINGLE_SESSION_PER_EMPLOYEE !== 'false' },
  // Pages of other sites (e.g. a company site on its own domain) allowed to open the live socket.
  allowedOrigins: (process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  wxProvider: wxProviderFromEnv(),
  // The address people reach us at; the social sign-in's callback is built from it (PUBLIC_URL).
  publicUrl: publicUrlFromEnv(),
  // Behind a reverse proxy: the proxies believed for the client's address (TRUST_PROXY=127.0.0.1,10.0.0.0/8).
  trustProxy: process.env.TRUST_PROXY || undefined,
  // No headers, bodies or secret query values in the log (server/http/logging.ts).
  logger: loggerOptions(process.env.LOG_LEVEL || 'info'),
});
await app.listen({ port, host });
console.log(
  `Freight platform on http://localhost:${port} (database: ${db.kind} ${db.where}` +
    `${applied.length ? `, migrations ${applied.join(', ')} applied` : ''}${seeded ? ', demo data seeded' : ''})`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
