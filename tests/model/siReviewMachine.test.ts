import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { siReviewMachine } from '../../src/machines/siReviewMachine';

const events = [
  { type: 'review.open', siId: 7 },
  { type: 'review.approve' },
  { type: 'review.return' },
  { type: 'review.remarks', remarks: '收货人地址不全' },
  { type: 'review.remarks', remarks: '  ' },
  { type: 'review.confirm' },
  { type: 'review.cancel' },
  { type: 'review.retry' },
  { type: 'xstate.done.actor.decide' },
  { type: 'xstate.error.actor.decide', error: new Error('down') },
] as never[];
type Snap = SnapshotFrom<typeof siReviewMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.decision ?? null, s.context.remarks.trim() !== '']);

function replay(steps: readonly { event: unknown }[]) {
  const decided: number[] = [];
  const actor = createActor(
    siReviewMachine.provide({ actors: { decide: fromPromise(() => new Promise<void>(() => undefined)) }, actions: { decided: (_, p) => decided.push(p.siId) } }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), decided };
}

describe('SI review machine (model-based)', () => {
  const paths = getShortestPaths(siReviewMachine, { events, serializeState: (s) => key(s as Snap) as never });
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['deciding', 'done', 'failed', 'idle', 'sending', 'viewing']);
  });
  it('every path replays on the real machine', () => {
    for (const p of paths) expect(key(replay(p.steps).snapshot)).toBe(key(p.state as Snap));
  });
  it('returning needs remarks; approving does not; done tells the queue', () => {
    const noRemarks = replay([{ event: { type: 'review.open', siId: 7 } }, { event: { type: 'review.return' } }, { event: { type: 'review.confirm' } }]);
    expect(noRemarks.snapshot.value).toBe('deciding');
    const approved = replay([{ event: { type: 'review.open', siId: 7 } }, { event: { type: 'review.approve' } }, { event: { type: 'xstate.done.actor.decide' } }]);
    expect(approved.snapshot.value).toBe('done');
    expect(approved.decided).toEqual([7]);
  });
});
