import { assign, fromPromise, setup } from 'xstate';

export interface VgmAnswerContext {
  /** The send's refusal, shown until the next send goes through. */
  message: string;
  /** The boxes whose carrier or terminal still owes its answer, as last read. */
  waiting: number;
}

export type VgmAnswerEvent = { type: 'send'; ids: number[] } | { type: 'booking.read'; waiting: number };

/** How often the panel reads the booking again while an answer is owed (ms); the live frame reads it besides. */
export const POLL_MS = 2000;

/**
 * The VGM panel's send → answer (operations.md §6.3–6.4), two regions at once: `send` sends the
 * declared versions (one send at a time; a refusal is kept as the panel's message, a send that goes
 * through clears it and reads the booking again); `answers` follows what the booking's states say —
 * waiting while the carrier or the terminal owes its answer, reading the booking again every 2 s,
 * settled once none does. Whether anything waits is read from the states (every read), never kept
 * from the send.
 */
export const vgmAnswerMachine = setup({
  types: { context: {} as VgmAnswerContext, events: {} as VgmAnswerEvent },
  actors: {
    send: fromPromise<unknown, { ids: number[] }>(async () => undefined),
  },
  actions: {
    /** Sent: the booking's VGMs and their log read again. */
    reread: () => {},
    /** Waiting: the booking's VGMs read again (the receipts move them). */
    poll: () => {},
  },
  guards: {
    someDeclared: ({ event }) => event.type === 'send' && event.ids.length > 0,
    owed: ({ event }) => event.type === 'booking.read' && event.waiting > 0,
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'vgmAnswer',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'The VGM panel: send the declared versions (a refusal kept as the message) beside the answers — waiting while the carrier or the terminal owes one, reading the booking every 2 s, settled once none does.',
  context: { message: '', waiting: 0 },
  type: 'parallel',
  states: {
    send: {
      initial: 'idle',
      states: {
        idle: { on: { send: { guard: 'someDeclared', target: 'sending' } } },
        sending: {
          invoke: {
            src: 'send',
            id: 'send',
            input: ({ event }) => ({ ids: (event as { ids: number[] }).ids }),
            onDone: { target: 'idle', actions: [assign({ message: '' }), 'reread'] },
            onError: { target: 'idle', actions: assign({ message: ({ event }) => (event.error as Error).message }) },
          },
        },
      },
    },
    answers: {
      initial: 'settled',
      on: {
        'booking.read': [
          { guard: 'owed', target: '.waiting', actions: assign({ waiting: ({ event }) => event.waiting }) },
          { target: '.settled', actions: assign({ waiting: 0 }) },
        ],
      },
      states: {
        settled: {},
        // each read while waiting restarts the 2 s: the next read comes 2 s after the last one, as a query's interval
        waiting: { after: { POLL: { target: 'waiting', reenter: true, actions: 'poll' } } },
      },
    },
  },
});
