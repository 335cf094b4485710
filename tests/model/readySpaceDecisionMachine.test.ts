import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type DecisionSubject, type DecisionValues, decisionMachine, type SoFile } from '../../src/features/readySpace/machines/decisionMachine';

const REJECT: DecisionSubject = { kind: 'rejectOrder', id: 41, version: 3, no: 'RSO-41' };
const RELEASE: DecisionSubject = { kind: 'releaseSo', id: 42, version: 5, no: 'RSO-42' };
const SO: SoFile = { Id: 9, FileName: 'so.pdf' };
const refused = Object.assign(new Error('The order was changed meanwhile'), { code: 'STALE' });

const events = [
  { type: 'decide.open', subject: REJECT },
  { type: 'decide.open', subject: RELEASE },
  { type: 'decide.send', values: { Reason: 'no space' } },
  { type: 'decide.close' },
  { type: 'xstate.done.actor.findSoFile', output: SO },
  { type: 'xstate.done.actor.findSoFile', output: undefined },
  { type: 'xstate.error.actor.findSoFile', error: new Error('down') },
  { type: 'xstate.done.actor.send' },
  { type: 'xstate.error.actor.send', error: refused },
] as never[];

type Snap = SnapshotFrom<typeof decisionMachine>;
const key = (s: Snap) =>
  JSON.stringify([s.value, s.context.subject?.kind ?? null, s.context.soFile?.Id ?? null, s.context.values ?? null, s.context.error ?? null]);

type Sent = { subject: DecisionSubject; values: DecisionValues; soFile?: SoFile };
/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers). */
function replay(steps: readonly { event: unknown }[]) {
  const looked: number[] = [];
  const sent: Sent[] = [];
  const decided: string[] = [];
  const actor = createActor(
    decisionMachine.provide({
      actors: {
        findSoFile: fromPromise<SoFile | undefined, { orderId: number }>(({ input }) => {
          looked.push(input.orderId);
          return new Promise(() => undefined);
        }),
        send: fromPromise<unknown, Sent>(({ input }) => {
          sent.push(input);
          return new Promise(() => undefined);
        }),
      },
      actions: { decided: (_, p) => decided.push(p.kind) },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), looked, sent, decided, actor };
}
const typeOf = (s: { event: unknown }) => (s.event as { type: string }).type;
const paths = getShortestPaths(decisionMachine, { events, serializeState: (s) => key(s as Snap) as never });

/** On every path, what must hold in the state it ends in. */
const expected: Record<string, (r: ReturnType<typeof replay>, steps: readonly { event: unknown }[]) => void> = {
  closed: (r, steps) => {
    // closed forgets the last decision; a decision sent and answered was told once
    expect(r.snapshot.context).toEqual({});
    expect(r.decided.length).toBe(steps.filter((s) => typeOf(s) === 'xstate.done.actor.send').length);
  },
  findingSoFile: (r) => {
    // only a release looks for the S/O copy, of its own order
    expect(r.snapshot.context.subject?.kind).toBe('releaseSo');
    expect(r.looked.at(-1)).toBe(RELEASE.id);
  },
  asking: (r, steps) => {
    const subject = r.snapshot.context.subject!;
    expect(subject).toBeDefined();
    // a release with the copy found opens with it ticked to attach; nothing else is looked up
    if (typeOf(steps.at(-1)!) === 'xstate.done.actor.findSoFile') expect(r.snapshot.context.values).toEqual(r.snapshot.context.soFile ? { SoFile: true } : {});
    if (subject.kind !== 'releaseSo') expect(r.looked).toEqual([]);
    // a refusal stays in the dialog with its message and what was typed
    if (typeOf(steps.at(-1)!) === 'xstate.error.actor.send') {
      expect(r.snapshot.context.error).toBe(refused.message);
      expect(r.snapshot.context.values).toEqual({ Reason: 'no space' });
    } else expect(r.snapshot.context.error).toBeUndefined();
  },
  sending: (r) => {
    const { subject, soFile } = r.snapshot.context;
    expect(r.sent.at(-1)).toEqual({ subject, values: { Reason: 'no space' }, soFile });
  },
};

describe('ready-space decision machine (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['asking', 'closed', 'findingSoFile', 'sending']);
  });
  it('every path replays on the real machine, and what its last state promises holds', () => {
    expect(paths.length).toBeGreaterThan(8);
    for (const p of paths) {
      const r = replay(p.steps);
      expect(key(r.snapshot)).toBe(key(p.state as Snap));
      expected[String(r.snapshot.value)]!(r, p.steps);
      r.actor.stop();
    }
  });
  it('a release sends the S/O copy it found; done, the dialog closes and the screen is told', async () => {
    const sent: Sent[] = [];
    const decided: string[] = [];
    const actor = createActor(
      decisionMachine.provide({
        actors: {
          findSoFile: fromPromise<SoFile | undefined, { orderId: number }>(async () => SO),
          send: fromPromise<unknown, Sent>(async ({ input }) => void sent.push(input)),
        },
        actions: { decided: (_, p) => decided.push(p.kind) },
      }),
    ).start();
    actor.send({ type: 'decide.open', subject: RELEASE });
    await new Promise((done) => setTimeout(done, 0));
    expect(actor.getSnapshot().value).toBe('asking');
    actor.send({ type: 'decide.send', values: { Nos: 'COSU123', SoFile: true } });
    await new Promise((done) => setTimeout(done, 0));
    expect(sent).toEqual([{ subject: RELEASE, values: { Nos: 'COSU123', SoFile: true }, soFile: SO }]);
    expect(decided).toEqual(['releaseSo']);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });
});
