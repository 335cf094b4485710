import { and, assign, fromPromise, raise, setup } from 'xstate';
import type { ManifestEdit, ManifestRecord } from '../../../contract/manifest';
import { draftOf, editOf } from '../editorModel';
import type { CheckView, EditNotice, ManifestEditContext, ManifestEditEvent, Removal, SaveAnswer, SubmitAnswer } from '../manifestEditTypes';

export type { CheckView, EditNotice, ManifestEditContext, ManifestEditEvent, Removal, SaveAnswer, StaleNote, SubmitAnswer } from '../manifestEditTypes';

/** How long typing must pause before the live check asks (ms). */
export const CHECK_PAUSE_MS = 600;

const codeOf = (error: unknown) => ((error as { code?: string } | undefined)?.code ?? '') as string;
const messageOf = (error: unknown) => ((error as Error | undefined)?.message ?? '') as string;
const checkOf = (r: ManifestRecord): CheckView => ({ Problems: r.Problems, SiDiff: r.SiDiff, Deadline: r.Deadline });
const refusal = ({ event }: { event: { error?: unknown } }): EditNotice => ({ intent: 'danger', say: 'refusal', message: messageOf(event.error) });

/** The stored manifest as the draft, its version read and saved, nothing unsaved. */
const adopt = (record: ManifestRecord) => ({
  draft: draftOf(record),
  version: record.VERSION,
  readVersion: record.VERSION,
  dirty: false,
  stale: undefined,
});

/**
 * The manifest editor's flow (operations.md §7.5 edit → check → submit → amend), two regions at once:
 * `live` checks the draft a moment after typing stops (a change meanwhile asks again, the older answer
 * dropped); `work` saves, submits (saving first when something is unsaved; problems found keep the
 * editor open with them), sends an amendment with its change reason (saving first too), or removes the
 * manifest after the person confirms. A stale refusal keeps the edits and says the stored one moved on;
 * while a step runs, no other starts. Submitted or sent, the editor is left.
 */
export const manifestEditMachine = setup({
  types: {
    context: {} as ManifestEditContext,
    events: {} as ManifestEditEvent,
    input: {} as { record: ManifestRecord },
  },
  actors: {
    check: fromPromise<CheckView, { Id: number } & ManifestEdit>(async () => ({ Problems: [], SiDiff: [], Deadline: null }) as never),
    save: fromPromise<SaveAnswer, { Id: number; VERSION: number } & ManifestEdit>(async () => ({ VERSION: 0, Problems: [] })),
    submit: fromPromise<SubmitAnswer, { Id: number }>(async () => ({ Failed: [] })),
    sendAmendment: fromPromise<unknown, { Id: number; VERSION: number; ChangeReasonCode: string; Remarks?: string }>(async () => undefined),
    confirm: fromPromise<boolean, Removal>(async () => false),
    remove: fromPromise<unknown, { Id: number; ChangeReasonCode?: string }>(async () => undefined),
  },
  actions: {
    /** A toast: what a step ended with. */
    tell: (_, _notice: EditNotice) => {},
    /** Saved: the record's query reads again (its new version, its check). */
    savedRecord: (_, _params: { id: number }) => {},
    /** A step ended (whichever way): every list and detail showing manifests reads again. */
    refreshLists: () => {},
    /** Submitted or amendment sent: on to the page that shows it. */
    leave: (_, _params: { to: 'submitted' | 'amended'; id: number }) => {},
    /** The save's answer: its version is the one the next save sends; nothing unsaved, nothing stale. */
    saved: assign(({ event }) => {
      const a = (event as unknown as { output: SaveAnswer }).output;
      return { version: a.VERSION, dirty: false, stale: undefined };
    }),
    noteAmendment: assign({
      amendment: ({ event }) => (event.type === 'amend.send' ? { reason: event.reason.trim(), remarks: event.remarks.trim() } : undefined),
    }),
    savedProblems: assign({ check: ({ context, event }) => ({ ...context.check, Problems: (event as unknown as { output: SaveAnswer }).output.Problems }) }),
  },
  guards: {
    dirty: ({ context }) => context.dirty,
    hasReason: ({ event }) => event.type === 'amend.send' && !!event.reason.trim(),
    thenSubmit: ({ context }) => context.afterSave === 'submit',
    thenAmend: ({ context }) => context.afterSave === 'amend',
    /**
     * Nothing unsaved here and a stored version the draft is not built from, at least the one saved here
     * (a read answered before our own save is older, and ignored): it replaces the draft, as stored.
     */
    adoptable: ({ context, event }) =>
      event.type === 'record.read' && !context.dirty && event.record.VERSION >= context.version && event.record.VERSION !== context.readVersion,
    /** Unsaved edits here and someone else's newer save read: the person is told, the edits are kept. */
    movedOn: ({ context, event }) => event.type === 'record.read' && context.dirty && event.record.VERSION > context.version,
    stale: ({ event }) => /stale/i.test(codeOf((event as { error?: unknown }).error)),
    someFailed: ({ event }) => ((event as { output?: SubmitAnswer }).output?.Failed.length ?? 0) > 0,
    confirmed: ({ event }) => (event as { output?: boolean }).output === true,
  },
  delays: { CHECK_PAUSE: CHECK_PAUSE_MS },
}).createMachine({
  id: 'manifestEdit',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'The manifest editor: the live check a moment after typing stops, beside the work — save, submit (saving first), send an amendment with its change reason (saving first), or delete/cancel after confirming; a stale save keeps the edits and says so.',
  context: ({ input }) => ({ id: input.record.Id, ...adopt(input.record), check: checkOf(input.record) }),
  type: 'parallel',
  on: {
    'record.read': [
      {
        guard: 'adoptable',
        actions: [
          assign(({ event }) => (event.type === 'record.read' ? { ...adopt(event.record), check: checkOf(event.record) } : {})),
          raise({ type: 'draft.adopted' }),
        ],
      },
      { guard: 'movedOn', actions: assign({ stale: { by: 'elsewhere' } }) },
    ],
  },
  states: {
    live: {
      initial: 'idle',
      // each change restarts the pause; a check still running is dropped (its answer would be of an older draft)
      on: {
        'draft.change': { target: '.waiting', reenter: true, actions: assign({ draft: ({ event }) => event.draft, dirty: true }) },
        // the stored one came in its place, with its own check: nothing to ask
        'draft.adopted': { target: '.idle', reenter: true },
      },
      states: {
        idle: {},
        waiting: { after: { CHECK_PAUSE: 'checking' } },
        checking: {
          invoke: {
            src: 'check',
            id: 'check',
            input: ({ context }) => ({ Id: context.id, ...editOf(context.draft) }),
            onDone: { target: 'idle', actions: assign({ check: ({ event }) => event.output }) },
            // a check that did not answer leaves the last answer shown; the next pause asks again
            onError: 'idle',
          },
        },
      },
    },
    work: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            // the stored one instead of the edits (the stale note's button); not while a step runs on the edits
            'stale.reload': { actions: [assign(({ event }) => adopt(event.record)), raise({ type: 'draft.adopted' })] },
            // nothing unsaved, nothing to save (the button is off)
            save: { guard: 'dirty', target: 'busy.saving', actions: assign({ afterSave: undefined }) },
            submit: [{ guard: 'dirty', target: 'busy.saving', actions: assign({ afterSave: 'submit' as const }) }, { target: 'busy.submitting' }],
            // the amendment is sent at the version saved: anything unsaved is saved first
            'amend.send': [
              { guard: and(['hasReason', 'dirty']), target: 'busy.saving', actions: ['noteAmendment', assign({ afterSave: 'amend' as const })] },
              { guard: 'hasReason', target: 'busy.sendingAmendment', actions: 'noteAmendment' },
            ],
            'delete.ask': {
              target: 'busy.confirming',
              actions: assign({ removal: ({ event }) => ({ kind: 'delete' as const, reason: event.reason.trim() }) }),
            },
            'cancel.ask': { target: 'busy.confirming', actions: assign({ removal: { kind: 'cancel' as const } }) },
          },
        },
        busy: {
          // whichever way a step ends, what shows manifests reads again
          exit: 'refreshLists',
          initial: 'saving',
          states: {
            saving: {
              invoke: {
                src: 'save',
                id: 'save',
                input: ({ context }) => ({ Id: context.id, VERSION: context.version, ...editOf(context.draft) }),
                onDone: [
                  {
                    guard: 'thenSubmit',
                    target: 'submitting',
                    actions: ['saved', 'savedProblems', { type: 'savedRecord', params: ({ context }) => ({ id: context.id }) }],
                  },
                  {
                    guard: 'thenAmend',
                    target: 'sendingAmendment',
                    actions: ['saved', 'savedProblems', { type: 'savedRecord', params: ({ context }) => ({ id: context.id }) }],
                  },
                  {
                    target: '#manifestEdit.work.idle',
                    actions: [
                      'saved',
                      'savedProblems',
                      { type: 'tell', params: { intent: 'success', say: 'saved' } },
                      { type: 'savedRecord', params: ({ context }) => ({ id: context.id }) },
                    ],
                  },
                ],
                onError: [
                  // the stored manifest moved on: the edits stay, the refusal says so (reload or save over nothing)
                  {
                    guard: 'stale',
                    target: '#manifestEdit.work.idle',
                    actions: [
                      assign({ stale: ({ event }) => ({ by: 'refusal' as const, message: messageOf(event.error) }) }),
                      { type: 'tell', params: refusal },
                    ],
                  },
                  { target: '#manifestEdit.work.idle', actions: { type: 'tell', params: refusal } },
                ],
              },
            },
            submitting: {
              invoke: {
                src: 'submit',
                id: 'submit',
                input: ({ context }) => ({ Id: context.id }),
                onDone: [
                  // the server's check found problems: the editor stays open with them
                  {
                    guard: 'someFailed',
                    target: '#manifestEdit.work.idle',
                    actions: [
                      assign({ check: ({ context, event }) => ({ ...context.check, Problems: event.output.Failed[0]!.Problems }) }),
                      { type: 'tell', params: { intent: 'warning', say: 'submitFailed' } },
                    ],
                  },
                  {
                    target: '#manifestEdit.work.left',
                    actions: [
                      { type: 'tell', params: { intent: 'success', say: 'submitted' } },
                      { type: 'leave', params: ({ context }) => ({ to: 'submitted' as const, id: context.id }) },
                    ],
                  },
                ],
                onError: { target: '#manifestEdit.work.idle', actions: { type: 'tell', params: refusal } },
              },
            },
            sendingAmendment: {
              invoke: {
                src: 'sendAmendment',
                id: 'sendAmendment',
                input: ({ context }) => ({
                  Id: context.id,
                  VERSION: context.version,
                  ChangeReasonCode: context.amendment?.reason ?? '',
                  ...(context.amendment?.remarks ? { Remarks: context.amendment.remarks } : {}),
                }),
                onDone: {
                  target: '#manifestEdit.work.left',
                  actions: [
                    { type: 'tell', params: { intent: 'success', say: 'amendmentSent' } },
                    { type: 'leave', params: ({ context }) => ({ to: 'amended' as const, id: context.id }) },
                  ],
                },
                onError: { target: '#manifestEdit.work.idle', actions: { type: 'tell', params: refusal } },
              },
            },
            confirming: {
              invoke: {
                src: 'confirm',
                id: 'confirm',
                input: ({ context }) => context.removal!,
                onDone: [{ guard: 'confirmed', target: 'removing' }, { target: '#manifestEdit.work.idle' }],
                onError: '#manifestEdit.work.idle',
              },
            },
            removing: {
              invoke: {
                src: 'remove',
                id: 'remove',
                input: ({ context }) =>
                  context.removal?.kind === 'delete' ? { Id: context.id, ChangeReasonCode: context.removal.reason || undefined } : { Id: context.id },
                onDone: {
                  target: '#manifestEdit.work.idle',
                  actions: {
                    type: 'tell',
                    params: ({ context }) => ({
                      intent: 'success' as const,
                      say: context.removal?.kind === 'delete' ? ('deleteSent' as const) : ('cancelled' as const),
                    }),
                  },
                },
                onError: { target: '#manifestEdit.work.idle', actions: { type: 'tell', params: refusal } },
              },
            },
          },
        },
        // submitted or the amendment sent: the screen goes on to the page that shows it
        left: {},
      },
    },
  },
});
