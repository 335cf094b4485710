import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { ManifestEdit, ManifestRecord } from '../../../src/contract/manifest';
import { draftOf, editOf } from '../../../src/features/manifest/editorModel';
import {
  CHECK_PAUSE_MS,
  type CheckView,
  type EditNotice,
  manifestEditMachine,
  type Removal,
  type SaveAnswer,
  type SubmitAnswer,
} from '../../../src/features/manifest/machines/manifestEditMachine';

// A returned draft at version 7, its problems and the check's, and the same manifest saved elsewhere (8).
const problem = (path: string): CheckView['Problems'][number] => ({ Path: path, Code: 'mft.required', Message: `bad ${path}` });
const RECORD = {
  Id: 31,
  VERSION: 7,
  MFT_MBL_NO: 'COSU6300001',
  MFT_VESSEL: 'COSCO PRIDE',
  MFT_LOADING_AT: null,
  Shipper: { NAME: 'HANGZHOU TIANXIANG' },
  Consignee: {},
  Notify: {},
  Isf: {},
  Containers: [],
  Items: [],
  Problems: [problem('/MFT_VOYAGE')],
  SiDiff: [],
  Deadline: null,
} as unknown as ManifestRecord;
const ELSEWHERE = { ...RECORD, VERSION: 8, MFT_VESSEL: 'COSCO GLORY', Problems: [] } as ManifestRecord;
const TYPED = { ...draftOf(RECORD), header: { ...draftOf(RECORD).header, MFT_VOYAGE: '012E' } };
const CHECKED = { Problems: [problem('/Shipper/NAME'), problem('/Containers')], SiDiff: [], Deadline: null } as unknown as CheckView;
const SAVED: SaveAnswer = { VERSION: 9, Problems: [] };
const REFUSED: SubmitAnswer = { Failed: [{ Problems: [problem('/Items')] }] };
const stale = Object.assign(new Error('保存前已被他人修改'), { status: 400, code: 'STALE' });
// what the HTTP layer throws when the server cannot be reached (src/streams/http.ts)
const dropped = Object.assign(new Error('The server cannot be reached. Check the connection and try again.'), { status: 0 });

const CHECK_EVENT = 'xstate.after.CHECK_PAUSE.manifestEdit.live.waiting';
const USER = [
  { type: 'draft.change', draft: TYPED },
  { type: 'record.read', record: ELSEWHERE },
  { type: 'stale.reload', record: ELSEWHERE },
  { type: 'save' },
  { type: 'submit' },
  { type: 'amend.send', reason: ' AMD01 ', remarks: 'vessel renamed' },
  { type: 'amend.send', reason: '  ', remarks: '' },
  { type: 'delete.ask', reason: 'AMD01' },
  { type: 'cancel.ask' },
] as const;
const ANSWERS = [
  { type: CHECK_EVENT },
  { type: 'xstate.done.actor.check', output: CHECKED },
  { type: 'xstate.error.actor.check', error: dropped },
  { type: 'xstate.done.actor.save', output: SAVED },
  { type: 'xstate.error.actor.save', error: stale },
  { type: 'xstate.error.actor.save', error: dropped },
  { type: 'xstate.done.actor.submit', output: { Failed: [] } },
  { type: 'xstate.done.actor.submit', output: REFUSED },
  { type: 'xstate.error.actor.submit', error: dropped },
  { type: 'xstate.done.actor.sendAmendment', output: undefined },
  { type: 'xstate.error.actor.sendAmendment', error: stale },
  { type: 'xstate.done.actor.confirm', output: true },
  { type: 'xstate.done.actor.confirm', output: false },
  { type: 'xstate.done.actor.remove', output: undefined },
  { type: 'xstate.error.actor.remove', error: dropped },
];
const events = [...USER, ...ANSWERS] as never[];

type Snap = SnapshotFrom<typeof manifestEditMachine>;
const key = (s: Snap) => {
  const c = s.context;
  return JSON.stringify([s.value, c.dirty, c.version, c.readVersion, c.stale?.by ?? null, c.afterSave ?? null, c.removal?.kind ?? null]);
};
const typeOf = (e: unknown) => (e as { type: string }).type;

/** The real machine with calls that never answer (the graph's events stand for their answers), its effects recorded, on a simulated clock. */
function replay(steps: readonly { event: unknown }[]) {
  const calls: { actor: string; input: unknown }[] = [];
  const told: EditNotice[] = [];
  const effects: string[] = [];
  const pending = <I, O>(actor: string) =>
    fromPromise<O, I>(({ input }) => {
      calls.push({ actor, input });
      return new Promise<O>(() => undefined);
    });
  const clock = new SimulatedClock();
  const actor = createActor(
    manifestEditMachine.provide({
      actors: {
        check: pending<{ Id: number } & ManifestEdit, CheckView>('check'),
        save: pending<{ Id: number; VERSION: number } & ManifestEdit, SaveAnswer>('save'),
        submit: pending<{ Id: number }, SubmitAnswer>('submit'),
        sendAmendment: pending<{ Id: number; VERSION: number; ChangeReasonCode: string; Remarks?: string }, unknown>('sendAmendment'),
        confirm: pending<Removal, boolean>('confirm'),
        remove: pending<{ Id: number; ChangeReasonCode?: string }, unknown>('remove'),
      },
      actions: {
        tell: (_, n) => told.push(n),
        savedRecord: (_, p) => effects.push(`saved:${p.id}`),
        refreshLists: () => effects.push('refresh'),
        leave: (_, p) => effects.push(`leave:${p.to}`),
      },
    }),
    { input: { record: RECORD }, clock },
  ).start();
  for (const s of steps) {
    if (typeOf(s.event) === CHECK_EVENT) clock.increment(CHECK_PAUSE_MS);
    else if (typeOf(s.event) !== 'xstate.init') actor.send(s.event as never);
  }
  return { snapshot: actor.getSnapshot(), calls, told, effects, actor };
}
const lastCall = (r: ReturnType<typeof replay>, actor: string) => r.calls.filter((c) => c.actor === actor).at(-1)?.input as Record<string, unknown> | undefined;

const paths = getShortestPaths(manifestEditMachine, {
  events,
  input: { record: RECORD },
  serializeState: (s: unknown) => key(s as Snap) as never,
} as never);

/** What the person may do in each state of the work: only one step at a time, nothing once submitted or sent. */
const MOVES = ['save', 'submit', 'amend.send', 'delete.ask', 'cancel.ask'] as const;
function allowedIn(work: string, dirty: boolean): readonly string[] {
  if (work !== 'idle') return [];
  // saving asks for something unsaved (the button is off otherwise)
  return dirty ? MOVES : MOVES.filter((m) => m !== 'save');
}
const workOf = (s: Snap) => {
  const w = (s.value as { work: string | { busy: string } }).work;
  return typeof w === 'string' ? w : `busy.${w.busy}`;
};

describe('manifest edit machine (model-based)', () => {
  it('reaches every state of both regions', () => {
    const live = new Set(paths.map((p) => (p.state.value as { live: string }).live));
    const work = new Set(paths.map((p) => workOf(p.state as Snap)));
    expect([...live].sort()).toEqual(['checking', 'idle', 'waiting']);
    expect([...work].sort()).toEqual(['busy.confirming', 'busy.removing', 'busy.saving', 'busy.sendingAmendment', 'busy.submitting', 'idle', 'left']);
  });

  it('every path replays on the real machine to the same state, and what that state promises holds', () => {
    expect(paths.length).toBeGreaterThan(100);
    for (const p of paths) {
      const r = replay(p.steps);
      const s = r.snapshot;
      const trail = p.steps.map((x) => typeOf(x.event)).join(' → ');
      expect(key(s), trail).toBe(key(p.state as Snap));
      const work = workOf(s);
      const last = p.steps.at(-1)!.event as { type: string; error?: unknown };

      // only one step at a time: while one runs (or after leaving) the buttons' events do nothing
      for (const move of MOVES) {
        const event =
          move === 'amend.send' ? { type: move, reason: 'AMD01', remarks: '' } : move === 'delete.ask' ? { type: move, reason: '' } : { type: move };
        expect(s.can(event as never), `${move} in ${work} after ${trail}`).toBe(allowedIn(work, s.context.dirty).includes(move));
      }
      // an amendment is never sent without its change reason
      expect(s.can({ type: 'amend.send', reason: ' ', remarks: '' })).toBe(false);
      // typing is always taken, and always (re)starts the live check's pause
      expect(s.can({ type: 'draft.change', draft: TYPED })).toBe(true);

      // the live check asks about the draft as it is now, and shows its answer
      if ((s.value as { live: string }).live === 'checking') expect(lastCall(r, 'check')).toEqual({ Id: RECORD.Id, ...editOf(s.context.draft) });
      if (typeOf(last) === 'xstate.done.actor.check' && lastCall(r, 'check')) expect(s.context.check).toEqual(CHECKED);

      // a save sends the version the editor holds, and the draft as typed
      if (work === 'busy.saving') expect(lastCall(r, 'save')).toEqual({ Id: RECORD.Id, VERSION: s.context.version, ...editOf(s.context.draft) });
      // the amendment goes at the version saved, with the trimmed reason
      if (work === 'busy.sendingAmendment')
        expect(lastCall(r, 'sendAmendment')).toEqual({ Id: RECORD.Id, VERSION: s.context.version, ChangeReasonCode: 'AMD01', Remarks: 'vessel renamed' });
      if (work === 'busy.submitting') {
        expect(lastCall(r, 'submit')).toEqual({ Id: RECORD.Id });
        // submitted only with nothing unsaved: a dirty draft was saved (and answered) first
        expect(s.context.dirty).toBe(false);
      }
      if (work === 'busy.removing')
        expect(lastCall(r, 'remove')).toEqual(s.context.removal?.kind === 'delete' ? { Id: RECORD.Id, ChangeReasonCode: 'AMD01' } : { Id: RECORD.Id });

      // a stale refusal keeps the edits and says why; a dropped connection keeps them too, says so, and claims nothing stale
      if (typeOf(last) === 'xstate.error.actor.save' && work === 'idle') {
        expect(s.context.dirty).toBe(true);
        expect(r.told.at(-1)).toEqual({ intent: 'danger', say: 'refusal', message: (last.error as Error).message });
        if (last.error === stale) expect(s.context.stale).toEqual({ by: 'refusal', message: stale.message });
        else expect(s.context.stale?.by).not.toBe('refusal');
      }
      // problems the submit found keep the editor open with them
      if (typeOf(last) === 'xstate.done.actor.submit' && work === 'idle') expect(s.context.check.Problems).toEqual(REFUSED.Failed[0]!.Problems);
      // left only by a submit or an amendment that went through, told first
      if (work === 'left') {
        expect(r.effects.at(-1)).toMatch(/^leave:(submitted|amended)$/);
        expect(r.told.at(-1)?.intent).toBe('success');
      }
      // whichever way a step ended, the lists read again: once per step
      const started = p.steps.filter((x, i) => i > 0 && workOf(p.steps[i - 1]!.state as Snap) === 'idle' && workOf(x.state as Snap) !== 'idle').length;
      const running = work.startsWith('busy.') ? 1 : 0;
      expect(r.effects.filter((e) => e === 'refresh').length, trail).toBe(started - running);
      r.actor.stop();
    }
    // about a thousand paths: a few seconds alone, longer on a shared machine
  }, 120_000);

  it('someone else saving shows their version when nothing is unsaved here, and says so when something is', () => {
    const clean = replay([{ event: { type: 'record.read', record: ELSEWHERE } }]);
    expect(clean.snapshot.context).toMatchObject({ version: 8, dirty: false, stale: undefined, draft: draftOf(ELSEWHERE) });
    const typed = replay([{ event: { type: 'draft.change', draft: TYPED } }, { event: { type: 'record.read', record: ELSEWHERE } }]);
    expect(typed.snapshot.context).toMatchObject({ version: 7, dirty: true, stale: { by: 'elsewhere' }, draft: TYPED });
    typed.actor.send({ type: 'stale.reload', record: ELSEWHERE });
    expect(typed.actor.getSnapshot().context).toMatchObject({ version: 8, dirty: false, stale: undefined, draft: draftOf(ELSEWHERE) });
  });

  it('submit with unsaved edits saves, then submits, then leaves for the submitted page (calls answering)', async () => {
    const order: string[] = [];
    const actor = createActor(
      manifestEditMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => {
            order.push(`save v${input.VERSION}`);
            return SAVED;
          }),
          submit: fromPromise(async (): Promise<SubmitAnswer> => {
            order.push('submit');
            return { Failed: [] };
          }),
        },
        actions: { leave: (_, p) => void order.push(`leave:${p.to}`), refreshLists: () => void order.push('refresh') },
      }),
      { input: { record: RECORD } },
    ).start();
    actor.send({ type: 'draft.change', draft: TYPED });
    actor.send({ type: 'submit' });
    await new Promise((done) => setTimeout(done, 0));
    await new Promise((done) => setTimeout(done, 0));
    expect(order).toEqual(['save v7', 'submit', 'refresh', 'leave:submitted']);
    expect(actor.getSnapshot().context.version).toBe(9);
    actor.stop();
  });
});
