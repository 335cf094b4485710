import { assign, fromPromise, setup } from 'xstate';
import type { Answers } from '../../../domain/survey/survey';

/**
 * A recipient answering a survey (issue 51): the survey loads — already answered, closed, not theirs,
 * or open to answer —; answering, the person submits; a refusal of the answers (a required one left
 * empty) comes back to answering with the problems by field; ANSWERED (sent twice from two tabs) and
 * CLOSED end in their own states. The effects are actors by name: `load` and `submit`.
 */
export type LoadedAs = 'open' | 'answered' | 'closed';
export type SubmitOutcome = { ok: true } | { ok: false; code?: string; problems: Record<string, string> };

export const answerMachine = setup({
  types: {
    context: {} as { problems: Record<string, string>; answers: Answers },
    events: {} as { type: 'submit'; answers: Answers } | { type: 'retry' },
  },
  actors: {
    load: fromPromise<LoadedAs>(async () => 'open'),
    submit: fromPromise<SubmitOutcome, { answers: Answers }>(async () => ({ ok: true })),
  },
  guards: {
    isOpen: ({ event }) => (event as unknown as { output: LoadedAs }).output === 'open',
    isAnswered: ({ event }) => (event as unknown as { output: LoadedAs }).output === 'answered',
    accepted: ({ event }) => (event as unknown as { output: SubmitOutcome }).output.ok,
    alreadyAnswered: ({ event }) => {
      const out = (event as unknown as { output: SubmitOutcome }).output;
      return !out.ok && out.code === 'ANSWERED';
    },
    nowClosed: ({ event }) => {
      const out = (event as unknown as { output: SubmitOutcome }).output;
      return !out.ok && out.code === 'CLOSED';
    },
  },
}).createMachine({
  id: 'surveyAnswer',
  description:
    'A recipient answering a survey: loading → already answered, closed, not theirs, or answering → submitting → answered, or back to answering with the problems by field.',
  context: { problems: {}, answers: {} },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [{ guard: 'isOpen', target: 'answering' }, { guard: 'isAnswered', target: 'answered' }, { target: 'closed' }],
        onError: 'missing',
      },
    },
    answering: { on: { submit: { target: 'submitting', actions: assign({ answers: ({ event }) => event.answers }) } } },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ answers: context.answers }),
        onDone: [
          { guard: 'accepted', target: 'thanks' },
          { guard: 'alreadyAnswered', target: 'answered' },
          { guard: 'nowClosed', target: 'closed' },
          {
            target: 'answering',
            actions: assign({ problems: ({ event }) => (event.output.ok ? {} : event.output.problems) }),
          },
        ],
        onError: 'failed',
      },
    },
    failed: { on: { retry: 'submitting' } },
    thanks: { type: 'final' },
    answered: { type: 'final' },
    closed: { type: 'final' },
    missing: { type: 'final' },
  },
});
