import { installDrainState } from './http/shutdown';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import websocket from '@fastify/websocket';
import type { Db } from './db/types';
import { installErrorHandling } from './http/errors';
import { documentHeads } from './http/documentHead';
import { serveBrowserApp } from './http/static';
import { installCompression } from './http/compression';
import { validatorCompiler } from './http/validation';
import { lazySerializers } from './http/serialization';
import { checkClientVersion } from './http/clientVersion';
import { installSecurityHeaders } from './http/securityHeaders';
import { OneLinePerCall, requestLogger } from './http/logging';
import { answerWithRequestId, requestIds } from './http/requestId';
import { AnswerCache, type AnswerCacheOptions } from './cache/answerCache';
import { clientErrorHandler, frameworkErrors, SERVER_LIMITS } from './http/limits';
import { DEFAULT_SOCKET_TIMINGS, registerLiveSocket, type SocketTimings } from './live/socket';
import { LiveHub } from './live/hub';
import { installAuth } from './platform/auth/authHook';
import { SERVER_MODULES } from './modules';
import type { ModuleDeps, ServerModule } from './modules/module';
import { acceptXlsxBodies } from './http/xlsx';
import { loadFieldWords, moduleOfPath } from '../src/contract/fieldLabels';
import { acceptJsonBodiesWithinDepth } from './http/jsonDepth';
import type { OAuthProvider } from './modules/wx/public';
import { normalisePublicUrl, publicUrlFromEnv } from './http/publicUrl';
import { SignInThrottle } from './platform/auth/signInThrottle';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from './platform/auth/sessionRepository';
import { AuthCache, type AuthCacheOptions } from './platform/auth/authCache';
import type { RegisteredRoute } from './http/routeTable';
import { registerApiDocs } from './http/apiDocs';
import { registerMetrics } from './metrics/routes';
import { registerBackup } from './backup/routes';
import { installJobs } from './jobs/install';
import { installLoopWatchdog, type LoopWatchdogOptions } from './http/loopWatchdog';
import { projectRoot } from './projectRoot';
import { processLog } from './platform/processLog';

/** One registered call (the route table tests walk): http/routeTable.ts. */
export type { RegisteredRoute };

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
    liveHub: LiveHub;
    /** Password guesses (sign-ins and ChangePassword share it): platform/auth/signInThrottle.ts. */
    signInThrottle: SignInThrottle;
    /** Sessions, employees and menu trees kept in this process: platform/auth/authCache.ts. */
    authCache: AuthCache;
    /** Answers of busy lists kept in this process until what they show changes: cache/answerCache.ts. */
    answerCache: AnswerCache;
  }
}

export interface AppOptions {
  /** An open, migrated database. */
  db: Db;
  /** The built browser app (default: <project>/dist). */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Largest request body accepted, in bytes (default 1 MiB, SERVER_LIMITS). */
  bodyLimit?: number;
  /** Session lifetimes and the one-session-per-employee rule. */
  sessionPolicy?: Partial<SessionPolicy>;
  /** Sign-in through the social messaging app; none means /wxLogin says it is not configured. */
  wxProvider?: OAuthProvider;
  /** The live socket's auth grace period and idle limit. */
  socketTimings?: Partial<SocketTimings>;
  /** Where people reach this server (PUBLIC_URL); OAuth callbacks are built from it, never from Host. */
  publicUrl?: string;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (Fastify's trustProxy: addresses or CIDR
   * ranges, comma-separated). Without it behind a proxy, every per-address limit would count everyone
   * together as the proxy.
   */
  trustProxy?: string;
  /** The answer cache's bounds (tests shorten the maximum age). */
  answerCache?: Partial<AnswerCacheOptions>;
  /** Origins besides the server's own host whose pages may open the live socket. */
  allowedOrigins?: readonly string[];
  /** The auth cache's maximum age and sizes (tests; default DEFAULT_AUTH_CACHE). */
  authCache?: Partial<AuthCacheOptions>;
  /** Who may read /metrics besides this machine's loopback: the bearer of this token (METRICS_TOKEN). */
  metricsToken?: string;
  /** Embedded PGlite served from a data directory: the secret of `POST /backup` (server/backup/serving.ts). */
  backupToken?: string;
  /**
   * The server modules to register (default: every one, SERVER_MODULES). API tests name the few
   * they call (`modulesNamed`, which adds the core ones): registering every route is most of the
   * time a test file waits before its first test.
   */
  modules?: readonly ServerModule[];
  /**
   * The event-loop watchdog (http/loopWatchdog.ts): a stall over `stallMs` names the requests in
   * flight, while it lasts and after. The served app runs it; API tests turn it on where they need it.
   */
  loopWatchdog?: LoopWatchdogOptions;
}

/**
 * The whole server as one function, so tests `inject` into it with a fresh database:
 * error handling, the live socket, the API modules (server/modules/index.ts), then the browser app with history fallback.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? SERVER_LIMITS.bodyLimit;
  const modules = options.modules ?? SERVER_MODULES;
  // a refusal names its fields as the forms do: every contract module's words, in before any answer
  await loadFieldWords();
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerCall(),
    // a request's pino child made only when it logs more than its one line (http/logging.ts)
    ...(options.logger ? { childLoggerFactory: requestLogger } : {}),
    // unique across a cluster's processes, or the caller's own well-formed X-Request-Id (http/requestId.ts)
    genReqId: requestIds(),
    requestIdHeader: false,
    bodyLimit,
    requestTimeout: SERVER_LIMITS.requestTimeout,
    connectionTimeout: SERVER_LIMITS.connectionTimeout,
    keepAliveTimeout: SERVER_LIMITS.keepAliveTimeout,
    http: { maxHeaderSize: SERVER_LIMITS.maxHeaderSize },
    clientErrorHandler,
    frameworkErrors,
    trustProxy: options.trustProxy ?? false,
    // each answer's serializer compiled on its first answer, not at registration (http/serialization.ts)
    schemaController: { compilersFactory: { buildSerializer: lazySerializers() } },
  });
  answerWithRequestId(app);
  installSecurityHeaders(app);
  installDrainState(app);
  if (options.loopWatchdog) installLoopWatchdog(app, options.loopWatchdog);
  installCompression(app);
  app.setValidatorCompiler(validatorCompiler);
  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  let registering: string | undefined; // the module whose plugin is loading
  app.addHook('onRoute', (r) => {
    if (!r.url.startsWith('/api/')) return;
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD')
        apiRoutes.push({
          method,
          url: r.url,
          module: registering,
          schema: r.schema as RegisteredRoute['schema'],
          config: r.config as RegisteredRoute['config'],
        });
    }
  });
  installErrorHandling(app, bodyLimit);
  // before the socket and the modules, so its answer hook counts every route registered after it
  const metrics = registerMetrics(app, options.db, options.metricsToken);
  checkClientVersion(app);
  const policy = { ...DEFAULT_SESSION_POLICY, ...options.sessionPolicy };
  const hub = new LiveHub(options.db);
  // what any process announces it changed (sessions, employees, companies, access) leaves the cache
  const authCache = new AuthCache(options.authCache);
  hub.onForget((f) => authCache.forget(f));
  const answerCache = new AnswerCache(options.answerCache);
  hub.onForget((f) => answerCache.forget(f));
  await hub.start();
  app.decorate('liveHub', hub);
  app.decorate('authCache', authCache);
  app.decorate('answerCache', answerCache);
  app.addHook('onClose', () => hub.stop());
  // the live socket and @fastify/websocket in a context of their own: the plugin's onRequest and
  // onResponse hooks then run for the socket's route only, not for every plain call (issue 47's hot path)
  let websocketServer: FastifyInstance['websocketServer'] | undefined;
  await app.register(async (live) => {
    await live.register(websocket, { options: { maxPayload: 64 * 1024 } });
    await registerLiveSocket(live, {
      db: options.db,
      hub,
      policy,
      timings: { ...DEFAULT_SOCKET_TIMINGS, ...options.socketTimings },
      allowedOrigins: options.allowedOrigins ?? [],
    });
    websocketServer = live.websocketServer;
  });
  // the drain (http/shutdown.ts) closes the sockets through the root instance
  app.decorate('websocketServer', { getter: () => websocketServer! });
  app.decorate('signInThrottle', new SignInThrottle());
  installAuth(app, options.db, policy, authCache);
  // before the modules: each module's plugin copies the parsers its parent has when it is made
  acceptXlsxBodies(app);
  acceptJsonBodiesWithinDepth(app);
  const deps: ModuleDeps = {
    db: options.db,
    hub,
    policy,
    wxProvider: options.wxProvider,
    publicUrl: options.publicUrl ? normalisePublicUrl(options.publicUrl) : publicUrlFromEnv(),
    startCards: modules.flatMap((m) => m.startCards ?? []),
    exceptionRules: modules.flatMap((m) => m.exceptions ?? []),
    workQueues: modules.flatMap((m) => m.queues ?? []),
  };
  // Each module in its own encapsulated plugin: what it adds stays its own, while the hooks above
  // (auth, client version, security headers), the error handler, the validator and the onRoute
  // collection of apiRoutes reach every one of them.
  // a company site's page carries its own title before any script runs (a module provides it: the portal)
  const documentHeadOf = documentHeads(app);
  for (const module of modules) {
    registering = module.name;
    await app.register(async (scope) => module.routes(scope, deps));
  }
  registering = undefined;
  registerApiDocs(app);
  if (options.backupToken) registerBackup(app, options.db, options.backupToken);
  // the modules' rounds and jobs, once across all server processes on this database
  installJobs(app, options.db, hub, modules, (kind, outcome, seconds) => metrics.recordJobRun(kind, outcome, seconds));
  if (options.modules) refuseCallsOfModulesLeftOut(app);
  await serveBrowserApp(app, options.staticDir ?? join(projectRoot(), 'dist'), documentHeadOf);
  return app;
}

/**
 * On a server of some modules (the API tests), a call of a module left out would answer 404 — which
 * a test of "another company's record is answered as absent" would take for a pass. Such a call is
 * an error instead, naming the call, so a test's list of modules can only be too short loudly.
 * Added after the modules and before the not-found handler: only requests no route took reach it.
 */
function refuseCallsOfModulesLeftOut(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // no call took it (the browser app's wildcard route, or the not-found handler, did)
    if (request.routeOptions.url?.startsWith('/api/')) return;
    const owner = moduleOfPath(request.url);
    if (!owner) return;
    const why = `${request.method} ${request.url.split('?')[0]} (contract module ${owner}) is not served: its server module was left out of buildApp's \`modules\``;
    processLog.error(why);
    throw new Error(why);
  });
}
