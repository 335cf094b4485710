import { assign, fromPromise, setup } from 'xstate';

export type ReviewDecision = 'approve' | 'return';

export interface SiReviewContext {
  siId?: number;
  decision?: ReviewDecision;
  remarks: string;
  error?: string;
}

export type SiReviewEvent =
  | { type: 'review.open'; siId: number }
  | { type: 'review.approve' }
  | { type: 'review.return' }
  | { type: 'review.remarks'; remarks: string }
  | { type: 'review.confirm' }
  | { type: 'review.cancel' }
  | { type: 'review.retry' };

/**
 * A reviewer's flow for one SI (issue 6): viewing → deciding (approve at once; return asks for
 * remarks in a dialog) → sending → done (the queue opens the next SI) or failed with retry.
 */
export const siReviewMachine = setup({
  types: { context: {} as SiReviewContext, events: {} as SiReviewEvent },
  actors: {
    decide: fromPromise<void, { siId: number; decision: ReviewDecision; remarks: string }>(async () => undefined),
  },
  actions: {
    decided: (_, _params: { siId: number }) => {},
  },
  guards: {
    hasRemarks: ({ context }) => context.remarks.trim().length > 0,
  },
}).createMachine({
  id: 'siReview',
  context: { remarks: '' },
  initial: 'idle',
  on: {
    'review.open': { target: '.viewing', actions: assign({ siId: ({ event }) => event.siId, decision: undefined, remarks: '', error: undefined }) },
  },
  states: {
    idle: {},
    viewing: {
      on: {
        'review.approve': { target: 'sending', actions: assign({ decision: 'approve' }) },
        'review.return': { target: 'deciding', actions: assign({ decision: 'return' }) },
      },
    },
    // the remarks dialog (it does not close on Escape or the backdrop; only its buttons)
    deciding: {
      on: {
        'review.remarks': { actions: assign({ remarks: ({ event }) => event.remarks }) },
        'review.confirm': { guard: 'hasRemarks', target: 'sending' },
        'review.cancel': { target: 'viewing', actions: assign({ decision: undefined }) },
      },
    },
    sending: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ siId: context.siId!, decision: context.decision!, remarks: context.remarks }),
        onDone: { target: 'done', actions: { type: 'decided', params: ({ context }) => ({ siId: context.siId! }) } },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
      },
    },
    failed: { on: { 'review.retry': 'sending', 'review.cancel': 'viewing' } },
    done: {},
  },
});
