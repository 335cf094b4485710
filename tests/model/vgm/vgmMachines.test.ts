import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { DeclaredParts } from '../../../src/features/vgm/declareRows';
import { POLL_MS, vgmAnswerMachine } from '../../../src/features/vgm/machines/vgmAnswerMachine';
import { vgmDeclareMachine } from '../../../src/features/vgm/machines/vgmDeclareMachine';

const PARTS: DeclaredParts = {
  Containers: [{ CNNO: 'TGHU8800001', VGM_KG: 25120, VGM_METHOD: 1, VGM_WEIGHED_AT: '2026-11-27T02:30:00.000Z' }],
  VGM_RESPONSIBLE_PARTY: 'HANGZHOU TIANXIANG TRADING CO LTD',
  VGM_SIGNATORY: 'LI MING',
  Accept: true,
};
// the check's refusal (a box over its maximum gross) and what the HTTP layer throws when the server cannot be reached
const refused = Object.assign(new Error('超过箱子最大总重 30480 kg'), { status: 400, errors: [{ Path: '/Containers/0/VGM_KG', Message: 'over' }] });
const stale = Object.assign(new Error('VGM 已被更新'), { status: 400, code: 'STALE' });
const dropped = Object.assign(new Error('The server cannot be reached. Check the connection and try again.'), { status: 0 });
const typeOf = (e: unknown) => (e as { type: string }).type;

describe('VGM declare machine (model-based)', () => {
  const events = [
    { type: 'declare', parts: PARTS },
    { type: 'saveDraft', parts: PARTS },
    { type: 'xstate.done.actor.declare', output: '已声明 1 箱' },
    { type: 'xstate.error.actor.declare', error: refused },
    { type: 'xstate.error.actor.declare', error: stale },
    { type: 'xstate.error.actor.declare', error: dropped },
    { type: 'xstate.done.actor.saveDraft', output: '保存草稿 ✓ 1' },
    { type: 'xstate.error.actor.saveDraft', error: dropped },
  ] as never[];
  type Snap = SnapshotFrom<typeof vgmDeclareMachine>;
  const key = (s: Snap) => JSON.stringify([s.value, s.context.done, s.context.error?.message ?? null, s.context.drafts]);

  function replay(drafts: boolean, steps: readonly { event: unknown }[]) {
    const asked: { actor: string; parts: DeclaredParts }[] = [];
    const pending = (actor: string) =>
      fromPromise<string, DeclaredParts>(({ input }) => {
        asked.push({ actor, parts: input });
        return new Promise<string>(() => undefined);
      });
    const actor = createActor(vgmDeclareMachine.provide({ actors: { declare: pending('declare'), saveDraft: pending('saveDraft') } }), {
      input: { drafts },
    }).start();
    for (const s of steps) if (typeOf(s.event) !== 'xstate.init') actor.send(s.event as never);
    return { snapshot: actor.getSnapshot(), asked, actor };
  }

  for (const drafts of [true, false]) {
    const paths = getShortestPaths(vgmDeclareMachine, { events, input: { drafts }, serializeState: (s: unknown) => key(s as Snap) as never } as never);
    it(`${drafts ? 'the panel (with drafts)' : 'the share page (declare only)'}: every path replays, and each state allows and shows what it should`, () => {
      const reached = new Set(paths.map((p) => String(p.state.value)));
      expect([...reached].sort()).toEqual(
        drafts ? ['declared', 'declaring', 'editing', 'refused', 'savingDraft'] : ['declared', 'declaring', 'editing', 'refused'],
      );
      for (const p of paths) {
        const r = replay(drafts, p.steps);
        const s = r.snapshot;
        expect(key(s)).toBe(key(p.state as Snap));
        const busy = s.matches('declaring') || s.matches('savingDraft');
        // one try at a time; a draft only where the form offers it
        expect(s.can({ type: 'declare', parts: PARTS })).toBe(!busy);
        expect(s.can({ type: 'saveDraft', parts: PARTS })).toBe(!busy && drafts);
        // a try forgets what the last one said, and sends the parts as the form made them
        if (busy) {
          expect(s.context.done).toBe('');
          expect(s.context.error).toBeUndefined();
          expect(r.asked.at(-1)).toEqual({ actor: s.matches('declaring') ? 'declare' : 'saveDraft', parts: PARTS });
        }
        if (s.matches('declared')) expect(s.context.done).toMatch(/✓|已声明/);
        // refused (a rule, a stale version, a dropped connection): the refusal itself is kept, for its field errors under the rows
        if (s.matches('refused')) expect([refused, stale, dropped]).toContain(s.context.error);
        if (s.matches('editing')) expect(r.asked).toEqual([]);
        r.actor.stop();
      }
    });
  }
});

describe('VGM answer machine (model-based)', () => {
  const POLL_EVENT = 'xstate.after.POLL.vgmAnswer.answers.waiting';
  const events = [
    { type: 'send', ids: [41, 42] },
    { type: 'send', ids: [] },
    { type: 'booking.read', waiting: 2 },
    { type: 'booking.read', waiting: 0 },
    { type: 'xstate.done.actor.send', output: undefined },
    { type: 'xstate.error.actor.send', error: stale },
    { type: 'xstate.error.actor.send', error: dropped },
    { type: POLL_EVENT },
  ] as never[];
  type Snap = SnapshotFrom<typeof vgmAnswerMachine>;
  const key = (s: Snap) => JSON.stringify([s.value, s.context.message, s.context.waiting]);

  function replay(steps: readonly { event: unknown }[]) {
    const sent: number[][] = [];
    const effects: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      vgmAnswerMachine.provide({
        actors: {
          send: fromPromise<unknown, { ids: number[] }>(({ input }) => {
            sent.push(input.ids);
            return new Promise(() => undefined);
          }),
        },
        actions: { reread: () => effects.push('reread'), poll: () => effects.push('poll') },
      }),
      { clock },
    ).start();
    for (const s of steps) {
      if (typeOf(s.event) === POLL_EVENT) clock.increment(POLL_MS);
      else if (typeOf(s.event) !== 'xstate.init') actor.send(s.event as never);
    }
    return { snapshot: actor.getSnapshot(), sent, effects, actor, clock };
  }
  const paths = getShortestPaths(vgmAnswerMachine, { events, serializeState: (s) => key(s as Snap) as never });

  it('reaches every state of both regions', () => {
    const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const send of ['idle', 'sending']) for (const answers of ['settled', 'waiting']) expect(values).toContain(JSON.stringify({ send, answers }));
  });

  it('every path replays; sends one at a time, keeps a refusal as the message, and waits only while the states say so', () => {
    for (const p of paths) {
      const r = replay(p.steps);
      const s = r.snapshot;
      const trail = p.steps.map((x) => typeOf(x.event)).join(' → ');
      expect(key(s), trail).toBe(key(p.state as Snap));
      const last = p.steps.at(-1)!.event as { type: string; error?: Error; waiting?: number };
      // one send at a time, and only of something declared
      expect(s.can({ type: 'send', ids: [41] })).toBe(s.matches({ send: 'idle' }));
      expect(s.can({ type: 'send', ids: [] })).toBe(false);
      if (s.matches({ send: 'sending' })) expect(r.sent.at(-1)).toEqual([41, 42]);
      // a refusal (stale, or the connection dropped) is the message until a send goes through; gone through, the booking reads again
      if (last.type === 'xstate.error.actor.send') expect(s.context.message).toBe(last.error!.message);
      if (last.type === 'xstate.done.actor.send') {
        expect(s.context.message).toBe('');
        expect(r.effects.at(-1)).toBe('reread');
      }
      // waiting is what the last read said, never what the send said
      const reads = p.steps.filter((x) => typeOf(x.event) === 'booking.read');
      const said = (reads.at(-1)?.event as { waiting: number } | undefined)?.waiting ?? 0;
      expect(s.context.waiting).toBe(said);
      expect(s.matches({ answers: 'waiting' })).toBe(said > 0);
      // while waiting, the booking is read every 2 s; settled, never
      const polls = r.effects.filter((e) => e === 'poll').length;
      r.clock.increment(POLL_MS);
      expect(r.effects.filter((e) => e === 'poll').length).toBe(polls + (said > 0 ? 1 : 0));
      r.actor.stop();
    }
  });

  it('a read meanwhile restarts the 2 s: the next read comes 2 s after the last one', () => {
    const r = replay([{ event: { type: 'booking.read', waiting: 1 } }]);
    r.clock.increment(POLL_MS - 500);
    r.actor.send({ type: 'booking.read', waiting: 1 });
    r.clock.increment(POLL_MS - 500);
    expect(r.effects).toEqual([]);
    r.clock.increment(500);
    expect(r.effects).toEqual(['poll']);
    r.actor.send({ type: 'booking.read', waiting: 0 });
    r.clock.increment(POLL_MS * 3);
    expect(r.effects).toEqual(['poll']);
    r.actor.stop();
  });
});
