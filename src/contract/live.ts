/** The live connection's wire (spec §7, §9): JSON frames with a `type`, and its timings. */

/** Spec §9: the client pings every 5 seconds and reconnects 5 seconds after a close. */
export const PING_INTERVAL_MS = 5_000;
export const RECONNECT_DELAY_MS = 5_000;

export type ClientFrame = { type: 'ping' } | { type: 'auth'; token: string };

export type ServerFrame =
  | { type: 'pong' }
  /** The auth frame was accepted: this socket now gets the employee's messages. */
  | { type: 'authed' }
  /** A message addressed to this employee (or all of their company). */
  | { type: 'message'; Id: number; Title: string }
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
} as const;
