import { assign, fromEventObservable, setup } from 'xstate';
import { EMPTY } from 'rxjs';
import { CLOSE, PING_INTERVAL_MS, RECONNECT_DELAY_MS, SESSION_GONE_CODES, TOO_MANY_RETRY_MS, type ServerFrame } from '../contract/live';
import type { SocketEvent } from '../streams/socket';

export interface LiveContext {
  /** The session token sent in the auth frame (spec §7: once an employee is loaded). */
  token?: string;
  /** How many times a socket has opened (the first open is a connect, later ones reconnects). */
  opens: number;
  /** The server accepted this socket's auth frame: messages now arrive. */
  authed: boolean;
  /** Closes for too many sockets (CLOSE.tooMany) in a row, since a socket was last accepted: the back-off grows with it. */
  tooMany: number;
}

/** How long to wait after the `n`-th close for too many sockets in a row: 30 s, 60 s, 120 s, … at most 5 min. */
export const tooManyRetryMs = (n: number): number => Math.min(TOO_MANY_RETRY_MS.max, TOO_MANY_RETRY_MS.first * 2 ** Math.min(Math.max(0, n - 1), 20));

export type LiveEvent = { type: 'live.start'; token: string } | { type: 'live.stop' } | SocketEvent;

/**
 * The live connection (issue 5, spec §4, §7, §9): stopped until an employee is loaded; then
 * connecting → open (auth frame on every open, a ping every 5 s, pong ignored) → closed →
 * connecting again 5 s later; stopped at logout. A `message` or `send` frame is handed on; every
 * open refreshes the unread count, so what arrived while disconnected is not missed.
 * When the server closes the socket because the session is gone (ended, replaced, refused) the
 * token is dead: no reconnecting with it. `ended` asks the session once (`checkSession`: the
 * server's 401/409 then drives the session machine) and waits for a token to start again.
 * When it closes the socket because there are too many (CLOSE.tooMany: the session's tabs, or the
 * address's unauthenticated sockets) retrying in 5 s would only be refused again: `throttled` waits
 * 30 s, doubling with each such close in a row up to 5 min; an accepted auth frame resets the count.
 */
export const liveConnectionMachine = setup({
  types: { context: {} as LiveContext, events: {} as LiveEvent },
  actors: {
    socket: fromEventObservable<SocketEvent, void>(() => EMPTY),
  },
  actions: {
    sendAuth: (_, _params: { token: string }) => {},
    sendPing: () => {},
    refreshUnread: () => {},
    messageArrived: (_, _params: { frame: Extract<ServerFrame, { type: 'message' | 'send' }> }) => {},
    /** Ask the server about the session (the current-employee call): its 401 or 409 ends the session the usual way. */
    checkSession: () => {},
  },
  delays: {
    PING: PING_INTERVAL_MS,
    RECONNECT: RECONNECT_DELAY_MS,
    TOO_MANY: ({ context }) => tooManyRetryMs(context.tooMany),
  },
  guards: {
    isMessage: ({ event }) => event.type === 'socket.frame' && (event.frame.type === 'message' || event.frame.type === 'send'),
    sessionGone: ({ event }) => event.type === 'socket.closed' && SESSION_GONE_CODES.includes(event.code),
    tooManySockets: ({ event }) => event.type === 'socket.closed' && event.code === CLOSE.tooMany,
    /** The session is alive after all and the token is the same one: retry in the normal rhythm, not at once. */
    sameToken: ({ context, event }) => event.type === 'live.start' && event.token === context.token,
  },
}).createMachine({
  id: 'liveConnection',
  context: { opens: 0, authed: false, tooMany: 0 },
  initial: 'stopped',
  states: {
    stopped: {
      on: { 'live.start': { target: 'online', actions: assign({ token: ({ event }) => event.token }) } },
    },
    online: {
      invoke: { id: 'socket', src: 'socket' },
      on: {
        'live.stop': { target: 'stopped', actions: assign({ token: undefined, tooMany: 0 }) },
        'socket.closed': [
          { guard: 'sessionGone', target: 'ended' },
          { guard: 'tooManySockets', target: 'throttled', actions: assign({ tooMany: ({ context }) => context.tooMany + 1 }) },
          { target: 'closed' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'socket.opened': 'open',
            'live.start': { actions: assign({ token: ({ event }) => event.token }) },
          },
        },
        open: {
          entry: [
            assign({ opens: ({ context }) => context.opens + 1, authed: false }),
            { type: 'sendAuth', params: ({ context }) => ({ token: context.token ?? '' }) },
            'refreshUnread',
          ],
          on: {
            // another company account chosen: the socket now listens as that employee
            'live.start': {
              actions: [assign({ token: ({ event }) => event.token }), { type: 'sendAuth', params: ({ event }) => ({ token: event.token }) }],
            },
            'socket.frame': [
              {
                guard: 'isMessage',
                actions: {
                  type: 'messageArrived',
                  params: ({ event }) => ({
                    frame: (event as Extract<SocketEvent, { type: 'socket.frame' }>).frame as Extract<ServerFrame, { type: 'message' | 'send' }>,
                  }),
                },
              },
              { guard: ({ event }) => event.frame.type === 'authed', actions: assign({ authed: true, tooMany: 0 }) },
            ],
          },
          initial: 'waiting',
          states: {
            waiting: { after: { PING: { target: 'waiting', reenter: true, actions: 'sendPing' } } },
          },
        },
      },
    },
    closed: {
      entry: assign({ authed: false }),
      after: { RECONNECT: 'online' },
      on: {
        'live.stop': { target: 'stopped', actions: assign({ token: undefined, tooMany: 0 }) },
        'live.start': { actions: assign({ token: ({ event }) => event.token }) },
      },
    },
    // the server has too many sockets of this session or address: wait long (growing), then try again
    throttled: {
      entry: assign({ authed: false }),
      after: { TOO_MANY: 'online' },
      on: {
        'live.stop': { target: 'stopped', actions: assign({ token: undefined, tooMany: 0 }) },
        'live.start': { actions: assign({ token: ({ event }) => event.token }) },
      },
    },
    // the server said this session is over: no timer, no reconnecting with a dead token
    ended: {
      entry: [assign({ authed: false }), 'checkSession'],
      on: {
        'live.stop': { target: 'stopped', actions: assign({ token: undefined, tooMany: 0 }) },
        'live.start': [
          { guard: 'sameToken', target: 'closed' },
          { target: 'online', actions: assign({ token: ({ event }) => event.token }) },
        ],
      },
    },
  },
});
