import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import websocket from '@fastify/websocket';
import type { Db } from './db/types';
import { installErrorHandling } from './http/errors';
import { serveBrowserApp } from './http/static';
import { validatorCompiler } from './http/validation';
import { checkClientVersion } from './http/clientVersion';
import { registerLiveSocket } from './live/socket';
import { clientLogRoutes } from './modules/clientLog/routes';
import { healthRoutes } from './modules/health/routes';
import { installAuth } from './modules/auth/authHook';
import { authRoutes } from './modules/auth/routes';
import { accountRoutes } from './modules/auth/accountRoutes';
import { joinRoutes } from './modules/join/routes';
import { siteRoutes } from './modules/site/routes';
import { wxRoutes } from './modules/wx/routes';
import type { OAuthProvider } from './modules/wx/provider';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './modules/auth/sessionRepository';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export interface AppOptions {
  /** An open, migrated database. */
  db: Db;
  /** The built browser app (default: <project>/dist). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Largest request body accepted, in bytes (default 1 MiB). */
  bodyLimit?: number;
  /** Session lifetimes and the one-session-per-employee rule. */
  sessionPolicy?: Partial<SessionPolicy>;
  /** Sign-in through the social messaging app; none means /wxLogin says it is not configured. */
  wxProvider?: OAuthProvider;
}

/**
 * The whole server as one function, so tests `inject` into it with a fresh database:
 * error handling, the live socket, the API modules, then the browser app with history fallback.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandling(app, bodyLimit);
  checkClientVersion(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await registerLiveSocket(app);
  const policy = { ...DEFAULT_SESSION_POLICY, ...options.sessionPolicy };
  installAuth(app, options.db, policy);
  healthRoutes(app, options.db);
  clientLogRoutes(app, options.db);
  authRoutes(app, options.db, policy);
  accountRoutes(app, options.db, policy);
  joinRoutes(app, options.db);
  siteRoutes(app, options.db);
  wxRoutes(app, options.db, policy, options.wxProvider);
  await serveBrowserApp(app, options.staticDir ?? join(PROJECT_ROOT, 'dist'));
  return app;
}
