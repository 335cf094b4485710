import { assign, fromEventObservable, setup } from 'xstate';
import { EMPTY } from 'rxjs';
import { PING_INTERVAL_MS, RECONNECT_DELAY_MS, SESSION_GONE_CODES, type ServerFrame } from '../contract/live';
import type { SocketEvent } from '../streams/socket';

export interface LiveContext {
  /** The session token sent in the auth frame (spec §7: once an employee is loaded). */
  token?: string;
  /** How many times a socket has opened (the first open is a connect, later ones reconnects). */
  opens: number;
  /** The server accepted this socket's auth frame: messages now arrive. */
  authed: boolean;
}

export type LiveEvent =
  | { type: 'live.start'; token: string }
  | { type: 'live.stop' }
  | SocketEvent;

/**
 * The live connection (issue 5, spec §4, §7, §9): stopped until an employee is loaded; then
 * connecting → open (auth frame on every open, a ping every 5 s, pong ignored) → closed →
 * connecting again 5 s later; stopped at logout. A `message` or `send` frame is handed on; every
 * open refreshes the unread count, so what arrived while disconnected is not missed.
 * When the server closes the socket because the session is gone (ended, replaced, refused) the
 * token is dead: no reconnecting with it. `ended` asks the session once (`checkSession`: the
 * server's 401/409 then drives the session machine) and waits for a token to start again.
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
  },
  guards: {
    isMessage: ({ event }) => event.type === 'socket.frame' && (event.frame.type === 'message' || event.frame.type === 'send'),
    sessionGone: ({ event }) => event.type === 'socket.closed' && SESSION_GONE_CODES.includes(event.code),
    /** The session is alive after all and the token is the same one: retry in the normal rhythm, not at once. */
    sameToken: ({ context, event }) => event.type === 'live.start' && event.token === context.token,
  },
}).createMachine({
  id: 'liveConnection',
  context: { opens: 0, authed: false },
  initial: 'stopped',
  states: {
    stopped: {
      on: { 'live.start': { target: 'online', actions: assign({ token: ({ event }) => event.token }) } },
    },
    online: {
      invoke: { id: 'socket', src: 'socket' },
      on: {
        'live.stop': { target: 'stopped', actions: assign({ token: undefined }) },
        'socket.closed': [{ guard: 'sessionGone', target: 'ended' }, { target: 'closed' }],
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
                  params: ({ event }) => ({ frame: (event as Extract<SocketEvent, { type: 'socket.frame' }>).frame as Extract<ServerFrame, { type: 'message' | 'send' }> }),
                },
              },
              { guard: ({ event }) => event.frame.type === 'authed', actions: assign({ authed: true }) },
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
        'live.stop': { target: 'stopped', actions: assign({ token: undefined }) },
        'live.start': { actions: assign({ token: ({ event }) => event.token }) },
      },
    },
    // the server said this session is over: no timer, no reconnecting with a dead token
    ended: {
      entry: [assign({ authed: false }), 'checkSession'],
      on: {
        'live.stop': { target: 'stopped', actions: assign({ token: undefined }) },
        'live.start': [
          { guard: 'sameToken', target: 'closed' },
          { target: 'online', actions: assign({ token: ({ event }) => event.token }) },
        ],
      },
    },
  },
});
