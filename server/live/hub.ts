import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CLOSE, type ServerFrame } from '../../src/contract/live';
import type { Db } from '../db/types';
import { processLog } from '../platform/processLog';

/** Who a delivery is for. */
export type Audience =
  | { scope: 'employee'; employeeId: string }
  | { scope: 'company'; companyId: string }
  /** a person: every socket whose session is this user's, whichever company account it acts as */
  | { scope: 'user'; userId: string }
  | { scope: 'global' };

/** Whose sockets to close: sessions by id, or every session of employees or companies. */
export interface Ending {
  sessionIds?: readonly string[];
  employeeIds?: readonly string[];
  companyIds?: readonly string[];
}

/** Why sockets close, each with the close code and the short reason the client reads. */
export const ENDINGS = {
  ended: { code: CLOSE.sessionEnded, reason: 'session ended', message: 'Your session has ended. Please sign in again.' },
  disabled: { code: CLOSE.sessionEnded, reason: 'account disabled', message: 'This company account (or its company) was disabled.' },
  replaced: { code: CLOSE.replaced, reason: 'replaced', message: 'This account signed in somewhere else, which ended this session.' },
  renewed: { code: CLOSE.renewed, reason: 'session renewed', message: 'This session continues under a new token: connect again with it.' },
} as const;
export type EndingKind = keyof typeof ENDINGS;

/**
 * What a change made untrue in every process's caches: in the auth cache (server/modules/auth/
 * authCache.ts) sessions by id, employees (and their sessions), companies (everything), or `all`
 * (an access change: roles, grants, menus, buttons); in the answer cache (server/cache/
 * answerCache.ts) the answers of `topics` (e.g. 'si': any SI written), and every answer on any
 * change of employees, companies or access (lists show their names).
 */
export interface Forget {
  sessionIds?: readonly string[];
  employeeIds?: readonly string[];
  companyIds?: readonly string[];
  topics?: readonly string[];
  all?: boolean;
}

/**
 * What travels between server processes: a message to deliver, sessions whose sockets must close
 * (and whose cached sessions go), or cached auth to drop. `from` names the sending hub, which has
 * acted on its own message already.
 */
type Published = { audience: Audience; frame: ServerFrame } | { end: Ending; why: EndingKind; from?: string } | { forget: Forget; from?: string };

/** An authenticated socket: whose session it is, and as whom it listens. */
export interface Listener {
  sessionId: string;
  employeeId: string;
  companyId: string;
  /** the session's individual user; null for a company-account (employee mode) session */
  userId: string | null;
  /** the session's absolute expiry (ms since the epoch), checked at every delivery */
  expiresAt: number;
}

const CHANNEL = 'freight_live';
/** Ids per ending notification: well under PostgreSQL's 8000-byte NOTIFY payload. */
const END_CHUNK = 300;
// NOTIFY payloads stop at 8000 bytes on PostgreSQL: long id lists go in several notifications
const chunks = (ids: readonly string[] | undefined) =>
  Array.from({ length: Math.ceil((ids?.length ?? 0) / END_CHUNK) }, (_, i) => ids!.slice(i * END_CHUNK, (i + 1) * END_CHUNK));

/**
 * What a received forget (or ending) asks, checked: ids must be lists of ids. One of another shape
 * (a NOTIFY by hand, another version of the server) drops everything: forgetting too much costs a
 * read, forgetting too little would keep a revoked session working.
 */
function forgetOf(raw: unknown): Forget {
  if (!raw || typeof raw !== 'object') return { all: true };
  const f = raw as Record<string, unknown>;
  const list = (v: unknown) =>
    v === undefined ? [] : Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number') ? v.map(String) : undefined;
  const [sessionIds, employeeIds, companyIds, topics] = [list(f.sessionIds), list(f.employeeIds), list(f.companyIds), list(f.topics)];
  if (f.all === true || !sessionIds || !employeeIds || !companyIds || !topics) return { all: true };
  return { sessionIds, employeeIds, companyIds, ...(topics.length ? { topics } : {}) };
}

/** Closes a socket with an error frame a person can read and a code and reason the client can act on. */
export function closeWith(socket: WebSocket, why: EndingKind): void {
  const e = ENDINGS[why];
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'error', message: e.message } satisfies ServerFrame));
  socket.close(e.code, e.reason);
}

/**
 * The live hub: each process keeps its own authenticated sockets; a delivery, and the end of a
 * session, is published through the database (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite),
 * so every process behind a load balancer acts on its own sockets.
 */
export class LiveHub {
  private readonly sockets = new Map<WebSocket, Listener>();
  private readonly forgetters = new Set<(f: Forget) => void>();
  /** This hub's name on the channel: its own forget messages come back to it (PostgreSQL), already acted on. */
  private readonly origin = randomUUID();
  private unsubscribe?: () => Promise<void>;

  constructor(private readonly db: Db) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.db.subscribe(CHANNEL, (payload) => {
      let published: Published;
      try {
        published = JSON.parse(payload) as Published;
      } catch {
        return; // a malformed notification is nobody's message
      }
      if (!published || typeof published !== 'object') return;
      try {
        if ('forget' in published) {
          if (published.from !== this.origin) this.forgetHere(forgetOf(published.forget));
        } else if ('end' in published) {
          if (published.from !== this.origin) this.forgetHere(forgetOf(published.end));
          this.endHere(published.end, published.why);
        } else if (published.audience) this.deliverHere(published);
      } catch {
        // a notification of the wrong shape (someone's NOTIFY by hand) must not take the process down
      }
    });
  }

  /** Who hears what a change made untrue: the auth cache (server/app.ts). */
  onForget(fn: (f: Forget) => void): () => void {
    this.forgetters.add(fn);
    return () => void this.forgetters.delete(fn);
  }

  /**
   * Drops cached auth here at once (this process's very next call reads again), then tells every
   * other server process. Call after the change is committed. Best effort like `end`: a lost
   * notification is bounded by the cache's maximum age (authCache.ts, MAX_AGE_MS).
   */
  async forget(f: Forget): Promise<void> {
    this.forgetHere(f);
    const parts: Forget[] = f.all
      ? [{ all: true }]
      : [
          ...chunks(f.sessionIds).map((sessionIds) => ({ sessionIds })),
          ...chunks(f.employeeIds).map((employeeIds) => ({ employeeIds })),
          ...chunks(f.companyIds).map((companyIds) => ({ companyIds })),
          ...(f.topics?.length ? [{ topics: f.topics }] : []),
        ];
    try {
      for (const part of parts) await this.db.publish(CHANNEL, JSON.stringify({ forget: part, from: this.origin } satisfies Published));
    } catch (err) {
      processLog.warn(
        { error: (err as Error).message },
        'live hub: a change could not be published to the other processes; their cached auth is re-read within its maximum age',
      );
    }
  }

  private forgetHere(f: Forget): void {
    for (const fn of this.forgetters) fn(f);
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
  }

  /** A socket whose auth frame was accepted (again: a re-auth replaces who it listens as). */
  add(socket: WebSocket, listener: Listener): void {
    // ids as text: PGlite answers bigint columns as numbers, node-postgres as strings
    const userId = listener.userId === null ? null : String(listener.userId);
    this.sockets.set(socket, {
      ...listener,
      sessionId: String(listener.sessionId),
      employeeId: String(listener.employeeId),
      companyId: String(listener.companyId),
      userId,
    });
  }

  remove(socket: WebSocket): void {
    this.sockets.delete(socket);
  }

  /** How many of this process's sockets listen as the session (`except` one of them, e.g. the one re-authenticating). */
  sessionSockets(sessionId: string | number, except?: WebSocket): number {
    let n = 0;
    for (const [socket, who] of this.sockets) if (socket !== except && who.sessionId === String(sessionId)) n += 1;
    return n;
  }

  get size(): number {
    return this.sockets.size;
  }

  /** Sends a frame to its audience on every server process. Call after the change is committed. */
  async publish(audience: Audience, frame: ServerFrame): Promise<void> {
    await this.db.publish(CHANNEL, JSON.stringify({ audience, frame } satisfies Published));
  }

  /**
   * Closes the sockets of ended sessions on every server process (signed out, replaced, renewed,
   * disabled), and drops them from every process's auth cache (here at once). Call after the change
   * is committed; nothing is published when nobody is named.
   */
  async end(who: Ending, why: EndingKind): Promise<void> {
    if (!who.sessionIds?.length && !who.employeeIds?.length && !who.companyIds?.length) return;
    // ended sessions are forgotten here first: this process's very next call already reads them again
    this.forgetHere(who);
    const parts: Ending[] = [
      ...chunks(who.sessionIds).map((sessionIds) => ({ sessionIds })),
      ...chunks(who.employeeIds).map((employeeIds) => ({ employeeIds })),
      ...chunks(who.companyIds).map((companyIds) => ({ companyIds })),
    ];
    try {
      for (const part of parts) await this.db.publish(CHANNEL, JSON.stringify({ end: part, why, from: this.origin } satisfies Published));
    } catch (err) {
      // best effort: the change it follows is committed, and the sweep closes what this missed
      processLog.warn({ error: (err as Error).message }, 'live hub: a session ending could not be published; the sweep will close its sockets');
    }
  }

  /**
   * The safety net for anything a notification missed (a LISTEN connection that was re-opened, a
   * session revoked by hand in SQL): one query for all of this process's sockets, closing those
   * whose session or account is no longer live.
   */
  async sweep(): Promise<number> {
    if (!this.sockets.size) return 0;
    const bySession = new Map<string, WebSocket[]>();
    for (const [socket, who] of this.sockets) bySession.set(who.sessionId, [...(bySession.get(who.sessionId) ?? []), socket]);
    const dead = await this.db.query<{ id: string; why: EndingKind }>(
      `select s.id, case when s.revoked_at is null and s.replaced_at is not null then 'replaced'
                         when s.revoked_at is null and (e.status <> 'active' or c.status <> 'active') then 'disabled'
                         else 'ended' end as why
       from sessions s left join employees e on e.id = s.employee_id left join companies c on c.id = e.company_id
       where s.id = any($1::bigint[])
         and (s.revoked_at is not null or s.replaced_at is not null or s.expires_at <= now() or e.status <> 'active' or c.status <> 'active')`,
      [[...bySession.keys()]],
    );
    for (const d of dead) for (const socket of bySession.get(String(d.id)) ?? []) this.drop(socket, d.why);
    return dead.length;
  }

  private drop(socket: WebSocket, why: EndingKind): void {
    this.sockets.delete(socket);
    closeWith(socket, why);
  }

  private endHere(who: Ending, why: EndingKind): void {
    const text = (ids?: readonly string[]) => new Set((ids ?? []).map(String));
    const [sessions, employees, companies] = [text(who.sessionIds), text(who.employeeIds), text(who.companyIds)];
    for (const [socket, l] of [...this.sockets]) {
      if (sessions.has(l.sessionId) || employees.has(l.employeeId) || companies.has(l.companyId)) this.drop(socket, why);
    }
  }

  private deliverHere({ audience, frame }: { audience: Audience; frame: ServerFrame }): void {
    const text = JSON.stringify(frame);
    const now = Date.now();
    for (const [socket, who] of [...this.sockets]) {
      const mine =
        audience.scope === 'global' ||
        (audience.scope === 'company' && String(audience.companyId) === who.companyId) ||
        (audience.scope === 'employee' && String(audience.employeeId) === who.employeeId) ||
        (audience.scope === 'user' && who.userId !== null && String(audience.userId) === who.userId);
      if (!mine) continue;
      // the cheap check at delivery: a session past its absolute expiry hears nothing more
      if (who.expiresAt <= now) this.drop(socket, 'ended');
      else if (socket.readyState === socket.OPEN) socket.send(text);
    }
  }
}
