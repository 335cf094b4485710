import { assign, fromPromise, setup } from 'xstate';
import type { billingCalls as C } from '../../../contract/billing/calls';
import type { CallInput } from '../../../contract/call';
import { INVOICE_KIND, INVOICE_STATUS } from '../../../domain/billing/invoiceStates';
import type { IdempotencyKey } from '../../../lib/idempotencyKey';

/** An invoice as the panel shows it when a move is asked: its version and the moves its state table offers now. */
export interface InvoiceSubject {
  Id: number;
  Version: number;
  INV_STATUS: number;
  INV_KIND: number;
  Moves: readonly string[];
}

/** What a make asks besides the picked charges: the kind, the party, the currency and, for a tax invoice, the buyer. */
export type MakeAsk = Omit<CallInput<typeof C.invoiceCreate>, 'ChargeIds' | 'PartyId'>;

/** One request the flow sends, kept until it is answered: a retry after a dropped connection sends it again, unchanged. */
export type InvoiceRequest =
  | { kind: 'make'; cgoId: string; input: CallInput<typeof C.invoiceCreate> }
  | { kind: 'confirm'; subject: InvoiceSubject; input: CallInput<typeof C.invoiceConfirm> }
  | { kind: 'pay'; subject: InvoiceSubject; input: CallInput<typeof C.invoicePay> }
  | { kind: 'void'; subject: InvoiceSubject; input: CallInput<typeof C.invoiceVoid> }
  | { kind: 'requestTax'; subject: InvoiceSubject; input: CallInput<typeof C.invoiceRequestTax>; key: IdempotencyKey };

export type InvoiceMoveKind = InvoiceRequest['kind'];

export interface InvoiceContext {
  /** The charge lines ticked to bill. */
  picked: number[];
  /** The invoice open in the panel (0: none). */
  openId: number;
  pending?: InvoiceRequest;
  /** The last dropped connection's message (shown with a retry). */
  error?: string;
}

export type InvoiceEvent =
  | { type: 'invoice.pick'; chargeId: number }
  | { type: 'invoice.open'; id: number }
  | { type: 'invoice.make'; cgoId: string; ask: MakeAsk; partyId: number | undefined }
  | { type: 'invoice.confirm'; subject: InvoiceSubject }
  | { type: 'invoice.pay'; subject: InvoiceSubject; Amount: string; Date: string; Ref: string }
  | { type: 'invoice.void'; subject: InvoiceSubject; Reason: string }
  | { type: 'invoice.requestTax'; subject: InvoiceSubject; key: IdempotencyKey }
  | { type: 'invoice.retry' }
  | { type: 'invoice.dismiss' };

/** A refusal as the server names it (ApiError's status and Code); status 0 is a call that never reached it. */
interface Failure {
  status?: number;
  code?: string;
  message?: string;
}
const failureOf = (event: unknown) => ((event as { error?: Failure }).error ?? {}) as Failure;

/**
 * Whether the panel offers `move` on the invoice as it was read: the state table's moves (src/domain/billing/
 * invoiceStates.ts, sent as `Moves`), and a tax request for a confirmed tax-invoice request only. The screen
 * shows a button by this and the machine sends only what it allows.
 */
export function offers(subject: InvoiceSubject, move: Exclude<InvoiceMoveKind, 'make'>): boolean {
  switch (move) {
    case 'confirm':
      return subject.Moves.includes('confirm');
    case 'pay':
      return subject.Moves.includes('payPart') || subject.Moves.includes('payFull');
    case 'void':
      return subject.Moves.includes('void');
    case 'requestTax':
      return subject.INV_KIND === INVOICE_KIND.TAX_INVOICE_REQUEST && subject.INV_STATUS === INVOICE_STATUS.CONFIRMED;
  }
}

/** The request an asked move sends (undefined for an event that sends nothing). */
function requestOf(context: InvoiceContext, event: InvoiceEvent): InvoiceRequest | undefined {
  switch (event.type) {
    case 'invoice.make':
      return { kind: 'make', cgoId: event.cgoId, input: { ...event.ask, PartyId: event.partyId ?? 0, ChargeIds: context.picked } };
    case 'invoice.confirm':
      return { kind: 'confirm', subject: event.subject, input: { Id: event.subject.Id, Version: event.subject.Version } };
    case 'invoice.pay':
      return {
        kind: 'pay',
        subject: event.subject,
        input: { Id: event.subject.Id, Version: event.subject.Version, Amount: event.Amount, Date: event.Date, Ref: event.Ref },
      };
    case 'invoice.void':
      return { kind: 'void', subject: event.subject, input: { Id: event.subject.Id, Reason: event.Reason } };
    case 'invoice.requestTax':
      return { kind: 'requestTax', subject: event.subject, input: { Id: event.subject.Id }, key: event.key };
    default:
      return undefined;
  }
}

/** A move asked: sent when the invoice's state offers it (a make: when charges are ticked), the request kept until answered. */
const ask = { target: 'sending', guard: 'offered', actions: 'remember' } as const;
const kindOf = ({ context }: { context: InvoiceContext }) => ({ kind: context.pending!.kind });

/**
 * Invoice make → confirm → pay (operations.md §10.3): idle → sending (one request at a time: a make from the
 * ticked charges, a confirm, a payment, a void or a tax request, each only where the invoice's state table
 * offers it) → idle. A refusal is told and the flow is idle again (a STALE one reads the invoice and the
 * lists again, so the panel shows the version someone else made); a dropped connection waits in `offline`
 * with the request kept, and a retry first asks whether it landed (`checking`) before sending it again.
 */
export const invoiceMachine = setup({
  types: { context: {} as InvoiceContext, events: {} as InvoiceEvent },
  actors: {
    send: fromPromise<unknown, InvoiceRequest>(async () => undefined),
    /** Read the invoice (or the job's charges, for a make) again: true when the request is seen applied. */
    landed: fromPromise<boolean, InvoiceRequest>(async () => false),
  },
  actions: {
    /** Done: the person told (the screen's toast). */
    told: (_, _params: { kind: InvoiceMoveKind }) => {},
    /** Refused: the server's message told. */
    refused: (_, _params: { message: string; code?: string }) => {},
    /** A make asked with no charge ticked. */
    noneSelected: () => {},
    /** The job's charges, the invoices and the invoice list read again (billingChanged). */
    refresh: () => {},
    remember: assign({ pending: ({ context, event }) => requestOf(context, event) }),
    forget: assign({ pending: undefined, error: undefined }),
    /** The charges an invoice was made of are not ticked any more (they are billed now). */
    unpick: assign({
      picked: ({ context }) => {
        const made = context.pending;
        return made?.kind === 'make' ? context.picked.filter((id) => !made.input.ChargeIds.includes(id)) : context.picked;
      },
    }),
  },
  guards: {
    offered: ({ context, event }) => {
      if (event.type === 'invoice.make') return context.picked.length > 0 && event.partyId !== undefined;
      if (event.type === 'invoice.confirm') return offers(event.subject, 'confirm');
      if (event.type === 'invoice.pay') return offers(event.subject, 'pay');
      if (event.type === 'invoice.void') return offers(event.subject, 'void');
      if (event.type === 'invoice.requestTax') return offers(event.subject, 'requestTax');
      return false;
    },
    dropped: ({ event }) => failureOf(event).status === 0,
    stale: ({ event }) => failureOf(event).code === 'STALE',
  },
}).createMachine({
  id: 'invoice',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    'Invoice make → confirm → pay (and void, tax request): idle → sending, only the moves the invoice state table offers → idle; a refusal is told (STALE reads the invoice again); a dropped connection waits with the request kept, and a retry first checks whether it landed.',
  context: { picked: [], openId: 0 },
  initial: 'idle',
  on: {
    'invoice.pick': {
      actions: assign({
        picked: ({ context, event }) =>
          context.picked.includes(event.chargeId) ? context.picked.filter((x) => x !== event.chargeId) : [...context.picked, event.chargeId],
      }),
    },
    'invoice.open': { actions: assign({ openId: ({ event }) => event.id }) },
  },
  states: {
    idle: {
      on: {
        'invoice.make': [ask, { actions: 'noneSelected' }],
        'invoice.confirm': ask,
        'invoice.pay': ask,
        'invoice.void': ask,
        'invoice.requestTax': ask,
      },
    },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.pending!,
        onDone: { target: 'idle', actions: [{ type: 'told', params: kindOf }, 'refresh', 'unpick', 'forget'] },
        onError: [
          { guard: 'dropped', target: 'offline', actions: assign({ error: ({ event }) => failureOf(event).message ?? '' }) },
          {
            guard: 'stale',
            target: 'idle',
            actions: [{ type: 'refused', params: ({ event }) => ({ message: failureOf(event).message ?? '', code: 'STALE' }) }, 'refresh', 'forget'],
          },
          {
            target: 'idle',
            actions: [{ type: 'refused', params: ({ event }) => ({ message: failureOf(event).message ?? '', code: failureOf(event).code }) }, 'forget'],
          },
        ],
      },
    },
    // the request may or may not have reached the server: kept, sent again only once it is known not to have landed
    offline: {
      on: { 'invoice.retry': 'checking', 'invoice.dismiss': { target: 'idle', actions: 'forget' } },
    },
    checking: {
      invoke: {
        id: 'landed',
        src: 'landed',
        input: ({ context }) => context.pending!,
        onDone: [
          { guard: ({ event }) => event.output, target: 'idle', actions: [{ type: 'told', params: kindOf }, 'refresh', 'unpick', 'forget'] },
          { target: 'sending', actions: assign({ error: undefined }) },
        ],
        onError: { target: 'offline', actions: assign({ error: ({ event }) => failureOf(event).message ?? '' }) },
      },
    },
  },
});
