import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Applied, RiskCheckAnswer } from '../../../src/contract/orderApply/calls';
import { OAP_STATUS } from '../../../src/domain/orderApply/status';
import {
  type ApplicationMove,
  type ApplicationSubject,
  type ApplyForm,
  allows,
  blApplicationMachine,
  checkedIsFresh,
  formKey,
} from '../../../src/features/orderApply/machines/blApplicationMachine';
import { idempotencyKeyOf } from '../../../src/lib/idempotencyKey';

const EMPTY: ApplyForm = { HBL_ID: 0, Kind: 3, UseGuarantee: false };
const ANSWER = {
  Level: 'BLOCK',
  CompanyId: 3,
  HBL_NO: 'HB1',
  CompanyName: '天祥',
  UnpaidCny: 100,
  GuaranteeAvailableCny: null,
  Results: [],
} as unknown as RiskCheckAnswer;
const APPLIED: Applied = { Id: 5, OAP_NO: 'OAP-5', OAP_STATUS: OAP_STATUS.BLOCKED, OAP_RISK_LEVEL: 'BLOCK', Version: 2, Results: [] };
const at = (status: number, Version = 2): ApplicationSubject => ({ Id: 5, Version, OAP_STATUS: status });
const BLOCKED = at(OAP_STATUS.BLOCKED);
const PENDING = at(OAP_STATUS.PENDING_REVIEW);
const APPROVED = at(OAP_STATUS.APPROVED);
const RELEASED = at(OAP_STATUS.RELEASED);
const KEY = idempotencyKeyOf('oap-release-5', 1);
const refusal = (code: string, message: string) => Object.assign(new Error(message), { status: 400, code });
const dropped = Object.assign(new Error('The server cannot be reached. Check the connection and try again.'), { status: 0 });
const decide = (subject: ApplicationSubject, Approve: boolean) => ({
  type: 'oap.decide',
  subject,
  input: { Id: 5, Version: subject.Version, Approve, Overrides: [], Remarks: '' },
});
const release = (subject: ApplicationSubject) => ({ type: 'oap.release', subject, input: { Id: 5, Version: subject.Version }, key: KEY });

const events = [
  { type: 'oap.new', form: EMPTY },
  { type: 'oap.edit', patch: { HBL_ID: 42 } },
  { type: 'oap.edit', patch: { Kind: 4 } },
  { type: 'oap.check' },
  { type: 'oap.submit' },
  { type: 'xstate.done.actor.riskCheck', output: ANSWER },
  { type: 'xstate.error.actor.riskCheck', error: refusal('INVALID', 'No such B/L') },
  { type: 'xstate.done.actor.apply', output: APPLIED },
  { type: 'xstate.error.actor.apply', error: refusal('LIVE_APPLICATION', 'This B/L has a live application') },
  { type: 'oap.open', id: 5 },
  { type: 'oap.close' },
  { type: 'oap.recheck', subject: BLOCKED },
  { type: 'oap.recheck', subject: PENDING },
  decide(PENDING, true),
  decide(APPROVED, true),
  release(APPROVED),
  release(RELEASED),
  { type: 'oap.cancel', subject: PENDING, input: { Id: 5, Version: 2, Reason: 'customer asked' } },
  { type: 'oap.cancel', subject: PENDING, input: { Id: 5, Version: 2, Reason: 'x' } },
  { type: 'xstate.done.actor.move', output: {} },
  { type: 'xstate.error.actor.move', error: refusal('RISK_BLOCKED', 'Checked again now, unpaid charges block this application') },
  { type: 'xstate.error.actor.move', error: refusal('FACTS_CHANGED', 'Charges changed after the check') },
  { type: 'xstate.error.actor.move', error: refusal('STALE', 'Changed meanwhile') },
  { type: 'xstate.error.actor.move', error: dropped },
  { type: 'oap.retry' },
] as never[];

type Snap = SnapshotFrom<typeof blApplicationMachine>;
/** What a state holds that matters there: the form and its check while applying, the application and its move while viewing. */
const key = (s: Snap) =>
  JSON.stringify(
    s.matches('applying')
      ? [s.value, s.context.form, s.context.checked?.for ?? null, s.context.problem?.message ?? null]
      : [s.value, s.context.id ?? null, s.context.pending ?? null, s.context.problem?.message ?? null],
  );
type Step = { event: unknown };
const typeOf = (s: Step | undefined) => (s?.event as { type: string } | undefined)?.type ?? '';
const stateOf = (s: Snap) => JSON.stringify(s.value);

/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers), recording every effect. */
function replay(steps: readonly Step[]) {
  const checked: ApplyForm[] = [];
  const applied: ApplyForm[] = [];
  const sent: ApplicationMove[] = [];
  const told: ApplicationMove[] = [];
  const reread: number[] = [];
  const made: Applied[] = [];
  /** A call that records what it was given and never answers. */
  const recorded =
    <I>(into: I[]) =>
    ({ input }: { input: I }) => {
      into.push(input);
      return new Promise<never>(() => undefined);
    };
  const actor = createActor(
    blApplicationMachine.provide({
      actors: {
        riskCheck: fromPromise<RiskCheckAnswer, ApplyForm>(recorded(checked)),
        apply: fromPromise<Applied, ApplyForm>(recorded(applied)),
        move: fromPromise<unknown, ApplicationMove>(recorded(sent)),
      },
      actions: {
        applied: (_, p) => void made.push(p.made),
        told: (_, p) => void told.push(p.move),
        reread: (_, p) => void reread.push(p.id),
      },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), checked, applied, sent, told, reread, made, actor };
}

/** Where operations.md §11.2 has each move (read here, not from the machine): from which states. */
const FROM: Record<string, number[]> = {
  recheck: [OAP_STATUS.BLOCKED],
  approve: [OAP_STATUS.PENDING_REVIEW],
  reject: [OAP_STATUS.PENDING_REVIEW],
  release: [OAP_STATUS.AUTO_APPROVED, OAP_STATUS.APPROVED],
  cancel: [OAP_STATUS.SUBMITTED, OAP_STATUS.AUTO_APPROVED, OAP_STATUS.PENDING_REVIEW, OAP_STATUS.BLOCKED, OAP_STATUS.APPROVED],
};
const tableName = (m: ApplicationMove) => (m.kind === 'decide' ? (m.input.Approve ? 'approve' : 'reject') : m.kind);

function onlyAllowed(sent: readonly ApplicationMove[]) {
  for (const m of sent) {
    expect(FROM[tableName(m)], `${tableName(m)} from ${m.subject.OAP_STATUS}`).toContain(m.subject.OAP_STATUS);
    if (m.kind === 'cancel') expect(m.input.Reason.trim().length).toBeGreaterThanOrEqual(2);
  }
}

/**
 * A vertex is the state and, when the step moved it to another state, the step that did: a refusal may
 * leave the detail idle as it was, and only a vertex of its own gives the walk a path ending in it.
 */
const via = (e: unknown) => {
  const { type, error } = (e ?? {}) as { type?: string; error?: { code?: string } };
  return JSON.stringify([type ?? null, error?.code ?? null]);
};
const paths = getShortestPaths(blApplicationMachine, {
  events,
  serializeState: (s, e, prev) =>
    `${key(s as Snap)}${prev && stateOf(prev as Snap) !== stateOf(s as Snap) ? ` from ${stateOf(prev as Snap)} by ${via(e)}` : ''}` as never,
});

/** On every path, what must hold in the state it ends in (checked against the flow one step before). */
const expected: Record<string, (r: ReturnType<typeof replay>, prev: ReturnType<typeof replay>, last: Step | undefined) => void> = {
  '"closed"': (r) => {
    expect(r.snapshot.context.id).toBeUndefined();
    expect(r.snapshot.context.pending).toBeUndefined();
  },
  '{"applying":"editing"}': (r, prev, last) => {
    const c = r.snapshot.context;
    if (typeOf(last) === 'xstate.done.actor.riskCheck' && stateOf(prev.snapshot) === '{"applying":"checking"}') {
      // the results shown are those of the form that was checked
      expect(c.checked).toEqual({ for: formKey(prev.snapshot.context.checking!), answer: ANSWER });
      expect(c.problem).toBeUndefined();
    }
    if (typeOf(last) === 'xstate.error.actor.riskCheck' && stateOf(prev.snapshot) === '{"applying":"checking"}') {
      expect(c.checked).toBeUndefined();
      expect(c.problem?.message).toBe('No such B/L');
    }
    // a submit without a check of the form as it is sends nothing
    if (typeOf(last) === 'oap.submit') expect(r.applied.length).toBe(prev.applied.length);
    // a check without a B/L sends nothing
    if (typeOf(last) === 'oap.check') expect(r.checked.length).toBe(prev.checked.length);
  },
  '{"applying":"checking"}': (r, prev, last) => {
    // the form as it was asked goes to the check (the results are kept for it), and only with a B/L picked
    expect(r.checked.at(-1)).toEqual(r.snapshot.context.checking);
    expect(r.checked.at(-1)!.HBL_ID).toBeGreaterThan(0);
    if (typeOf(last) === 'oap.check') expect(r.checked.at(-1)).toEqual(prev.snapshot.context.form);
  },
  '{"applying":"submitting"}': (r, prev, last) => {
    // submitted only with a check of the form as it is: every rule's result was shown first
    if (typeOf(last) === 'oap.submit') {
      expect(checkedIsFresh(prev.snapshot.context)).toBe(true);
      expect(r.applied.at(-1)).toEqual(prev.snapshot.context.form);
    }
    expect(r.applied.length).toBeGreaterThan(0);
  },
  '{"viewing":"idle"}': (r, prev, last) => {
    const c = r.snapshot.context;
    expect(c.id).toBe(5);
    expect(c.pending).toBeUndefined();
    onlyAllowed(r.sent);
    const was = stateOf(prev.snapshot);
    if (typeOf(last) === 'oap.open') {
      // opened (from the list or a link): the detail starts afresh
      expect(c.problem).toBeUndefined();
      expect(r.sent.length).toBe(prev.sent.length);
    } else if (was === '{"applying":"submitting"}') {
      // made: told with its number and state, opened
      expect(typeOf(last)).toBe('xstate.done.actor.apply');
      expect(r.made).toEqual([APPLIED]);
    } else if (was === '{"viewing":"sending"}' && typeOf(last) === 'xstate.done.actor.move') {
      expect(r.told).toEqual([...prev.told, prev.snapshot.context.pending!]);
      expect(r.reread).toEqual([...prev.reread, 5]);
      expect(c.problem).toBeUndefined();
    } else if (was === '{"viewing":"sending"}') {
      // refused: the reason stays in the dialog and the application is read again — RISK_BLOCKED and
      // FACTS_CHANGED mean the server checked it again on today's facts and moved it, STALE that someone did
      const error = (last!.event as { error: Error }).error;
      expect(c.problem?.message).toBe(error.message);
      expect(r.reread).toEqual([...prev.reread, 5]);
      expect(r.told).toEqual(prev.told);
    } else {
      // a move the state table does not have (or a cancel without a reason) sends nothing
      expect(r.sent.length).toBe(prev.sent.length);
    }
  },
  '{"viewing":"sending"}': (r, prev, last) => {
    expect(r.sent.at(-1)).toEqual(r.snapshot.context.pending);
    onlyAllowed(r.sent);
    // a retry after a dropped connection sends the same move again (a release with the same Idempotency-Key)
    if (typeOf(last) === 'oap.retry') expect(r.sent.at(-1)).toEqual(prev.sent.at(-1));
  },
  '{"viewing":"offline"}': (r) => {
    expect(r.snapshot.context.pending).toEqual(r.sent.at(-1));
    expect(r.snapshot.context.problem?.message).toBe(dropped.message);
  },
};

describe('B/L application machine: apply → risk → decision → release (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => stateOf(p.state as Snap)))].sort()).toEqual(Object.keys(expected).sort());
  });

  it('every path replays on the real machine, and what its last state promises holds', () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const p of paths) {
      const r = replay(p.steps);
      expect(key(r.snapshot), p.steps.map(typeOf).join(' → ')).toBe(key(p.state as Snap));
      const prev = replay(p.steps.slice(0, -1));
      expected[stateOf(r.snapshot)]!(r, prev, p.steps.at(-1));
      r.actor.stop();
      prev.actor.stop();
    }
  });

  it('the detail offers a move exactly where the state table has it', () => {
    for (const status of Object.values(OAP_STATUS)) {
      const s = at(status);
      expect(allows(s, 'recheck')).toBe(FROM.recheck!.includes(status));
      expect(allows(s, 'decide', true)).toBe(FROM.approve!.includes(status));
      expect(allows(s, 'decide', false)).toBe(FROM.reject!.includes(status));
      expect(allows(s, 'release')).toBe(FROM.release!.includes(status));
      expect(allows(s, 'cancel')).toBe(FROM.cancel!.includes(status));
    }
  });

  it('a release refused with FACTS_CHANGED stays in the dialog, reads the application again, and is asked again on the new version', () => {
    const r = replay([{ event: { type: 'oap.open', id: 5 } }, { event: release(APPROVED) }]);
    r.actor.send({ type: 'xstate.error.actor.move', error: refusal('FACTS_CHANGED', 'Charges changed after the check') } as never);
    expect(r.actor.getSnapshot().value).toEqual({ viewing: 'idle' });
    expect(r.actor.getSnapshot().context.problem?.message).toBe('Charges changed after the check');
    expect(r.reread).toEqual([5]);
    // read again: pending review now, so the release is not offered; once approved again (version 4) it is
    r.actor.send(release(at(OAP_STATUS.PENDING_REVIEW, 3)) as never);
    expect(r.sent.length).toBe(1);
    r.actor.send(release(at(OAP_STATUS.APPROVED, 4)) as never);
    expect(r.sent.at(-1)).toMatchObject({ kind: 'release', input: { Version: 4 } });
    expect(r.actor.getSnapshot().context.problem).toBeUndefined();
    r.actor.stop();
  });

  it('a release whose connection dropped is retried with the same key: the server answers the first release, nothing is released twice', async () => {
    const keys: string[] = [];
    let calls = 0;
    const actor = createActor(
      blApplicationMachine.provide({
        actors: {
          move: fromPromise<unknown, ApplicationMove>(async ({ input }) => {
            keys.push(input.kind === 'release' ? input.key : '');
            if (++calls === 1) throw dropped;
            return {};
          }),
        },
      }),
    ).start();
    actor.send({ type: 'oap.open', id: 5 });
    actor.send(release(APPROVED) as never);
    await new Promise((done) => setTimeout(done, 0));
    expect(actor.getSnapshot().value).toEqual({ viewing: 'offline' });
    actor.send({ type: 'oap.retry' });
    await new Promise((done) => setTimeout(done, 0));
    expect(actor.getSnapshot().value).toEqual({ viewing: 'idle' });
    expect(keys).toEqual([KEY, KEY]);
    actor.stop();
  });
});
