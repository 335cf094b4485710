import { assign, fromPromise, setup } from 'xstate';
import type { SiCreated, SiProblem, SiRecord, SiSourceData } from '../../../contract/si';
import { checkSi, checkSubmission } from '../../../domain/si/check';
import type { IdempotencyKey } from '../../../lib/idempotencyKey';

/** One draft of the flow: a random 6-digit id (spec §9), its record, whether the person finished it. */
export interface Draft {
  draftId: string;
  record: SiRecord;
  done: boolean;
}

export interface SiMultiContext {
  cgoId?: string;
  source?: SiSourceData;
  /** The planned number of SIs (process1). */
  total: number;
  drafts: Draft[];
  /** Sent with the submission, so a retry (even after a crash) creates nothing twice. */
  idempotencyKey?: IdempotencyKey;
  problems: SiProblem[];
  /** What the submission made, as the server answered: each SI's id and number (the page lists them). */
  created: SiCreated[];
  error?: string;
}

/**
 * The flow's events. Those a person causes are kept in the browser's draft log (IndexedDB) and
 * replayed on load, so a reload or a crash resumes exactly where the person was.
 */
export type SiMultiEvent =
  | { type: 'si.start'; cgoId: string }
  | { type: 'si.planned'; drafts: Draft[]; idempotencyKey: IdempotencyKey }
  | { type: 'si.draftChanged'; draftId: string; record: SiRecord }
  | { type: 'si.draftDone'; draftId: string }
  | { type: 'si.draftReopened'; draftId: string }
  | { type: 'si.containerMoved'; from: string; to: string; container: string }
  | { type: 'si.submit' }
  | { type: 'si.retry' }
  | { type: 'si.restart' };

export const doneCount = (c: SiMultiContext) => c.drafts.filter((d) => d.done).length;

function moveContainer(drafts: Draft[], from: string, to: string, container: string): Draft[] {
  const source = drafts.find((d) => d.draftId === from);
  const box = source?.record.Boxes.find((b) => b.TBX_CNNO === container);
  if (!source || !box || from === to || !drafts.some((d) => d.draftId === to)) return drafts;
  return drafts.map((d) => {
    if (d.draftId === from) return { ...d, done: false, record: { ...d.record, Boxes: d.record.Boxes.filter((b) => b !== box) } };
    if (d.draftId === to) return { ...d, done: false, record: { ...d.record, Boxes: [...d.record.Boxes, box] } };
    return d;
  });
}

/** The problems of every draft, and of the drafts together against the booking (live check). */
export const liveProblems = (c: SiMultiContext) =>
  c.source
    ? checkSubmission(
        c.drafts.map((d) => d.record),
        c.source,
      )
    : [];

/**
 * SI multi-create (spec §4): init → process1 (pick the booking, plan how many SIs and how the
 * containers split) → process2 (fill each draft, apply templates, move containers, live check)
 * → finish when the number of finished drafts equals the planned total → one submission.
 */
export const siMultiCreateMachine = setup({
  types: { context: {} as SiMultiContext, events: {} as SiMultiEvent },
  actors: {
    loadSource: fromPromise<SiSourceData, { cgoId: string }>(async () => {
      throw new Error('loadSource is provided by the screen');
    }),
    submit: fromPromise<SiCreated[], { cgoId: string; drafts: SiRecord[]; key: IdempotencyKey; mblNo: string }>(async () => []),
  },
  actions: {
    reopenDraft: assign({
      drafts: ({ context, event }) =>
        event.type === 'si.draftReopened' ? context.drafts.map((d) => (d.draftId === event.draftId ? { ...d, done: false } : d)) : context.drafts,
    }),
  },
  guards: {
    allDone: ({ context }) => context.total > 0 && doneCount(context) === context.total,
    draftClean: ({ context, event }) => {
      if (event.type !== 'si.draftDone') return false;
      const d = context.drafts.find((x) => x.draftId === event.draftId);
      return !!d && checkSi(d.record).length === 0;
    },
  },
}).createMachine({
  id: 'siMultiCreate',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'Creating several SIs from one booking: init → process1 (load the booking, plan the drafts) → process2 (fill each draft) → finish (one submission, retried with the same key).',
  context: { total: 0, drafts: [], problems: [], created: [] },
  initial: 'init',
  on: {
    'si.restart': {
      target: '.init',
      actions: assign({ cgoId: undefined, source: undefined, total: 0, drafts: [], idempotencyKey: undefined, problems: [], created: [], error: undefined }),
    },
  },
  states: {
    init: {
      on: { 'si.start': { target: 'process1', actions: assign({ cgoId: ({ event }) => event.cgoId }) } },
    },
    process1: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadSource',
            src: 'loadSource',
            input: ({ context }) => ({ cgoId: context.cgoId! }),
            onDone: { target: 'planning', actions: assign({ source: ({ event }) => event.output, error: undefined }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
          },
        },
        failed: { on: { 'si.retry': 'loading' } },
        planning: {
          on: {
            'si.planned': {
              target: '#siMultiCreate.process2',
              guard: ({ event }) => event.drafts.length > 0,
              actions: assign({
                drafts: ({ event }) => event.drafts,
                total: ({ event }) => event.drafts.length,
                idempotencyKey: ({ event }) => event.idempotencyKey,
              }),
            },
          },
        },
      },
    },
    process2: {
      entry: assign({ problems: ({ context }) => liveProblems(context) }),
      always: { guard: 'allDone', target: 'finish' },
      on: {
        'si.draftChanged': {
          actions: assign({
            drafts: ({ context, event }) => context.drafts.map((d) => (d.draftId === event.draftId ? { ...d, record: event.record, done: false } : d)),
          }),
          target: 'process2',
          reenter: true,
        },
        'si.containerMoved': {
          actions: assign({ drafts: ({ context, event }) => moveContainer(context.drafts, event.from, event.to, event.container) }),
          target: 'process2',
          reenter: true,
        },
        'si.draftDone': {
          guard: 'draftClean',
          actions: assign({ drafts: ({ context, event }) => context.drafts.map((d) => (d.draftId === event.draftId ? { ...d, done: true } : d)) }),
          target: 'process2',
          reenter: true,
        },
        'si.draftReopened': { actions: 'reopenDraft' },
      },
    },
    finish: {
      initial: 'ready',
      entry: assign({ problems: ({ context }) => liveProblems(context) }),
      states: {
        // a finished draft edited again, while the batch is not sent (nor being sent): back to filling in
        ready: {
          on: {
            'si.submit': { target: 'submitting', guard: ({ context }) => context.problems.length === 0 },
            'si.draftReopened': { target: '#siMultiCreate.process2', actions: 'reopenDraft' },
          },
        },
        submitting: {
          invoke: {
            id: 'submit',
            src: 'submit',
            input: ({ context }) => ({
              cgoId: context.cgoId!,
              drafts: context.drafts.map((d) => d.record),
              key: context.idempotencyKey!,
              mblNo: context.source?.MBL_NO ?? '',
            }),
            onDone: { target: 'submitted', actions: assign({ created: ({ event }) => event.output, error: undefined }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => (event.error as Error).message }) },
          },
        },
        // the same idempotency key on every retry: a submission that did land is not made twice
        failed: { on: { 'si.retry': 'submitting', 'si.draftReopened': { target: '#siMultiCreate.process2', actions: 'reopenDraft' } } },
        // sent (or being sent): the drafts are SIs now, not reopened; a correction goes through the SI's own page
        submitted: { type: 'final' },
      },
    },
  },
});
