import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { bookingSubmitMachine, type SavedDraft } from '../../src/features/booking/machines/bookingSubmitMachine';
import type { IdempotencyKey } from '../../src/lib/idempotencyKey';

const down = new Error('The server cannot be reached.');
const stale = Object.assign(new Error('changed meanwhile'), { code: 'STALE' });
const check = Object.assign(new Error('The booking check found 2 problem(s)'), { code: 'CHECK_FAILED' });
const events = [
  { type: 'booking.loaded', saved: { id: 5, version: 2 } },
  { type: 'booking.save' },
  { type: 'booking.submit' },
  { type: 'booking.retry' },
  { type: 'booking.dismiss' },
  { type: 'xstate.done.actor.save', output: { id: 5, version: 3 } },
  { type: 'xstate.error.actor.save', error: down },
  { type: 'xstate.error.actor.save', error: stale },
  { type: 'xstate.error.actor.save', error: check },
  { type: 'xstate.done.actor.submit' },
  { type: 'xstate.error.actor.submit', error: down },
  { type: 'xstate.error.actor.submit', error: stale },
  { type: 'xstate.error.actor.submit', error: check },
] as never[];
type Snap = SnapshotFrom<typeof bookingSubmitMachine>;
const key = (s: Snap) =>
  JSON.stringify([s.value, s.context.submitAfterSave, s.context.stale, !!s.context.error, s.context.failedAt ?? null, !!s.context.saved]);

/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers). */
function replay(steps: readonly { event: unknown }[]) {
  const calls: { call: string; input: unknown }[] = [];
  const submitted: number[] = [];
  const reloaded: number[] = [];
  const actor = createActor(
    bookingSubmitMachine.provide({
      actors: {
        save: fromPromise<SavedDraft, { saved?: SavedDraft }>(({ input }) => {
          calls.push({ call: 'save', input });
          return new Promise(() => undefined);
        }),
        submit: fromPromise<void, { saved: SavedDraft; key: IdempotencyKey }>(({ input }) => {
          calls.push({ call: 'submit', input });
          return new Promise(() => undefined);
        }),
      },
      actions: { submitted: (_, p) => submitted.push(p.id), reload: (_, p) => reloaded.push(p.id) },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), calls, submitted, reloaded };
}
const step = (event: unknown) => ({ event });
const paths = getShortestPaths(bookingSubmitMachine, { events, serializeState: (s) => key(s as Snap) as never });

describe('booking submit machine (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['editing', 'failed', 'saving', 'submitted', 'submitting']);
  });
  it('every path replays on the real machine', () => {
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) expect(key(replay(p.steps).snapshot)).toBe(key(p.state as Snap));
  });
  it('submit saves first, then submits the saved version with its own key; done tells the form', () => {
    const r = replay([
      step({ type: 'booking.submit' }),
      step({ type: 'xstate.done.actor.save', output: { id: 9, version: 4 } }),
      step({ type: 'xstate.done.actor.submit' }),
    ]);
    expect(r.snapshot.value).toBe('submitted');
    expect(r.calls).toEqual([
      { call: 'save', input: { saved: undefined } },
      { call: 'submit', input: { saved: { id: 9, version: 4 }, key: 'booking.9.v4' } },
    ]);
    expect(r.submitted).toEqual([9]);
  });
  it('a lost answer to the submission is retried with the same key; a failed save is retried as a save', () => {
    const lost = replay([
      step({ type: 'booking.submit' }),
      step({ type: 'xstate.done.actor.save', output: { id: 9, version: 4 } }),
      step({ type: 'xstate.error.actor.submit', error: down }),
      step({ type: 'booking.retry' }),
    ]);
    expect(lost.snapshot.value).toBe('submitting');
    expect(lost.calls.filter((c) => c.call === 'submit').map((c) => (c.input as { key: string }).key)).toEqual(['booking.9.v4', 'booking.9.v4']);
    const saveLost = replay([
      step({ type: 'booking.loaded', saved: { id: 9, version: 4 } }),
      step({ type: 'booking.submit' }),
      step({ type: 'xstate.error.actor.save', error: down }),
      step({ type: 'booking.retry' }),
    ]);
    expect(saveLost.calls.map((c) => c.call)).toEqual(['save', 'save']); // the typed changes are saved before anything is submitted
  });
  it('the check refusing goes back to the form with the message; a stale version reloads the booking', () => {
    const refused = replay([
      step({ type: 'booking.submit' }),
      step({ type: 'xstate.done.actor.save', output: { id: 9, version: 4 } }),
      step({ type: 'xstate.error.actor.submit', error: check }),
    ]);
    expect(refused.snapshot.value).toBe('editing');
    expect(refused.snapshot.context.error).toContain('booking check');
    const changed = replay([
      step({ type: 'booking.loaded', saved: { id: 9, version: 4 } }),
      step({ type: 'booking.save' }),
      step({ type: 'xstate.error.actor.save', error: stale }),
    ]);
    expect(changed.snapshot.value).toBe('editing');
    expect(changed.snapshot.context.stale).toBe(true);
    expect(changed.reloaded).toEqual([9]);
  });
});
