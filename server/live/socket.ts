import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { CLOSE, type ClientFrame, type ServerFrame } from '../../src/contract/live';
import type { Db } from '../db/types';
import { liveSession } from '../platform/auth/authHook';
import { loadActor } from '../platform/access/grants';
import type { SessionPolicy } from '../platform/auth/sessionRepository';
import type { LiveHub } from './hub';
import { DATABASE_UNAVAILABLE, databaseUnavailable } from '../http/dbErrors';
import { addressKey } from '../http/addressKey';
import { forbidden } from '../http/replies';

export interface SocketTimings {
  /** How long a socket may stay without its auth frame. */
  authGraceMs: number;
  /** A socket silent this long (no ping, nothing) is closed: the client pings every 5 s. */
  idleMs: number;
  /** How often the hub checks that its sockets' sessions are still live (the net under the published endings). */
  sweepMs: number;
}

/**
 * Sockets are held open for hours, so they are counted: one session (one signed-in browser, all
 * its tabs) may hold this many on a server process, and one address this many that have not
 * authenticated yet (a page authenticates within milliseconds of connecting, so an office behind
 * one address rarely has more than a few pending; IPv6 addresses count by their /64). The extra one
 * is closed with CLOSE.tooMany.
 */
export const MAX_SOCKETS_PER_SESSION = 5;
export const MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS = 20;

export const DEFAULT_SOCKET_TIMINGS: SocketTimings = { authGraceMs: 10_000, idleMs: 45_000, sweepMs: 30_000 };

const send = (socket: WebSocket, frame: ServerFrame) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(frame));

function refuse(socket: WebSocket, code: number, message: string) {
  send(socket, { type: 'error', message });
  socket.close(code, message.slice(0, 120));
}

/** A browser page of another site may not open our socket (a script without Origin may). */
function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  try {
    const o = new URL(origin);
    return o.host === host || allowed.includes(o.origin);
  } catch {
    return false;
  }
}

/**
 * The live connection (spec §7): anonymous until its auth frame carries a live session's token;
 * before that only ping and auth are taken. Then the hub delivers the employee's messages to it.
 */
export async function registerLiveSocket(
  app: FastifyInstance,
  deps: { db: Db; hub: LiveHub; policy: SessionPolicy; timings: SocketTimings; allowedOrigins: readonly string[] },
): Promise<void> {
  const { db, hub, policy, timings } = deps;
  const sweeper = setInterval(() => void hub.sweep().catch((err) => app.log.warn({ err }, 'live socket sweep failed')), timings.sweepMs);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  // sockets per address that have not authenticated yet (an entry leaves at auth or close)
  const pending = new Map<string, number>();
  const unpend = (address: string) => {
    const n = (pending.get(address) ?? 1) - 1;
    if (n > 0) pending.set(address, n);
    else pending.delete(address);
  };
  app.get(
    ENDPOINTS.liveSocket,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(request.headers.origin, request.headers.host, deps.allowedOrigins)) {
          return forbidden(reply, 'This site may not open the live connection.', '此网站不能打开实时连接。');
        }
      },
    },
    (socket, request) => {
      const address = addressKey(request.ip);
      if ((pending.get(address) ?? 0) >= MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS) {
        return refuse(
          socket,
          CLOSE.tooMany,
          `Too many connections from this address are waiting to sign in (at most ${MAX_UNAUTHENTICATED_SOCKETS_PER_ADDRESS}). Try again later.`,
        );
      }
      pending.set(address, (pending.get(address) ?? 0) + 1);
      let isPending = true;
      const settle = () => {
        if (isPending) unpend(address);
        isPending = false;
      };
      let authed = false;
      // auth frames are taken one after the other: a second one (another company account) waits for the first
      let authing: Promise<void> = Promise.resolve();
      let authFrames = 0; // in flight or waiting: one checked, one queued, no more (each costs queries)
      const grace = setTimeout(() => !authed && refuse(socket, CLOSE.timeout, 'No auth frame arrived in time.'), timings.authGraceMs);
      let idle = setTimeout(() => refuse(socket, CLOSE.timeout, 'No ping for too long.'), timings.idleMs);
      const heard = () => {
        clearTimeout(idle);
        idle = setTimeout(() => refuse(socket, CLOSE.timeout, 'No ping for too long.'), timings.idleMs);
      };
      socket.on('close', () => {
        settle();
        clearTimeout(grace);
        clearTimeout(idle);
        hub.remove(socket);
      });
      const authenticate = async (token: string | undefined) => {
        if (socket.readyState !== socket.OPEN) return;
        const checked = await liveSession(db, token, policy);
        if (!checked.ok) return refuse(socket, checked.status === 409 ? CLOSE.replaced : CLOSE.unauthorized, checked.message);
        const session = checked.session;
        const actor = session.employee_id ? await loadActor(db, session.employee_id) : undefined;
        if (actor?.status !== 'active') return refuse(socket, CLOSE.unauthorized, 'Choose an active company account (employee) first.');
        if (socket.readyState !== socket.OPEN) return;
        if (hub.sessionSockets(session.id, socket) >= MAX_SOCKETS_PER_SESSION) {
          return refuse(socket, CLOSE.tooMany, `This session already has ${MAX_SOCKETS_PER_SESSION} live connections open: close a tab, or try again later.`);
        }
        authed = true;
        settle();
        hub.add(socket, {
          sessionId: session.id,
          employeeId: actor.id,
          companyId: actor.companyId,
          userId: session.user_id,
          expiresAt: session.expires_at.getTime(),
        });
        send(socket, { type: 'authed' });
      };
      socket.on('message', (raw) => {
        heard();
        let frame: ClientFrame;
        try {
          frame = JSON.parse(raw.toString()) as ClientFrame;
        } catch {
          const message = 'Frames must be JSON objects with a type.';
          return authed
            ? send(socket, { type: 'error', message })
            : refuse(socket, CLOSE.protocol, `${message} Before the auth frame only ping and auth are taken.`);
        }
        if (frame?.type === 'ping') return send(socket, { type: 'pong' });
        if (frame?.type === 'auth') {
          const token = typeof frame.token === 'string' ? frame.token : undefined;
          if (authFrames >= 2) return send(socket, { type: 'error', message: 'An auth frame is already being checked: wait for its answer.' });
          authFrames += 1;
          authing = authing
            .then(() => authenticate(token))
            .finally(() => {
              authFrames -= 1;
            })
            // the database is out of reach: not a dead session; 1013 "try again later", the client comes back in 5 s
            .catch((err) =>
              databaseUnavailable(err)
                ? refuse(socket, 1013, DATABASE_UNAVAILABLE)
                : refuse(socket, CLOSE.unauthorized, 'The auth frame could not be checked. Connect again.'),
            );
          return;
        }
        if (!authed)
          return refuse(socket, CLOSE.protocol, `Before the auth frame only ping and auth are taken, not ${String((frame as { type?: unknown })?.type)}.`);
        return send(socket, { type: 'error', message: `Unknown frame type: ${String((frame as { type?: unknown })?.type)}` });
      });
    },
  );
}
