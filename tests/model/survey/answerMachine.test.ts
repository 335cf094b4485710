import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Answers } from '../../../src/domain/survey/survey';
import { answerMachine, type LoadedAs, type SubmitOutcome } from '../../../src/features/survey/machines/answerMachine';

/**
 * The recipient's answering flow (issue 51), walked on the real machine: every state is reached by
 * the graph's shortest paths, and each path replayed with calls that never answer (the graph's done
 * and error events stand for the server's answers) ends where the graph says, having sent what the
 * person chose.
 */
const ANSWERS: Answers = { q1: 9, q2: [0, 2] };
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const events = [
  { type: 'submit', answers: ANSWERS },
  { type: 'retry' },
  ...(['open', 'answered', 'closed'] as LoadedAs[]).map((o) => done('load', o)),
  { type: 'xstate.error.actor.load', error: new Error('404') },
  ...(
    [
      { ok: true },
      { ok: false, code: 'ANSWERED', problems: {} },
      { ok: false, code: 'CLOSED', problems: {} },
      { ok: false, code: 'BAD_ANSWERS', problems: { '/Answers/q1': '此题必答' } },
    ] as SubmitOutcome[]
  ).map((o) => done('submit', o)),
  { type: 'xstate.error.actor.submit', error: new Error('offline') },
] as never[];

type Snap = SnapshotFrom<typeof answerMachine>;

function replay(steps: readonly { event: unknown }[]) {
  const sent: Answers[] = [];
  const never = () => new Promise<never>(() => undefined);
  const actor = createActor(
    answerMachine.provide({
      actors: {
        load: fromPromise<LoadedAs>(() => never()),
        submit: fromPromise<SubmitOutcome, { answers: Answers }>(({ input }) => {
          sent.push(input.answers);
          return never();
        }),
      },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot() as Snap, sent };
}

describe('answerMachine', () => {
  const paths = getShortestPaths(answerMachine, {
    events,
    serializeState: (s) => JSON.stringify([s.value, s.context.problems]),
  });

  it('reaches every state', () => {
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect([...reached].sort()).toEqual(['answered', 'answering', 'closed', 'failed', 'loading', 'missing', 'submitting', 'thanks'].sort());
  });

  it('each path replayed on the real machine ends in its state; a submit sends the answers chosen', () => {
    for (const p of paths) {
      const { snapshot, sent } = replay(p.steps);
      expect(snapshot.value).toEqual(p.state.value);
      const submits = p.steps.filter((s) => (s.event as { type: string }).type === 'submit' || (s.event as { type: string }).type === 'retry').length;
      expect(sent.length).toBe(submits);
      for (const a of sent) expect(a).toEqual(ANSWERS);
    }
  });

  it('a refusal by field comes back to answering with its problems; ANSWERED and CLOSED end in their states', () => {
    const steps = (...es: unknown[]) => es.map((event) => ({ event }));
    const open = done('load', 'open');
    const submit = { type: 'submit', answers: ANSWERS };
    const back = replay(steps(open, submit, done('submit', { ok: false, code: 'BAD_ANSWERS', problems: { '/Answers/q1': '此题必答' } })));
    expect(back.snapshot.value).toBe('answering');
    expect(back.snapshot.context.problems).toEqual({ '/Answers/q1': '此题必答' });
    expect(replay(steps(open, submit, done('submit', { ok: false, code: 'ANSWERED', problems: {} }))).snapshot.value).toBe('answered');
    expect(replay(steps(open, submit, done('submit', { ok: false, code: 'CLOSED', problems: {} }))).snapshot.value).toBe('closed');
    expect(replay(steps(done('load', 'answered'), submit)).snapshot.value).toBe('answered');
  });
});
