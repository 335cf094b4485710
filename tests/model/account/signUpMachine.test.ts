import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { type SignUpFields, signUpMachine, type Texted } from '../../../src/features/account/machines/signUpMachine';

const MOBILE: SignUpFields = { Account: '13700000201', Name: '手机用户', Password: 'long-enough-1' };
const FIRST: Texted = { resendSeconds: 60, at: 1_000 };
const AGAIN: Texted = { resendSeconds: 60, at: 70_000 };
const tooSoon = new Error('60 秒内已向这个号码发送过验证码：请 12 秒后再试。');

const events = [
  { type: 'signUp.mailed' },
  { type: 'signUp.texted', signUp: MOBILE, texted: FIRST },
  { type: 'signUp.resend' },
  { type: 'signUp.confirmed' },
  { type: 'signUp.back' },
  { type: 'xstate.done.actor.resend', output: AGAIN },
  { type: 'xstate.error.actor.resend', error: tooSoon },
] as never[];

type Snap = SnapshotFrom<typeof signUpMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.signUp?.Account ?? null, s.context.texted?.at ?? null, s.context.resendError ?? null]);

/** Replays steps on the real machine with a resend that never answers (the graph's events stand for its answers). */
function replay(steps: readonly { event: unknown }[]) {
  const resent: SignUpFields[] = [];
  const actor = createActor(
    signUpMachine.provide({
      actors: {
        resend: fromPromise<Texted, SignUpFields>(({ input }) => {
          resent.push(input);
          return new Promise(() => undefined);
        }),
      },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), resent };
}
const typeOf = (s: { event: unknown }) => (s.event as { type: string }).type;
const paths = getShortestPaths(signUpMachine, { events, serializeState: (s) => key(s as Snap) as never });

const expected: Record<string, (r: ReturnType<typeof replay>, steps: readonly { event: unknown }[]) => void> = {
  form: (r, steps) => {
    // back to the form: what was typed fills it again, no countdown is left
    expect(r.snapshot.context.signUp).toEqual(steps.some((s) => typeOf(s) === 'signUp.back') ? MOBILE : undefined);
    expect(r.snapshot.context.texted).toBeUndefined();
  },
  mailed: (r) => {
    expect(r.snapshot.context.signUp).toBeUndefined();
    expect(r.resent).toEqual([]);
  },
  code: (r, steps) => {
    // the code step keeps what was typed, for another code, and the countdown of the last text sent
    expect(r.snapshot.context.signUp).toEqual(MOBILE);
    const last = typeOf(steps.at(-1)!);
    if (last === 'xstate.error.actor.resend') expect(r.snapshot.context.resendError).toBe(tooSoon.message);
    else expect(r.snapshot.context.resendError).toBeUndefined();
    const resentOnce = steps.some((s) => typeOf(s) === 'xstate.done.actor.resend');
    expect(r.snapshot.context.texted).toEqual(resentOnce ? AGAIN : FIRST);
  },
  resending: (r) => {
    // another code is asked for the very sign-up typed
    expect(r.resent.at(-1)).toEqual(MOBILE);
  },
  done: (r, steps) => {
    expect(steps.map(typeOf)).toContain('signUp.texted');
    expect(r.snapshot.status).toBe('active');
  },
};

describe('the sign-up machine, every state by its shortest path', () => {
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

  it('a refused resend keeps the code step and the typed sign-up, and says why', () => {
    const r = replay([
      { event: { type: 'signUp.texted', signUp: MOBILE, texted: FIRST } },
      { event: { type: 'signUp.resend' } },
      { event: { type: 'xstate.error.actor.resend', error: tooSoon } },
    ]);
    expect(r.snapshot.value).toBe('code');
    expect(r.snapshot.context).toMatchObject({ signUp: MOBILE, texted: FIRST, resendError: tooSoon.message });
  });
});
