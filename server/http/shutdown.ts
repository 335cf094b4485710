import type { FastifyInstance } from 'fastify';
import { CLOSE } from '../../src/contract/live';

/**
 * A stop (SIGTERM on a restart or deploy) as a drain, in bounded time, so nobody's request is cut:
 *
 * 1. For `unreadyMs` the process still serves everything, but readiness (`/api/health`) answers 503
 *    and every answer says `Connection: close`: a load balancer polling readiness sends people
 *    elsewhere, and each keep-alive connection busy meanwhile ends after its answer.
 * 2. Then it stops accepting connections, closes live sockets with 1012 (service restart: the
 *    browser reconnects, elsewhere or to the new process), closes the keep-alive connections left
 *    idle, and lets the requests in flight finish (their answers say `Connection: close`).
 * 3. Whatever is still open `closeReserveMs` before the end of the drain is cut; the reserve is for
 *    closing the database and the worker threads. A process still there at `drainMs` exits anyway.
 *
 * Closing an idle keep-alive connection races a client sending on it at that instant (it sees a
 * reset): phase 1 is what makes the connections in use end by themselves first. Node's close also
 * waits for every connection, and one busy at the signal would otherwise stay open after its answer
 * for the whole keep-alive timeout (72 s, server/http/limits.ts).
 */
export interface DrainTimings {
  /** From the signal to the exit, at most (SHUTDOWN_DRAIN_MS). */
  drainMs: number;
  /** The first part of it, readiness 503 while serving everything (SHUTDOWN_UNREADY_MS). */
  unreadyMs: number;
}

export const DEFAULT_DRAIN: DrainTimings = { drainMs: 15_000, unreadyMs: 1_000 };

/** What is kept at the end of a drain for closing the database and the worker threads. */
export const closeReserveMs = (drainMs: number) => Math.min(3_000, Math.floor(drainMs / 4));

/**
 * SHUTDOWN_DRAIN_MS and SHUTDOWN_UNREADY_MS from the environment, or a refusal in plain words: not
 * a whole number of milliseconds, or an unready part that leaves no time to finish the requests.
 */
export function drainFromEnv(env: NodeJS.ProcessEnv): DrainTimings | { refusal: string } {
  const ms = (name: string, fallback: number, min: number, max: number): number | string => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    return Number.isInteger(n) && n >= min && n <= max ? n : `${name}=${raw} is not a whole number of milliseconds from ${min} to ${max}.`;
  };
  const drainMs = ms('SHUTDOWN_DRAIN_MS', DEFAULT_DRAIN.drainMs, 1_000, 600_000);
  if (typeof drainMs === 'string') return { refusal: drainMs };
  const unreadyMs = ms('SHUTDOWN_UNREADY_MS', Math.min(DEFAULT_DRAIN.unreadyMs, Math.floor(drainMs / 4)), 0, 600_000);
  if (typeof unreadyMs === 'string') return { refusal: unreadyMs };
  if (unreadyMs > drainMs / 2) {
    return { refusal: `SHUTDOWN_UNREADY_MS=${unreadyMs} is more than half of SHUTDOWN_DRAIN_MS=${drainMs}: the requests in flight need the rest.` };
  }
  return { drainMs, unreadyMs };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the start of a drain (readiness answers 503 then). */
    readonly draining: boolean;
    /** Phase 1 of a drain: readiness 503, every answer `Connection: close`. */
    startDraining(): void;
  }
}

/** The drain's state on the app: set by `startDraining` (or by a plain close), read by readiness and by every answer. */
export function installDrainState(app: FastifyInstance): void {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  // a callback hook: no promise per answer on the hot path (issue 47)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Phases 1 and 2 of the drain, then the cut (above); resolves once the app is closed. */
export async function drain(app: FastifyInstance, timings: DrainTimings): Promise<void> {
  app.startDraining();
  await wait(timings.unreadyMs);
  // before the websocket plugin's own close, which gives no code (1005): the browser would not know why
  for (const socket of app.websocketServer?.clients ?? []) socket.close(CLOSE.serverRestart, 'server restarting');
  await closeWithin(app, Math.max(0, timings.drainMs - timings.unreadyMs - closeReserveMs(timings.drainMs)));
}

/** Closes the app; whatever is still open after `graceMs` (a request or a socket that does not finish) is cut. */
export async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.server.closeAllConnections();
    // upgraded connections are no longer the HTTP server's to cut; a socket whose peer never answers the close waits 30 s
    for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
