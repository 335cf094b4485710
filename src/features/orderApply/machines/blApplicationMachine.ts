import { assign, fromPromise, setup } from 'xstate';
import type { CallInput } from '../../../contract/call';
import type { Applied, orderApplyCalls as C, RiskCheckAnswer } from '../../../contract/orderApply/calls';
import { type OapActor, type OapEvent, oapMove } from '../../../domain/orderApply/status';
import type { IdempotencyKey } from '../../../lib/idempotencyKey';

export type ApplyForm = CallInput<typeof C.orderApplyApply>;

/** A refusal as the screen shows it: the server's message and the fields it names. */
export type Problem = { message: string; errors?: { Path: string; Message: string }[] };

/** The application as the detail read it: the version a move is sent with and the state that decides which moves exist. */
export interface ApplicationSubject {
  Id: number;
  Version: number;
  OAP_STATUS: number;
}

/** One move on an application, kept until answered: a retry after a dropped connection sends it again, unchanged. */
export type ApplicationMove =
  | { kind: 'recheck'; subject: ApplicationSubject }
  | { kind: 'decide'; subject: ApplicationSubject; input: CallInput<typeof C.orderApplyDecide> }
  | { kind: 'release'; subject: ApplicationSubject; input: CallInput<typeof C.orderApplyRelease>; key: IdempotencyKey }
  | { kind: 'cancel'; subject: ApplicationSubject; input: CallInput<typeof C.orderApplyCancel> };

export interface BlApplicationContext {
  form: ApplyForm;
  /** The last risk check, and the form it was made for (submit waits for a check of the form as it is). */
  checked?: { for: string; answer: RiskCheckAnswer };
  /** The form as sent to the check in flight. */
  checking?: ApplyForm;
  /** The application open in the detail. */
  id?: number;
  pending?: ApplicationMove;
  problem?: Problem;
}

export type BlApplicationEvent =
  | { type: 'oap.new'; form: ApplyForm }
  | { type: 'oap.edit'; patch: Partial<ApplyForm> }
  | { type: 'oap.check' }
  | { type: 'oap.submit' }
  | { type: 'oap.open'; id: number }
  | { type: 'oap.close' }
  | { type: 'oap.recheck'; subject: ApplicationSubject }
  | { type: 'oap.decide'; subject: ApplicationSubject; input: CallInput<typeof C.orderApplyDecide> }
  | { type: 'oap.release'; subject: ApplicationSubject; input: CallInput<typeof C.orderApplyRelease>; key: IdempotencyKey }
  | { type: 'oap.cancel'; subject: ApplicationSubject; input: CallInput<typeof C.orderApplyCancel> }
  | { type: 'oap.retry' };

/** The form a check stands for: a changed field makes the shown results those of another form. */
export const formKey = (form: ApplyForm) => JSON.stringify(form);

/** Whether the last check is of the form as it is now (only then may it be submitted). */
export const checkedIsFresh = (c: Pick<BlApplicationContext, 'checked' | 'form'>) => c.checked?.for === formKey(c.form);

/** Who makes each move and which event of the state table it is (src/domain/orderApply/status.ts, §11.2). */
const TABLE_EVENT: Record<ApplicationMove['kind'], { by: OapActor; event: (m: ApplicationMove) => OapEvent }> = {
  recheck: { by: 'service', event: () => 'recheck' },
  decide: { by: 'risk', event: (m) => (m.kind === 'decide' && !m.input.Approve ? 'reject' : 'approve') },
  release: { by: 'service', event: () => 'release' },
  cancel: { by: 'service', event: () => 'cancel' },
};

/** Whether the state table has the move from the application's state: the detail shows its section by this, the machine sends only these. */
export function allows(subject: ApplicationSubject, kind: ApplicationMove['kind'], approve = true): boolean {
  const event = kind === 'decide' ? (approve ? 'approve' : 'reject') : TABLE_EVENT[kind].event({ kind } as ApplicationMove);
  return !!oapMove(subject.OAP_STATUS, event, TABLE_EVENT[kind].by);
}

function moveOf(event: BlApplicationEvent): ApplicationMove | undefined {
  switch (event.type) {
    case 'oap.recheck':
      return { kind: 'recheck', subject: event.subject };
    case 'oap.decide':
      return { kind: 'decide', subject: event.subject, input: event.input };
    case 'oap.release':
      return { kind: 'release', subject: event.subject, input: event.input, key: event.key };
    case 'oap.cancel':
      return { kind: 'cancel', subject: event.subject, input: event.input };
    default:
      return undefined;
  }
}

interface Failure {
  status?: number;
  code?: string;
  message?: string;
  errors?: Problem['errors'];
}
const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;
const problemOf = (event: unknown): Problem => {
  const f = failureOf(event);
  return { message: f.message ?? '', ...(f.errors ? { errors: f.errors } : {}) };
};

/** The refusals after which the application is somewhere else now: checked again on today's facts (the server moved it), or moved by someone. */
export const MOVED_CODES = ['RISK_BLOCKED', 'FACTS_CHANGED', 'RISK_CHANGED', 'STALE'] as const;

const move = { target: 'sending', guard: 'allowed', actions: 'remember' } as const;

/**
 * A B/L application (operations.md §11.2, §11.5): applying — the form, its risk check (every rule's result
 * shown before submitting; submit only with a check of the form as it is) — then viewing the application:
 * checked again when blocked, decided when pending review, released when approved, cancelled while live;
 * each move only where the state table has it. A refusal stays in the dialog with its message and reads the
 * application again (RISK_BLOCKED, FACTS_CHANGED, RISK_CHANGED: the server checked it again on today's facts
 * and moved it; STALE: someone else did). A dropped connection keeps the move and a retry sends it again
 * (a release under its Idempotency-Key; the others under their version, so one that landed is refused STALE).
 */
export const blApplicationMachine = setup({
  types: { context: {} as BlApplicationContext, events: {} as BlApplicationEvent },
  actors: {
    riskCheck: fromPromise<RiskCheckAnswer, ApplyForm>(async () => {
      throw new Error('riskCheck is provided by the screen');
    }),
    apply: fromPromise<Applied, ApplyForm>(async () => {
      throw new Error('apply is provided by the screen');
    }),
    move: fromPromise<unknown, ApplicationMove>(async () => undefined),
  },
  actions: {
    /** Made: the person told its number and state, the list read again, the application opened. */
    applied: (_, _params: { made: Applied }) => {},
    /** A move done: the person told. */
    told: (_, _params: { move: ApplicationMove }) => {},
    /** The application and the list read again (after a move, and after a refusal: it may have moved). */
    reread: (_, _params: { id: number }) => {},
    remember: assign({ pending: ({ event }) => moveOf(event), problem: undefined }),
  },
  guards: {
    allowed: ({ event }) => {
      const m = moveOf(event);
      if (!m) return false;
      if (m.kind === 'cancel' && m.input.Reason.trim().length < 2) return false;
      return allows(m.subject, m.kind, m.kind === 'decide' ? m.input.Approve : true);
    },
    hasBl: ({ context }) => context.form.HBL_ID > 0,
    fresh: ({ context }) => checkedIsFresh(context),
    dropped: ({ event }) => failureOf(event).status === 0,
  },
}).createMachine({
  id: 'blApplication',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'A B/L application: applying (the form, its risk check shown before submitting, submit only with a fresh check) → viewing (recheck when blocked, decide when pending, release when approved, cancel while live — only the moves the state table has); a refusal (RISK_BLOCKED, FACTS_CHANGED, STALE) reads it again; a dropped connection waits for a retry.',
  context: { form: { HBL_ID: 0, Kind: 3, UseGuarantee: false } },
  initial: 'closed',
  on: {
    // another application opened (its address in the page's URL): the detail starts afresh
    'oap.open': {
      guard: ({ context, event }) => context.id !== event.id,
      target: '.viewing',
      reenter: true,
      actions: assign({ id: ({ event }) => event.id, pending: undefined, problem: undefined }),
    },
  },
  states: {
    closed: {
      on: { 'oap.new': { target: 'applying', actions: assign({ form: ({ event }) => event.form, checked: undefined, problem: undefined }) } },
    },
    applying: {
      initial: 'editing',
      on: {
        'oap.edit': { actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.patch }) }) },
        'oap.close': '#blApplication.closed',
      },
      states: {
        editing: {
          on: {
            'oap.check': { guard: 'hasBl', target: 'checking', actions: assign({ checking: ({ context }) => context.form, problem: undefined }) },
            'oap.submit': { guard: 'fresh', target: 'submitting', actions: assign({ problem: undefined }) },
          },
        },
        checking: {
          invoke: {
            id: 'riskCheck',
            src: 'riskCheck',
            input: ({ context }) => context.checking!,
            onDone: { target: 'editing', actions: assign({ checked: ({ context, event }) => ({ for: formKey(context.checking!), answer: event.output }) }) },
            onError: { target: 'editing', actions: assign({ checked: undefined, problem: ({ event }) => problemOf(event) }) },
          },
        },
        submitting: {
          invoke: {
            id: 'apply',
            src: 'apply',
            input: ({ context }) => context.form,
            onDone: {
              target: '#blApplication.viewing',
              actions: [assign({ id: ({ event }) => event.output.Id }), { type: 'applied', params: ({ event }) => ({ made: event.output }) }],
            },
            onError: { target: 'editing', actions: assign({ problem: ({ event }) => problemOf(event) }) },
          },
        },
      },
    },
    viewing: {
      initial: 'idle',
      on: { 'oap.close': { target: 'closed', actions: assign({ id: undefined, pending: undefined, problem: undefined }) } },
      states: {
        idle: {
          on: { 'oap.recheck': move, 'oap.decide': move, 'oap.release': move, 'oap.cancel': move },
        },
        sending: {
          invoke: {
            id: 'move',
            src: 'move',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'told', params: ({ context }) => ({ move: context.pending! }) },
                { type: 'reread', params: ({ context }) => ({ id: context.id! }) },
                assign({ pending: undefined }),
              ],
            },
            onError: [
              { guard: 'dropped', target: 'offline', actions: assign({ problem: ({ event }) => problemOf(event) }) },
              // refused: the reason stays in the dialog, and the application is read again — a refusal may have moved it
              {
                target: 'idle',
                actions: [
                  assign({ problem: ({ event }) => problemOf(event), pending: undefined }),
                  { type: 'reread', params: ({ context }) => ({ id: context.id! }) },
                ],
              },
            ],
          },
        },
        offline: {
          on: { 'oap.retry': { target: 'sending', actions: assign({ problem: undefined }) } },
        },
      },
    },
  },
});
