import { assign, fromPromise, setup } from 'xstate';
import type { CallAnswer, CallInput } from '../../../contract/call';
import type { readySpaceCalls } from '../../../contract/readySpace/calls';
import type { OrderStatus } from '../../../domain/readySpace/status';
import type { IdempotencyKey } from '../../../lib/idempotencyKey';

export type PlaceInput = CallInput<typeof readySpaceCalls.place>;
export type Placed = CallAnswer<typeof readySpaceCalls.place>;

export interface ReadySpaceBuyContext {
  /** The order being placed and its Idempotency-Key: a retry sends both again, so nothing is placed twice. */
  order?: PlaceInput;
  key?: IdempotencyKey;
  /** The placement's answer: the order and until when its space is held. */
  placed?: Placed;
  /** The placed order's version as the buyer's list last showed it (the cancel names it). */
  version?: number;
  error?: string;
}

export type ReadySpaceBuyEvent =
  | { type: 'buy.place'; order: PlaceInput; key: IdempotencyKey }
  | { type: 'buy.retry' }
  | { type: 'buy.dismiss' }
  | { type: 'buy.cancel' }
  /** The placed order as the buyer's list shows it now (its status with a run-out hold read as EXPIRED). */
  | { type: 'order.seen'; status: OrderStatus; version: number };

const codeOf = (event: unknown) => ((event as { error?: { code?: string } }).error?.code ?? '') as string;
const messageOf = (event: unknown) => ((event as { error?: Error }).error?.message ?? '') as string;
const seen = (event: ReadySpaceBuyEvent, ...statuses: OrderStatus[]) => event.type === 'order.seen' && statuses.includes(event.status);

/** Placing, from any state where the form is there to press (after a hold, the buyer may order again). */
const place = { target: 'placing', actions: 'takeOrder' } as const;

/**
 * A buyer's order on a listing's detail (commercial.md §5.4, R5.4): editing → placing (one
 * Idempotency-Key per order) → held, the space kept for the buyer until the hold runs out → expired
 * (the space freed, the order void), unless the seller confirms it first (bought), or it is rejected
 * or the buyer cancels it (released). Too few containers left sends the buyer back to the form with
 * the stock read again; any other refusal back to the form with its message; a lost connection waits
 * in `failed` for a retry with the same key.
 */
export const readySpaceBuyMachine = setup({
  types: { context: {} as ReadySpaceBuyContext, events: {} as ReadySpaceBuyEvent },
  actors: {
    place: fromPromise<Placed, { order: PlaceInput; key: IdempotencyKey }>(async () => {
      throw new Error('provided by the screen');
    }),
    cancel: fromPromise<unknown, { id: number; version?: number }>(async () => undefined),
  },
  actions: {
    takeOrder: assign({
      order: ({ event }) => (event.type === 'buy.place' ? event.order : undefined),
      key: ({ event }) => (event.type === 'buy.place' ? event.key : undefined),
      error: undefined,
    }),
    /** The order is placed: the form's classes and key are spent (its cargo and contact stay). */
    placed: (_, _params: { orderId: number }) => {},
    /** The stock was short: the listing is read again so each line says what is left. */
    stockChanged: () => {},
  },
  guards: {
    short: ({ event }) => ['INSUFFICIENT', 'SOLD_OUT'].includes(codeOf(event)),
    // a refusal with a Code is the server's answer (the quantities, the status …): the buyer changes the form
    refused: ({ event }) => codeOf(event) !== '',
    expired: ({ event }) => seen(event, 'EXPIRED'),
    bought: ({ event }) => seen(event, 'CONFIRMED', 'SO_RELEASED', 'CANCEL_REQUESTED', 'COMPLETED'),
    released: ({ event }) => seen(event, 'REJECTED', 'CANCELLED'),
  },
  delays: {
    /** Until the hold runs out (on the server's clock as answered; the list corrects it). */
    HOLD: ({ context }) => {
      const left = Date.parse(context.placed?.HoldExpiresAt ?? '') - Date.now();
      return Number.isFinite(left) ? Math.min(Math.max(left, 0), 2 ** 31 - 1) : 0;
    },
  },
}).createMachine({
  id: 'readySpaceBuy',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    "A buyer's order on a listing's detail: editing → placing with one Idempotency-Key per order → held until the hold runs out (expired), the seller confirms it (bought), or it is rejected or cancelled (released); too few containers or a refusal back to the form, a lost connection waits for a retry with the same key.",
  context: {},
  initial: 'editing',
  states: {
    editing: { on: { 'buy.place': place } },
    placing: {
      invoke: {
        id: 'place',
        src: 'place',
        input: ({ context }) => ({ order: context.order!, key: context.key! }),
        onDone: {
          target: 'held',
          actions: [
            assign({ placed: ({ event }) => event.output, version: undefined, error: undefined }),
            { type: 'placed', params: ({ event }) => ({ orderId: event.output.OrderId }) },
          ],
        },
        onError: [
          { guard: 'short', target: 'editing', actions: [assign({ error: ({ event }) => messageOf(event) }), 'stockChanged'] },
          { guard: 'refused', target: 'editing', actions: assign({ error: ({ event }) => messageOf(event) }) },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event) }) },
        ],
      },
    },
    // the connection failed: the same order with the same key again, or back to the form
    failed: {
      on: {
        'buy.retry': 'placing',
        'buy.dismiss': { target: 'editing', actions: assign({ error: undefined }) },
      },
    },
    held: {
      after: { HOLD: 'expired' },
      on: {
        'order.seen': [
          { guard: 'expired', target: 'expired' },
          { guard: 'bought', target: 'bought' },
          { guard: 'released', target: 'released' },
          { actions: assign({ version: ({ event }) => event.version }) },
        ],
        'buy.cancel': { target: 'cancelling', actions: assign({ error: undefined }) },
        'buy.place': place,
      },
    },
    cancelling: {
      invoke: {
        id: 'cancel',
        src: 'cancel',
        input: ({ context }) => ({ id: context.placed!.OrderId, version: context.version }),
        onDone: 'released',
        // refused (confirmed meanwhile, or the hold ran out): the order stands as it is, said beside it
        onError: { target: 'held', actions: assign({ error: ({ event }) => messageOf(event) }) },
      },
    },
    expired: { on: { 'buy.place': place } },
    bought: { on: { 'buy.place': place } },
    released: { on: { 'buy.place': place } },
  },
});
