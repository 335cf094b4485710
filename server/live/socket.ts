import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { CLOSE, type ClientFrame, type ServerFrame } from '../../src/contract/live';
import type { Db } from '../db/types';
import { liveSession } from '../modules/auth/authHook';
import { loadActor } from '../modules/access/grants';
import type { SessionPolicy } from '../modules/auth/sessionRepository';
import type { LiveHub } from './hub';

export interface SocketTimings {
  /** How long a socket may stay without its auth frame. */
  authGraceMs: number;
  /** A socket silent this long (no ping, nothing) is closed: the client pings every 5 s. */
  idleMs: number;
}

export const DEFAULT_SOCKET_TIMINGS: SocketTimings = { authGraceMs: 10_000, idleMs: 45_000 };

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
  app.get(
    ENDPOINTS.liveSocket,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        if (!originAllowed(request.headers.origin, request.headers.host, deps.allowedOrigins)) {
          return reply.status(403).send({ Status: false, Data: null, Message: 'This site may not open the live connection.' });
        }
      },
    },
    (socket) => {
      let authed = false;
      let busy = false;
      const grace = setTimeout(() => !authed && refuse(socket, CLOSE.timeout, 'No auth frame arrived in time.'), timings.authGraceMs);
      let idle = setTimeout(() => refuse(socket, CLOSE.timeout, 'No ping for too long.'), timings.idleMs);
      const heard = () => {
        clearTimeout(idle);
        idle = setTimeout(() => refuse(socket, CLOSE.timeout, 'No ping for too long.'), timings.idleMs);
      };
      socket.on('close', () => {
        clearTimeout(grace);
        clearTimeout(idle);
        hub.remove(socket);
      });
      socket.on('message', async (raw) => {
        heard();
        let frame: ClientFrame;
        try {
          frame = JSON.parse(raw.toString()) as ClientFrame;
        } catch {
          return send(socket, { type: 'error', message: 'Frames must be JSON objects with a type.' });
        }
        if (frame?.type === 'ping') return send(socket, { type: 'pong' });
        if (frame?.type === 'auth' && !busy) {
          busy = true;
          try {
            const token = typeof frame.token === 'string' ? frame.token : undefined;
            const checked = await liveSession(db, token, policy);
            if (!checked.ok) return refuse(socket, CLOSE.unauthorized, checked.message);
            const actor = checked.session.employee_id ? await loadActor(db, checked.session.employee_id) : undefined;
            if (!actor || actor.status !== 'active') return refuse(socket, CLOSE.unauthorized, 'Choose an active company account (employee) first.');
            authed = true;
            hub.add(socket, { employeeId: actor.id, companyId: actor.companyId });
            return send(socket, { type: 'authed' });
          } finally {
            busy = false;
          }
        }
        if (!authed) return refuse(socket, CLOSE.protocol, `Before the auth frame only ping and auth are taken, not ${String((frame as { type?: unknown })?.type)}.`);
        return send(socket, { type: 'error', message: `Unknown frame type: ${String((frame as { type?: unknown })?.type)}` });
      });
    },
  );
}
