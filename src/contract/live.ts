import type { CONTRACT_MODULES } from './modules';
import type { ModuleFrame } from './registry';

/** The live connection's wire (spec §7, §9): JSON frames with a `type`, and its timings. */

/** Spec §9: the client pings every 5 seconds and reconnects 5 seconds after a close. */
export const PING_INTERVAL_MS = 5_000;
export const RECONNECT_DELAY_MS = 5_000;
/**
 * After a close for too many sockets (CLOSE.tooMany) the client waits much longer: 30 s after the
 * first, doubling with each further one in a row, at most 5 minutes, until a socket is accepted.
 */
export const TOO_MANY_RETRY_MS = { first: 30_000, max: 5 * 60_000 } as const;

/** The SI a message is about, and the status the decision gave it. */
export interface SiReference {
  Id: number;
  TBI_STATUS: number;
}

export type ClientFrame = { type: 'ping' } | { type: 'auth'; token: string };

/**
 * What the server sends: the connection's own frames (below) and the frames the modules declare in
 * their contracts (`live` in src/contract/<module>/module.ts; each has a handler in a feature module's
 * `live.frames`, checked by tests/unit/app/clientRegistry.test.ts).
 */
export type ServerFrame = CoreFrame | ModuleFrame<typeof CONTRACT_MODULES>;

/** The kinds of frame the modules declare. */
export type ModuleFrameKind = ModuleFrame<typeof CONTRACT_MODULES>['type'];

type CoreFrame =
  | { type: 'pong' }
  /** The auth frame was accepted: this socket now gets the employee's messages. */
  | { type: 'authed' }
  /**
   * A message addressed to this employee, all of their company, or the signed-in user (every
   * company account of theirs). `Si`: the SI the message is about (a review decision), with the
   * status it was given, so the toast links to it and looks like the decision.
   */
  | { type: 'message'; Id: number; Title: string; Si?: SiReference }
  /**
   * A background job's state and percent done (server/jobs/): sent to whom the job names when it
   * was enqueued (its starter), on each step of progress and when it ends (DONE, FAILED: a dead
   * letter for the platform's staff; WAITING: it failed and will be tried again).
   */
  | { type: 'job'; Id: number; Kind: string; State: 'RUNNING' | 'WAITING' | 'DONE' | 'FAILED'; Percent: number }
  /** A global announcement. */
  | { type: 'send'; Id: number; Title: string }
  | { type: 'error'; message: string };

/** Close codes the server uses, so the client can tell why. */
export const CLOSE = {
  /** The auth frame's token is not a live session. */
  unauthorized: 4401,
  /** Anything but ping or auth before auth. */
  protocol: 4400,
  /** No auth frame within the grace period, or no frame for far too long. */
  timeout: 4408,
  /** The handshake came from a page of another site. */
  origin: 4403,
  /** The session ended while connected (signed out, password changed, account or company disabled, expired): ask the server about the session, do not reconnect with this token. */
  sessionEnded: 4001,
  /** A newer sign-in of the same company account took over this session (what HTTP answers with 409). */
  replaced: 4009,
  /** This session's token was exchanged for a new one (another company account chosen): reconnect as usual, with the new token. */
  renewed: 4002,
  /** Too many sockets: this session already has its most, or this address too many not yet authenticated. Reconnect much later (TOO_MANY_RETRY_MS), not in the 5 s rhythm. */
  tooMany: 4429,
  /** The server process is stopping (a restart or deploy, server/http/shutdown.ts): reconnect as usual, another process answers. */
  serverRestart: 1012,
} as const;

/** Close codes after which the token is dead: the client lets the session's 401/409 handling decide, and does not reconnect. */
export const SESSION_GONE_CODES: readonly number[] = [CLOSE.sessionEnded, CLOSE.replaced, CLOSE.unauthorized];
