import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { siReviewMachine, UNDO_WINDOW_MS } from '../../src/machines/siReviewMachine';

const WINDOW_ENDS = 'xstate.after.UNDO_WINDOW.siReview.undoable';
const stale = Object.assign(new Error('changed since you opened it'), { code: 'STALE' });
const events = [
  { type: 'review.open', siId: 7 },
  { type: 'review.approve', version: 3 },
  { type: 'review.return', version: 3 },
  { type: 'review.remarks', remarks: '收货人地址不全' },
  { type: 'review.remarks', remarks: '  ' },
  { type: 'review.confirm' },
  { type: 'review.cancel' },
  { type: 'review.undo' },
  { type: 'review.leave' },
  { type: 'review.retry' },
  { type: WINDOW_ENDS },
  { type: 'xstate.done.actor.decide' },
  { type: 'xstate.error.actor.decide', error: new Error('down') },
  { type: 'xstate.error.actor.decide', error: stale },
] as never[];
type Snap = SnapshotFrom<typeof siReviewMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.decision ?? null, s.context.remarks.trim() !== '', s.context.stale]);

/**
 * Replays steps on the real machine with a decide that never answers; the delayed event (the undo
 * window ending) is replayed as the event the graph walks, since the real timer is the clock's.
 */
function replay(steps: readonly { event: unknown }[]) {
  const decided: number[] = [];
  const reloaded: number[] = [];
  const sent: unknown[] = [];
  const actor = createActor(
    siReviewMachine.provide({
      actors: {
        decide: fromPromise(({ input }) => {
          sent.push(input);
          return new Promise<void>(() => undefined);
        }),
      },
      actions: { decided: (_, p) => decided.push(p.siId), reload: (_, p) => reloaded.push(p.siId) },
      delays: { UNDO_WINDOW: 1e9 },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), decided, reloaded, sent };
}
const step = (event: unknown) => ({ event });

const paths = getShortestPaths(siReviewMachine, { events, serializeState: (s) => key(s as Snap) as never });

describe('SI review machine (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['deciding', 'done', 'failed', 'idle', 'sending', 'undoable', 'viewing']);
  });
  it('every path replays on the real machine', () => {
    for (const p of paths) expect(key(replay(p.steps).snapshot)).toBe(key(p.state as Snap));
  });
  it('returning needs remarks; approving does not; done tells the queue', () => {
    const noRemarks = replay([step({ type: 'review.open', siId: 7 }), step({ type: 'review.return' }), step({ type: 'review.confirm' })]);
    expect(noRemarks.snapshot.value).toBe('deciding');
    const approved = replay([
      step({ type: 'review.open', siId: 7 }),
      step({ type: 'review.approve' }),
      step({ type: WINDOW_ENDS }),
      step({ type: 'xstate.done.actor.decide' }),
    ]);
    expect(approved.snapshot.value).toBe('done');
    expect(approved.decided).toEqual([7]);
  });
});

describe('the undo window of an approval', () => {
  it('nothing is sent inside the window; undo goes back to viewing with nothing sent', () => {
    const undone = replay([step({ type: 'review.open', siId: 7 }), step({ type: 'review.approve', version: 3 }), step({ type: 'review.undo' })]);
    expect(undone.snapshot.value).toBe('viewing');
    expect(undone.snapshot.context.decision).toBeUndefined();
    expect(undone.sent).toEqual([]);
    // no path through the graph sends a decision while the approval is still undoable
    for (const p of paths.filter((x) => x.state.value === 'undoable')) expect(replay(p.steps).sent).toEqual([]);
  });
  it('when the window ends the approval is sent with the version that was shown', () => {
    const r = replay([step({ type: 'review.open', siId: 7 }), step({ type: 'review.approve', version: 3 }), step({ type: WINDOW_ENDS })]);
    expect(r.snapshot.value).toBe('sending');
    expect(r.sent).toEqual([{ siId: 7, decision: 'approve', remarks: '', version: 3 }]);
  });
  it('opening another SI inside the window sends the approval at once (it is never dropped unseen)', () => {
    const r = replay([step({ type: 'review.open', siId: 7 }), step({ type: 'review.approve', version: 3 }), step({ type: 'review.open', siId: 8 })]);
    expect(r.sent).toEqual([{ siId: 7, decision: 'approve', remarks: '', version: 3 }]);
  });
  it('leaving the page inside the window sends the approval at once; outside it, leaving sends nothing', () => {
    const r = replay([step({ type: 'review.open', siId: 7 }), step({ type: 'review.approve', version: 3 }), step({ type: 'review.leave' })]);
    expect(r.snapshot.value).toBe('sending');
    expect(r.sent).toEqual([{ siId: 7, decision: 'approve', remarks: '', version: 3 }]);
    const viewing = replay([step({ type: 'review.open', siId: 7 }), step({ type: 'review.leave' })]);
    expect(viewing.snapshot.value).toBe('viewing');
    expect(viewing.sent).toEqual([]);
  });
  it('the window is a few seconds, measured on the real clock', async () => {
    expect(UNDO_WINDOW_MS).toBeGreaterThanOrEqual(3000);
    expect(UNDO_WINDOW_MS).toBeLessThanOrEqual(10_000);
    const sent: unknown[] = [];
    const actor = createActor(
      siReviewMachine.provide({ actors: { decide: fromPromise(async ({ input }) => void sent.push(input)) }, delays: { UNDO_WINDOW: 30 } }),
    ).start();
    actor.send({ type: 'review.open', siId: 9 });
    actor.send({ type: 'review.approve', version: 1 });
    expect(sent).toEqual([]);
    await new Promise((r) => setTimeout(r, 80));
    expect(sent).toEqual([{ siId: 9, decision: 'approve', remarks: '', version: 1 }]);
    expect(actor.getSnapshot().value).toBe('done');
  });
  it('a stale refusal goes back to viewing and reloads the SI; other failures offer retry', () => {
    const r = replay([
      step({ type: 'review.open', siId: 7 }),
      step({ type: 'review.approve', version: 3 }),
      step({ type: WINDOW_ENDS }),
      step({ type: 'xstate.error.actor.decide', error: stale }),
    ]);
    expect(r.snapshot.value).toBe('viewing');
    expect(r.snapshot.context).toMatchObject({ stale: true, error: 'changed since you opened it', decision: undefined });
    expect(r.reloaded).toEqual([7]);
    const down = replay([
      step({ type: 'review.open', siId: 7 }),
      step({ type: 'review.approve' }),
      step({ type: WINDOW_ENDS }),
      step({ type: 'xstate.error.actor.decide', error: new Error('down') }),
    ]);
    expect(down.snapshot.value).toBe('failed');
    expect(down.reloaded).toEqual([]);
  });
});
