import { assign, fromPromise, setup } from 'xstate';
import type { ActAnswer } from '../../../contract/radar/calls';
import type { RadarAction } from '../../../domain/radar/signals';

/** What the person chose: a signal and what to do with it. */
export interface ActChoice {
  ref: string;
  action: RadarAction;
}

export interface ActContext {
  choice?: ActChoice;
  answer?: ActAnswer;
  error?: string;
}

/**
 * The user radar's act on a signal (issue 51): choose (plan, quote, dismiss) → confirm → sending →
 * done (the plan or the quote made, to open) or refused (the server's words; confirm again or close).
 */
export const actMachine = setup({
  types: {
    context: {} as ActContext,
    events: {} as { type: 'act.choose'; choice: ActChoice } | { type: 'act.confirm' } | { type: 'act.close' },
  },
  actors: {
    send: fromPromise<ActAnswer, ActChoice>(async () => {
      throw new Error('provided by the screen');
    }),
  },
  actions: { acted: (_, _p: ActAnswer) => undefined },
}).createMachine({
  id: 'radarAct',
  description: 'A radar signal acted on: choose a follow-up plan, a draft quote or dismiss → confirm → done (the plan or quote to open) or refused in words.',
  initial: 'idle',
  context: {},
  states: {
    idle: { on: { 'act.choose': { target: 'confirming', actions: assign(({ event }) => ({ choice: event.choice, answer: undefined, error: undefined })) } } },
    confirming: { on: { 'act.confirm': 'sending', 'act.close': { target: 'idle', actions: assign(() => ({ choice: undefined })) } } },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.choice!,
        onDone: { target: 'done', actions: [assign(({ event }) => ({ answer: event.output })), { type: 'acted', params: ({ event }) => event.output }] },
        onError: { target: 'refused', actions: assign(({ event }) => ({ error: event.error instanceof Error ? event.error.message : String(event.error) })) },
      },
    },
    done: { on: { 'act.close': { target: 'idle', actions: assign(() => ({ choice: undefined, answer: undefined })) } } },
    refused: {
      on: {
        'act.confirm': { target: 'sending', actions: assign(() => ({ error: undefined })) },
        'act.close': { target: 'idle', actions: assign(() => ({ choice: undefined, error: undefined })) },
      },
    },
  },
});
