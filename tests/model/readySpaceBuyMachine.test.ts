import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type PlaceInput, type Placed, readySpaceBuyMachine } from '../../src/features/readySpace/machines/readySpaceBuyMachine';
import { type IdempotencyKey, idempotencyKeyOf } from '../../src/lib/idempotencyKey';

const K1 = idempotencyKeyOf('ready-space-order', 'k1');
const K2 = idempotencyKeyOf('ready-space-order', 'k2');

const ORDER: PlaceInput = {
  ReadySpaceId: 7,
  Lines: [{ ContainerClass: '40HQ', Qty: 2 }],
  Cargo: { Commodity: 'Furniture', GrossKgPerUnit: 10_000 },
  Contact: { Name: 'Li', Phone: '138' },
};
// far ahead: the real actor's hold timer never fires during a replay (the graph's event stands for it)
const PLACED: Placed = { OrderId: 41, OrderNo: 'RSO-41', HoldExpiresAt: '2099-01-01T00:00:00Z', Status: 'PLACED', Replayed: false };
const down = new Error('The server cannot be reached.');
const short = Object.assign(new Error('Only 1 × 40HQ left'), { code: 'INSUFFICIENT' });
const wrong = Object.assign(new Error('The listing is not on sale'), { code: 'WRONG_STATUS' });
const HOLD_OVER = 'xstate.after.HOLD.readySpaceBuy.held';

const events = [
  { type: 'buy.place', order: ORDER, key: K1 },
  { type: 'buy.retry' },
  { type: 'buy.dismiss' },
  { type: 'buy.cancel' },
  { type: 'order.seen', status: 'PLACED', version: 3 },
  { type: 'order.seen', status: 'EXPIRED', version: 3 },
  { type: 'order.seen', status: 'CONFIRMED', version: 4 },
  { type: 'order.seen', status: 'REJECTED', version: 4 },
  { type: 'order.seen', status: 'CANCELLED', version: 4 },
  { type: 'xstate.done.actor.place', output: PLACED },
  { type: 'xstate.error.actor.place', error: down },
  { type: 'xstate.error.actor.place', error: short },
  { type: 'xstate.error.actor.place', error: wrong },
  { type: 'xstate.done.actor.cancel' },
  { type: 'xstate.error.actor.cancel', error: wrong },
  { type: HOLD_OVER },
] as never[];

type Snap = SnapshotFrom<typeof readySpaceBuyMachine>;
const key = (s: Snap) =>
  JSON.stringify([s.value, s.context.error ?? null, s.context.placed?.OrderId ?? null, s.context.version ?? null, s.context.key ?? null]);

type Step = { event: unknown };
/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers). */
function replay(steps: readonly Step[]) {
  const places: { order: PlaceInput; key: string }[] = [];
  const cancels: { id: number; version?: number }[] = [];
  const placed: number[] = [];
  let stockReads = 0;
  const actor = createActor(
    readySpaceBuyMachine.provide({
      actors: {
        place: fromPromise<Placed, { order: PlaceInput; key: IdempotencyKey }>(({ input }) => {
          places.push(input);
          return new Promise(() => undefined);
        }),
        cancel: fromPromise<unknown, { id: number; version?: number }>(({ input }) => {
          cancels.push(input);
          return new Promise(() => undefined);
        }),
      },
      actions: { placed: (_, p) => placed.push(p.orderId), stockChanged: () => void stockReads++ },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  const snapshot = actor.getSnapshot();
  /** What one more event does from here (the actor is stopped after it: no hold timer is left running). */
  const then = (event: unknown) => {
    actor.send(event as never);
    const next = actor.getSnapshot();
    actor.stop();
    return next;
  };
  return { snapshot, places, cancels, placed, stockReads: () => stockReads, then, stop: () => actor.stop() };
}
const step = (event: unknown): Step => ({ event });
const typeOf = (s: Step) => (s.event as { type: string }).type;
const errorOf = (s: Step | undefined) => (s?.event as { error?: Error } | undefined)?.error;

const paths = getShortestPaths(readySpaceBuyMachine, { events, serializeState: (s) => key(s as Snap) as never });
const STATES = ['bought', 'cancelling', 'editing', 'expired', 'failed', 'held', 'placing', 'released'];

/** On every path, what must hold in the state it ends in (each could fail if the machine were wrong). */
const expected: Record<string, (r: ReturnType<typeof replay>, steps: readonly Step[]) => void> = {
  editing: (r, steps) => {
    const last = steps.at(-1);
    if (last && typeOf(last) === 'xstate.error.actor.place') {
      // a refusal sends the buyer back to the form with its message; only a short stock reads the stock again
      expect(r.snapshot.context.error).toBe(errorOf(last)!.message);
      expect(r.stockReads()).toBe(errorOf(last) === short ? 1 : 0);
    } else expect(r.snapshot.context.error).toBeUndefined();
    expect(r.then({ type: 'buy.place', order: ORDER, key: K2 }).value).toBe('placing');
  },
  placing: (r) => {
    // every placement of this order (the first and each retry) goes with the one key: nothing twice
    expect(r.places.at(-1)).toEqual({ order: ORDER, key: K1 });
    expect(new Set(r.places.map((p) => p.key))).toEqual(new Set([K1]));
    expect(r.then({ type: 'xstate.done.actor.place', output: PLACED }).value).toBe('held');
  },
  failed: (r) => {
    expect(r.snapshot.context.error).toBe(down.message);
    const before = r.places.length;
    expect(r.then({ type: 'buy.retry' }).value).toBe('placing');
    expect(r.places.slice(before)).toEqual([{ order: ORDER, key: K1 }]);
  },
  held: (r, steps) => {
    expect(r.snapshot.context.placed).toEqual(PLACED);
    expect(r.placed).toEqual(steps.filter((s) => typeOf(s) === 'xstate.done.actor.place').map(() => 41));
    expect(r.then({ type: HOLD_OVER }).value).toBe('expired');
  },
  cancelling: (r) => {
    // the cancel names the order placed and the version its list last showed (none: the server's current)
    expect(r.cancels.at(-1)).toEqual({ id: 41, version: r.snapshot.context.version });
    expect(r.then({ type: 'xstate.error.actor.cancel', error: wrong }).value).toBe('held');
  },
  expired: (r) => {
    expect(r.snapshot.context.placed?.OrderNo).toBe('RSO-41');
    expect(r.then({ type: 'order.seen', status: 'CONFIRMED', version: 9 }).value).toBe('expired'); // over is over
  },
  bought: (r) => {
    expect(r.snapshot.context.placed?.OrderNo).toBe('RSO-41');
    expect(r.then({ type: HOLD_OVER }).value).toBe('bought'); // a confirmed order does not run out
  },
  released: (r) => {
    expect(r.snapshot.context.placed?.OrderNo).toBe('RSO-41');
    expect(r.then({ type: 'buy.place', order: ORDER, key: K2 }).value).toBe('placing');
  },
};

describe('ready-space buy machine (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(STATES);
  });
  it('every path replays on the real machine, and what its last state promises holds', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) {
      const r = replay(p.steps);
      expect(key(r.snapshot)).toBe(key(p.state as Snap));
      expected[String(r.snapshot.value)]!(r, p.steps);
      r.stop();
    }
  });
  it('a hold followed on the list: confirmed is bought, rejected or cancelled released, run out expired', () => {
    const held = [step({ type: 'buy.place', order: ORDER, key: K1 }), step({ type: 'xstate.done.actor.place', output: PLACED })];
    const seen = (status: string) => {
      const r = replay([...held, step({ type: 'order.seen', status, version: 5 })]);
      r.stop();
      return r.snapshot.value;
    };
    expect(seen('PLACED')).toBe('held');
    expect(seen('CONFIRMED')).toBe('bought');
    expect(seen('SO_RELEASED')).toBe('bought');
    expect(seen('REJECTED')).toBe('released');
    expect(seen('CANCELLED')).toBe('released');
    expect(seen('EXPIRED')).toBe('expired');
  });
  it('the hold runs out on the clock of the answer, without any event', async () => {
    const soon = { ...PLACED, HoldExpiresAt: new Date(Date.now() + 30).toISOString() };
    const actor = createActor(
      readySpaceBuyMachine.provide({ actors: { place: fromPromise<Placed, { order: PlaceInput; key: IdempotencyKey }>(async () => soon) } }),
    ).start();
    actor.send({ type: 'buy.place', order: ORDER, key: K1 });
    await new Promise((done) => setTimeout(done, 10));
    expect(actor.getSnapshot().value).toBe('held');
    await new Promise((done) => setTimeout(done, 80));
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });
  it('the cancel names the version the list showed; done, the order is released', () => {
    const r = replay([
      step({ type: 'buy.place', order: ORDER, key: K1 }),
      step({ type: 'xstate.done.actor.place', output: PLACED }),
      step({ type: 'order.seen', status: 'PLACED', version: 3 }),
      step({ type: 'buy.cancel' }),
    ]);
    expect(r.cancels).toEqual([{ id: 41, version: 3 }]);
    expect(r.then({ type: 'xstate.done.actor.cancel' }).value).toBe('released');
  });
});
