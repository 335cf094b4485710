import { assign, fromPromise, setup } from 'xstate';

/** The moves that ask something first: a reason, the booking numbers and the S/O, a fee and the resell choice. */
export type DecisionKind = 'rejectSpace' | 'rejectOrder' | 'releaseSo' | 'approveCancel' | 'requestCancel';

/** What the decision is about: a listing's or an order's row, with the version it was read at. */
export interface DecisionSubject {
  kind: DecisionKind;
  id: number;
  version: number;
  /** Its number as people read it (the dialog's title). */
  no: string;
}

/** The S/O copy uploaded to the order, which the release offers to attach. */
export interface SoFile {
  Id: number;
  FileName: string;
}

export type DecisionValues = Record<string, string | boolean>;

export interface DecisionContext {
  subject?: DecisionSubject;
  soFile?: SoFile;
  values?: DecisionValues;
  error?: string;
}

export type DecisionEvent = { type: 'decide.open'; subject: DecisionSubject } | { type: 'decide.send'; values: DecisionValues } | { type: 'decide.close' };

const messageOf = (event: unknown) => ((event as { error?: Error }).error?.message ?? '') as string;

/**
 * A ready-space decision that asks first (commercial.md §5.4): closed → asking (for a release, after
 * looking for the S/O copy the seller uploaded, ticked to attach) → sending → closed; a refusal keeps
 * the dialog open with the message and what was typed, so the person corrects it or closes.
 */
export const decisionMachine = setup({
  types: { context: {} as DecisionContext, events: {} as DecisionEvent },
  actors: {
    findSoFile: fromPromise<SoFile | undefined, { orderId: number }>(async () => undefined),
    send: fromPromise<unknown, { subject: DecisionSubject; values: DecisionValues; soFile?: SoFile }>(async () => undefined),
  },
  actions: {
    /** Done: the lists that show the subject read again (the mutation's), and the person told. */
    decided: (_, _params: { kind: DecisionKind }) => {},
  },
  guards: {
    needsSoFile: ({ event }) => event.type === 'decide.open' && event.subject.kind === 'releaseSo',
  },
}).createMachine({
  id: 'readySpaceDecision',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'A decision that asks first (reject a listing or an order, release the S/O, approve or request a cancellation): closed → asking (a release looks for the S/O copy first) → sending → closed; a refusal keeps the dialog open with its message.',
  context: {},
  initial: 'closed',
  states: {
    closed: {
      entry: assign({ subject: undefined, soFile: undefined, values: undefined, error: undefined }),
      on: {
        'decide.open': [
          { guard: 'needsSoFile', target: 'findingSoFile', actions: assign({ subject: ({ event }) => event.subject }) },
          { target: 'asking', actions: assign({ subject: ({ event }) => event.subject }) },
        ],
      },
    },
    findingSoFile: {
      invoke: {
        id: 'findSoFile',
        src: 'findSoFile',
        input: ({ context }) => ({ orderId: context.subject!.id }),
        onDone: {
          target: 'asking',
          actions: assign({ soFile: ({ event }) => event.output, values: ({ event }): DecisionValues => (event.output ? { SoFile: true } : {}) }),
        },
        // the files could not be read: the release is asked without the copy, as a seller without one
        onError: 'asking',
      },
      on: { 'decide.close': 'closed' },
    },
    asking: {
      on: {
        'decide.send': { target: 'sending', actions: assign({ values: ({ event }) => event.values, error: undefined }) },
        'decide.close': 'closed',
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ subject: context.subject!, values: context.values ?? {}, soFile: context.soFile }),
        onDone: { target: 'closed', actions: { type: 'decided', params: ({ context }) => ({ kind: context.subject!.kind }) } },
        onError: { target: 'asking', actions: assign({ error: ({ event }) => messageOf(event) }) },
      },
    },
  },
});
