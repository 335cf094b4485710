import { assign, fromPromise, setup } from 'xstate';
import { idempotencyKeyOf, type IdempotencyKey } from '../../../lib/idempotencyKey';

/** A draft as the server keeps it: its id and the version a change must name. */
export interface SavedDraft {
  id: number;
  version: number;
}

export interface BookingSubmitContext {
  saved?: SavedDraft;
  /** Submit after the save (the person pressed "submit", not "save draft"). */
  submitAfterSave: boolean;
  error?: string;
  /** The last call was refused because someone changed the booking meanwhile (Code STALE). */
  stale: boolean;
  /** Which call the connection failed on: a retry repeats that one. */
  failedAt?: 'save' | 'submit';
}

export type BookingSubmitEvent =
  | { type: 'booking.loaded'; saved: SavedDraft }
  | { type: 'booking.save' }
  | { type: 'booking.submit' }
  | { type: 'booking.retry' }
  | { type: 'booking.dismiss' };

const codeOf = (event: unknown) => ((event as { error?: { code?: string } }).error?.code ?? '') as string;
const messageOf = (event: unknown) => ((event as { error?: Error }).error?.message ?? '') as string;

/**
 * A customer's booking on the form (commercial.md §6.2, issue 17): editing → saving the draft (with
 * the version read; a new draft gets its id) → submitting with one Idempotency-Key per draft version
 * (`booking-<id>-v<version>`), so a retry after a lost answer is the same submission → submitted.
 * A refusal of the check, or any other business refusal, goes back to editing with the message
 * beside the form; a stale version goes back to editing marked stale (the form reloads the
 * booking); a failure of the connection waits in `failed` for a retry, which repeats the same call.
 */
export const bookingSubmitMachine = setup({
  types: { context: {} as BookingSubmitContext, events: {} as BookingSubmitEvent },
  actors: {
    save: fromPromise<SavedDraft, { saved?: SavedDraft }>(async () => ({ id: 1, version: 1 })),
    submit: fromPromise<void, { saved: SavedDraft; key: IdempotencyKey }>(async () => undefined),
  },
  actions: {
    submitted: (_, _params: { id: number }) => {},
    reload: (_, _params: { id: number }) => {},
  },
  guards: {
    submitAfterSave: ({ context }) => context.submitAfterSave,
    stale: ({ event }) => codeOf(event) === 'STALE',
    // a refusal with a Code is the server's answer (the check, a wrong status …): the person fixes it
    refused: ({ event }) => codeOf(event) !== '',
  },
}).createMachine({
  id: 'bookingSubmit',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'A booking on the form: editing → saving the draft (its version read) → submitting with one Idempotency-Key per version → submitted; refusals back to the form, a stale version reloads, a lost connection waits for a retry of the same call.',
  context: { submitAfterSave: false, stale: false },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'booking.loaded': { actions: assign({ saved: ({ event }) => event.saved, stale: false }) },
        'booking.save': { target: 'saving', actions: assign({ submitAfterSave: false, error: undefined, stale: false }) },
        'booking.submit': { target: 'saving', actions: assign({ submitAfterSave: true, error: undefined, stale: false }) },
        'booking.dismiss': { actions: assign({ error: undefined }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ saved: context.saved }),
        onDone: [
          { guard: 'submitAfterSave', target: 'submitting', actions: assign({ saved: ({ event }) => event.output }) },
          { target: 'editing', actions: assign({ saved: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: 'stale',
            target: 'editing',
            actions: [
              assign({ stale: true, error: ({ event }) => messageOf(event) }),
              { type: 'reload', params: ({ context }) => ({ id: context.saved?.id ?? 0 }) },
            ],
          },
          { guard: 'refused', target: 'editing', actions: assign({ error: ({ event }) => messageOf(event) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event), failedAt: 'save' }) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ saved: context.saved!, key: idempotencyKeyOf('booking', context.saved!.id, `v${context.saved!.version}`) }),
        onDone: { target: 'submitted', actions: { type: 'submitted', params: ({ context }) => ({ id: context.saved!.id }) } },
        onError: [
          {
            guard: 'stale',
            target: 'editing',
            actions: [
              assign({ stale: true, error: ({ event }) => messageOf(event) }),
              { type: 'reload', params: ({ context }) => ({ id: context.saved!.id }) },
            ],
          },
          { guard: 'refused', target: 'editing', actions: assign({ error: ({ event }) => messageOf(event) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event), failedAt: 'submit' }) },
        ],
      },
    },
    // the connection failed: the same call again (the same key), or back to the form
    failed: {
      on: {
        'booking.retry': [{ guard: ({ context }) => context.failedAt === 'submit', target: 'submitting' }, { target: 'saving' }],
        'booking.dismiss': { target: 'editing', actions: assign({ error: undefined }) },
      },
    },
    submitted: { type: 'final' },
  },
});
