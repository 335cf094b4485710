import { assign, fromPromise, setup } from 'xstate';

export type ReviewDecision = 'approve' | 'return';

/** How long an approval can be undone before it is sent. */
export const UNDO_WINDOW_MS = 5000;

export interface SiReviewContext {
  siId?: number;
  decision?: ReviewDecision;
  remarks: string;
  /** The SI version the reviewer's screen showed when deciding: the decision is bound to it. */
  version?: number;
  error?: string;
  /** The last decision was refused because the SI changed since it was shown (Code STALE). */
  stale: boolean;
}

export type SiReviewEvent =
  | { type: 'review.open'; siId: number }
  | { type: 'review.approve'; version?: number }
  | { type: 'review.return'; version?: number }
  | { type: 'review.remarks'; remarks: string }
  | { type: 'review.confirm' }
  | { type: 'review.cancel' }
  | { type: 'review.undo' }
  /** The page is going away (reload, closed window): an approval in its undo window is sent now. */
  | { type: 'review.leave' }
  | { type: 'review.retry' };

/**
 * A reviewer's flow for one SI (issues 6, 11): viewing → an approval waits out a short undo window
 * (`undoable`; `review.undo` takes it back, nothing was sent) — a return asks for remarks in a
 * dialog instead → sending (with the version shown) → done (the queue opens the next SI), back to
 * viewing when the SI changed since it was shown (the detail reloads), or failed with retry.
 *
 * The undo delays the send rather than reverting afterwards: nothing reaches the server or the
 * customer (no "approved" message followed by a retraction), and the log holds only real decisions.
 */
export const siReviewMachine = setup({
  types: { context: {} as SiReviewContext, events: {} as SiReviewEvent },
  actors: {
    decide: fromPromise<void, { siId: number; decision: ReviewDecision; remarks: string; version?: number }>(async () => undefined),
  },
  actions: {
    decided: (_, _params: { siId: number }) => {},
    /** The SI changed under the reviewer: show its current version. */
    reload: (_, _params: { siId: number }) => {},
  },
  delays: { UNDO_WINDOW: UNDO_WINDOW_MS },
  guards: {
    hasRemarks: ({ context }) => context.remarks.trim().length > 0,
    stale: ({ event }) => (event as { error?: { code?: string } }).error?.code === 'STALE',
  },
}).createMachine({
  id: 'siReview',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description: 'A reviewer deciding one SI: approve at once, or return with remarks, then sending the decision (retry or cancel on failure).',
  context: { remarks: '', stale: false },
  initial: 'idle',
  on: {
    'review.open': {
      target: '.viewing',
      actions: assign({ siId: ({ event }) => event.siId, decision: undefined, remarks: '', version: undefined, error: undefined, stale: false }),
    },
  },
  states: {
    idle: {},
    viewing: {
      on: {
        'review.approve': {
          target: 'undoable',
          actions: assign({ decision: 'approve', version: ({ event }) => event.version, stale: false, error: undefined }),
        },
        'review.return': { target: 'deciding', actions: assign({ decision: 'return', version: ({ event }) => event.version, stale: false, error: undefined }) },
      },
    },
    // the approval is shown as made, with an undo; it is sent when the window ends
    undoable: {
      after: { UNDO_WINDOW: 'sending' },
      on: {
        'review.undo': { target: 'viewing', actions: assign({ decision: undefined }) },
        // opening another SI, or leaving the page, does not drop the approval unseen: it is sent now
        'review.open': { target: 'sending' },
        'review.leave': { target: 'sending' },
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
        input: ({ context }) => ({ siId: context.siId!, decision: context.decision!, remarks: context.remarks, version: context.version }),
        onDone: { target: 'done', actions: { type: 'decided', params: ({ context }) => ({ siId: context.siId! }) } },
        onError: [
          {
            guard: 'stale',
            target: 'viewing',
            actions: [
              assign({ stale: true, decision: undefined, remarks: '', error: ({ event }) => (event.error as Error).message }),
              { type: 'reload', params: ({ context }) => ({ siId: context.siId! }) },
            ],
          },
          { target: 'failed', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
        ],
      },
    },
    failed: { on: { 'review.retry': 'sending', 'review.cancel': 'viewing' } },
    done: {},
  },
});
