import { assign, fromPromise, setup } from 'xstate';
import type { DeclaredParts } from '../declareRows';

export interface VgmDeclareContext {
  /** What the last declaration or draft answered, as the person reads it. */
  done: string;
  /** Its refusal (an ApiError's field errors go under the rows they name). */
  error?: Error;
  /** The share page declares only: no drafts there. */
  drafts: boolean;
}

export type VgmDeclareEvent = { type: 'declare'; parts: DeclaredParts } | { type: 'saveDraft'; parts: DeclaredParts };

/** Where the form takes a try: declare, or save a draft where the form offers it. */
const ready = {
  declare: 'declaring',
  saveDraft: { guard: 'drafts', target: 'savingDraft' },
} as const;

/**
 * One declaration for all of a booking's boxes (operations.md §6.3 Declare), the form's flow: editing →
 * declaring (or saving a draft, where the form offers it) → declared, with what the server answered, or
 * refused, with its reasons; from either the person corrects and goes again. While one runs, no other
 * starts; each try forgets what the last one said.
 */
export const vgmDeclareMachine = setup({
  types: { context: {} as VgmDeclareContext, events: {} as VgmDeclareEvent, input: {} as { drafts: boolean } },
  actors: {
    declare: fromPromise<string, DeclaredParts>(async () => ''),
    saveDraft: fromPromise<string, DeclaredParts>(async () => ''),
  },
  guards: { drafts: ({ context }) => context.drafts },
}).createMachine({
  id: 'vgmDeclare',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'A booking’s VGM declaration form: editing → declaring (or saving a draft) → declared with the answer, or refused with its reasons; one try at a time, each forgetting the last one’s words.',
  context: ({ input }) => ({ done: '', drafts: input.drafts }),
  initial: 'editing',
  states: {
    editing: { on: ready },
    declaring: {
      entry: assign({ done: '', error: undefined }),
      invoke: {
        src: 'declare',
        id: 'declare',
        input: ({ event }) => (event as { parts: DeclaredParts }).parts,
        onDone: { target: 'declared', actions: assign({ done: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => event.error as Error }) },
      },
    },
    savingDraft: {
      entry: assign({ done: '', error: undefined }),
      invoke: {
        src: 'saveDraft',
        id: 'saveDraft',
        input: ({ event }) => (event as { parts: DeclaredParts }).parts,
        onDone: { target: 'declared', actions: assign({ done: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ error: ({ event }) => event.error as Error }) },
      },
    },
    declared: { on: ready },
    refused: { on: ready },
  },
});
