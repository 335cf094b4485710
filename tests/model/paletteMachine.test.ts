import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { paletteMachine, type PaletteModule } from '../../src/machines/paletteMachine';

const fakeModule = { default: () => null } as unknown as PaletteModule;

// Every event the machine can meet, including the loader's answers.
const events = [
  { type: 'palette.open' },
  { type: 'palette.close' },
  { type: 'palette.retry' },
  { type: 'xstate.done.actor.loadPalette', output: fakeModule },
  { type: 'xstate.error.actor.loadPalette', error: new Error('chunk gone') },
] as never[];

type Snap = SnapshotFrom<typeof paletteMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.module !== undefined, s.context.error ?? null]);

/** Replays a path on a real actor; the loader is a promise the path's own events settle. */
function replay(steps: { event: { type: string } }[]) {
  const actor = createActor(paletteMachine.provide({ actors: { loadPalette: fromPromise(() => new Promise<PaletteModule>(() => undefined)) } })).start();
  for (const step of steps) actor.send(step.event as never);
  return actor.getSnapshot();
}

describe('palette machine (model-based)', () => {
  const paths = getShortestPaths(paletteMachine, { events, serializeState: (s) => key(s as Snap) as never });

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(['closed', 'failed', 'loading', 'open']);
  });

  it('every shortest path replays on the real machine to the same state', () => {
    expect(paths.length).toBeGreaterThanOrEqual(6);
    for (const path of paths) {
      const end = replay(path.steps as { event: { type: string } }[]);
      expect(key(end), path.steps.map((s) => (s.event as { type: string }).type).join(' → ')).toBe(key(path.state as Snap));
    }
  });

  it('once loaded, opens without loading again; a failure keeps the error until a retry succeeds', () => {
    const simple = getSimplePaths(paletteMachine, { events, serializeState: (s) => key(s as Snap) as never });
    for (const path of simple) {
      const types = path.steps.map((s) => (s.event as { type: string }).type);
      const loadedAt = types.indexOf('xstate.done.actor.loadPalette');
      const end = path.state as Snap;
      if (loadedAt >= 0) {
        expect(end.context.module).toBe(fakeModule);
        expect(end.value).not.toBe('loading'); // loaded palettes never show the loading state again
        expect(end.value).not.toBe('failed');
      }
      if (end.value === 'failed') expect(end.context.error).toBe('chunk gone');
    }
  });

  it('loads the chunk through the named actor and opens', async () => {
    const actor = createActor(paletteMachine.provide({ actors: { loadPalette: fromPromise(async () => fakeModule) } })).start();
    actor.send({ type: 'palette.open' });
    expect(actor.getSnapshot().value).toBe('loading');
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'palette.close' });
    actor.send({ type: 'palette.open' });
    expect(actor.getSnapshot().value).toBe('open');
  });
});
