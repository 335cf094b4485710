import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ActAnswer } from '../../../src/contract/radar/calls';
import { type ActChoice, actMachine } from '../../../src/features/radar/machines/actMachine';

const PLAN: ActChoice = { ref: 'SEARCH_REPEAT:7:2026-11-29', action: 'PLAN' };
const DISMISS: ActChoice = { ref: 'DORMANT:8:2026-11-29', action: 'DISMISS' };
const MADE: ActAnswer = { State: 'PLANNED', MadeId: 31, OpenPath: '/CRM/FollowUpPlan?open=31' };
const refused = new Error('此信号今天已忽略。');

const events = [
  { type: 'act.choose', choice: PLAN },
  { type: 'act.choose', choice: DISMISS },
  { type: 'act.confirm' },
  { type: 'act.close' },
  { type: 'xstate.done.actor.send', output: MADE },
  { type: 'xstate.error.actor.send', error: refused },
] as never[];

type Snap = SnapshotFrom<typeof actMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.choice?.ref ?? null, s.context.answer?.MadeId ?? null, s.context.error ?? null]);

/** Replays steps on the real machine with a call that never answers (the graph's events stand for its answers). */
function replay(steps: readonly { event: unknown }[]) {
  const sent: ActChoice[] = [];
  const acted: ActAnswer[] = [];
  const actor = createActor(
    actMachine.provide({
      actors: {
        send: fromPromise<ActAnswer, ActChoice>(({ input }) => {
          sent.push(input);
          return new Promise(() => undefined);
        }),
      },
      actions: { acted: (_, p) => acted.push(p) },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), sent, acted };
}
const typeOf = (s: { event: unknown }) => (s.event as { type: string }).type;
const paths = getShortestPaths(actMachine, { events, serializeState: (s) => key(s as Snap) as never });

const expected: Record<string, (r: ReturnType<typeof replay>, steps: readonly { event: unknown }[]) => void> = {
  idle: (r, steps) => {
    // nothing chosen stays after a close; a send happened only after a confirm
    expect(r.snapshot.context.choice).toBeUndefined();
    expect(r.sent.length).toBe(steps.filter((s) => typeOf(s) === 'act.confirm').length);
  },
  confirming: (r, steps) => {
    // confirming shows the last choice and has sent nothing for it yet
    const chosen = steps.filter((s) => typeOf(s) === 'act.choose').at(-1)!.event as { choice: ActChoice };
    expect(r.snapshot.context.choice).toEqual(chosen.choice);
    expect(r.sent).toEqual([]);
  },
  sending: (r) => {
    // what is sent is exactly the choice confirmed
    expect(r.sent.at(-1)).toEqual(r.snapshot.context.choice);
    expect(r.snapshot.context.error).toBeUndefined();
  },
  done: (r) => {
    expect(r.snapshot.context.answer).toEqual(MADE);
    expect(r.acted).toEqual([MADE]);
  },
  refused: (r) => {
    // the server's words stay on screen with the choice, to confirm again or close
    expect(r.snapshot.context.error).toBe(refused.message);
    expect(r.snapshot.context.choice).toBeDefined();
    expect(r.acted).toEqual([]);
  },
};

describe('the radar act machine, every state by its shortest path', () => {
  it('reaches every state', () => {
    expect(new Set(paths.map((p) => String(p.state.value)))).toEqual(new Set(Object.keys(expected)));
  });
  for (const p of paths) {
    it(`${String(p.state.value)} via ${p.steps.map(typeOf).join(' → ') || 'start'}`, () => {
      const r = replay(p.steps);
      expect(r.snapshot.value).toBe(p.state.value);
      expected[String(p.state.value)]!(r, p.steps);
    });
  }
});
