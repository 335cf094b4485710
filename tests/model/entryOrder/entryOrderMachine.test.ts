import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { ENT_MOVES, ENT_STATUS, type EntStatus, entEventsFor } from '../../../src/domain/entryOrder/status';
import {
  allows,
  type EntryMove,
  type EntryMoved,
  entryOrderMachine,
  type OrderSubject,
  tableEvent,
} from '../../../src/features/entryOrder/machines/entryOrderMachine';
import { keyOf, replay as replayOn, type Step, stateOf, typeOf, walk } from './movesWalk';

/** An order as staff read it in a state: its Moves are the state table's for the staff. */
const at = (status: EntStatus, VERSION = 2): OrderSubject => ({ Id: 7, VERSION, ENT_STATUS: status, Moves: entEventsFor(status, 'staff') });
const asCustomer = (status: EntStatus): OrderSubject => ({ Id: 7, VERSION: 2, ENT_STATUS: status, Moves: entEventsFor(status, 'customer') });
const BODY = { ENT_FORM_ID: 3, ENT_DIRECTION: 'EXPORT', ENT_TRANSPORT_METHOD: 'FCL' } as const;
const MADE: EntryMoved = { Id: 7, VERSION: 1, ENT_STATUS: ENT_STATUS.DRAFT, ENT_NO: 'ENT-7', Problems: [] };
const refusal = (code: string, message: string) => Object.assign(new Error(message), { status: 400, code });
const dropped = Object.assign(new Error('The server cannot be reached.'), { status: 0 });
const madeThenRefused = Object.assign(new Error('The order breaks its form’s rules'), { status: 400, code: 'PROBLEMS', madeId: 7 });

const events = [
  { type: 'ent.new' },
  { type: 'ent.open', id: 7 },
  { type: 'ent.close' },
  { type: 'ent.save', body: BODY },
  { type: 'ent.submit', body: BODY },
  { type: 'ent.save', subject: at(ENT_STATUS.DRAFT), body: BODY },
  { type: 'ent.save', subject: at(ENT_STATUS.ACCEPTED), body: BODY },
  { type: 'ent.submit', subject: at(ENT_STATUS.DRAFT), body: BODY },
  { type: 'ent.submit', subject: at(ENT_STATUS.SUBMITTED), body: BODY },
  { type: 'ent.decide', subject: at(ENT_STATUS.SUBMITTED), input: { Id: 7, VERSION: 2, Accept: true, OperatorId: 4 } },
  { type: 'ent.decide', subject: at(ENT_STATUS.SUBMITTED), input: { Id: 7, VERSION: 2, Accept: false, Reason: 'x' } },
  { type: 'ent.decide', subject: asCustomer(ENT_STATUS.SUBMITTED), input: { Id: 7, VERSION: 2, Accept: true } },
  { type: 'ent.book', subject: at(ENT_STATUS.ACCEPTED), input: { Id: 7, VERSION: 2 } },
  { type: 'ent.book', subject: asCustomer(ENT_STATUS.ACCEPTED), input: { Id: 7, VERSION: 2 } },
  { type: 'ent.link', subject: at(ENT_STATUS.ACCEPTED), input: { Id: 7, VERSION: 2, CGO_ID: 'CGO-1' } },
  { type: 'ent.link', subject: at(ENT_STATUS.DRAFT), input: { Id: 7, VERSION: 2, CGO_ID: 'CGO-1' } },
  { type: 'ent.cancel', subject: at(ENT_STATUS.BOOKED), input: { Id: 7, VERSION: 2, Reason: 'customer asked' } },
  { type: 'ent.cancel', subject: asCustomer(ENT_STATUS.BOOKED), input: { Id: 7, VERSION: 2, Reason: 'customer asked' } },
  { type: 'ent.cancel', subject: at(ENT_STATUS.SHIPPED), input: { Id: 7, VERSION: 2, Reason: 'too late' } },
  { type: 'xstate.done.actor.move', output: MADE },
  { type: 'xstate.error.actor.move', error: refusal('STALE', 'Someone changed this') },
  { type: 'xstate.error.actor.move', error: madeThenRefused },
  { type: 'xstate.error.actor.move', error: dropped },
  { type: 'ent.retry' },
  { type: 'ent.dismiss' },
] as never[];

type Snap = SnapshotFrom<typeof entryOrderMachine>;
const replay = (steps: readonly Step[]) => replayOn<typeof entryOrderMachine, EntryMove>(entryOrderMachine, steps);

/** Where §9.2's table (read here from ENT_MOVES, not from the machine) has each event, for whom. */
function tableAllows(m: EntryMove): boolean {
  if (!m.subject) return m.kind === 'save' || m.kind === 'submit';
  const by = m.subject.Moves.length && entEventsFor(m.subject.ENT_STATUS, 'staff').join() === m.subject.Moves.join() ? 'staff' : 'customer';
  return ENT_MOVES.some((x) => x.event === tableEvent(m) && x.from.includes(m.subject!.ENT_STATUS) && x.by.includes(by));
}

const paths = walk(entryOrderMachine, events);

describe('entry order machine: save → submit → decide → book / link / cancel (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => stateOf(p.state as Snap)))].sort()).toEqual([
      '"closed"',
      '{"open":"idle"}',
      '{"open":"offline"}',
      '{"open":"sending"}',
    ]);
  });

  it('every path replays on the real machine; only moves the state table has are ever sent, a made order is opened, a refusal reads it again', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) {
      const r = replay(p.steps);
      const trail = p.steps.map(typeOf).join(' → ');
      expect(keyOf(r.snapshot), trail).toBe(keyOf(p.state as Snap));
      for (const m of r.sent) {
        expect(tableAllows(m), `${trail}: ${m.kind}`).toBe(true);
        if (m.kind === 'cancel') expect(m.input.Reason.trim().length).toBeGreaterThanOrEqual(2);
        if (m.kind === 'decide' && !m.input.Accept) expect((m.input.Reason ?? '').trim().length).toBeGreaterThanOrEqual(2);
      }
      const prev = replay(p.steps.slice(0, -1));
      const last = p.steps.at(-1);
      const was = stateOf(prev.snapshot);
      const now = stateOf(r.snapshot);
      if (now === '{"open":"sending"}') expect(r.sent.at(-1)).toEqual(r.snapshot.context.pending);
      if (typeOf(last) === 'ent.retry' && now === '{"open":"sending"}') expect(r.sent.at(-1)).toEqual(prev.sent.at(-1));
      if (now === '{"open":"offline"}') expect(r.snapshot.context.pending).toBeDefined();
      if (was === '{"open":"sending"}' && typeOf(last) === 'xstate.done.actor.move') {
        expect(r.told).toEqual([...prev.told, prev.snapshot.context.pending]);
        expect(r.snapshot.context.pending).toBeUndefined();
        // a new order made: opened by the id the server gave
        if (prev.snapshot.context.id === undefined) expect(r.made).toEqual([...prev.made, 7]);
      }
      if (was === '{"open":"sending"}' && typeOf(last) === 'xstate.error.actor.move' && now === '{"open":"idle"}') {
        expect(r.snapshot.context.problem?.message).toBe((last!.event as unknown as { error: Error }).error.message);
        expect(r.reread.length).toBe(prev.reread.length + 1);
        expect(r.told).toEqual(prev.told);
      }
    }
  });

  it('offers a move exactly where §9.2 has it for the reader', () => {
    for (const status of Object.values(ENT_STATUS)) {
      for (const [subject, by] of [
        [at(status), 'staff'],
        [asCustomer(status), 'customer'],
      ] as const) {
        const has = (event: string) => ENT_MOVES.some((x) => x.event === event && x.from.includes(status) && x.by.includes(by));
        expect(allows({ kind: 'save', subject, body: BODY })).toBe(has('save'));
        expect(allows({ kind: 'submit', subject, body: BODY })).toBe(has('submit'));
        expect(allows({ kind: 'decide', subject, input: { Id: 7, VERSION: 2, Accept: true } })).toBe(has('accept'));
        expect(allows({ kind: 'decide', subject, input: { Id: 7, VERSION: 2, Accept: false, Reason: 'no space' } })).toBe(has('reject'));
        expect(allows({ kind: 'book', subject, input: { Id: 7, VERSION: 2 } })).toBe(has('book'));
        expect(allows({ kind: 'link', subject, input: { Id: 7, VERSION: 2, CGO_ID: 'C1' } })).toBe(has('link'));
        expect(allows({ kind: 'cancel', subject, input: { Id: 7, VERSION: 2, Reason: 'asked' } })).toBe(has('cancel'));
      }
    }
    // a new order may only be saved or submitted; a reject and a cancel need a reason; a link a booking
    expect(allows({ kind: 'save', body: BODY })).toBe(true);
    expect(allows({ kind: 'decide', subject: at(ENT_STATUS.SUBMITTED), input: { Id: 7, VERSION: 2, Accept: false, Reason: ' ' } })).toBe(false);
    expect(allows({ kind: 'cancel', subject: at(ENT_STATUS.DRAFT), input: { Id: 7, VERSION: 2, Reason: '' } })).toBe(false);
    expect(allows({ kind: 'link', subject: at(ENT_STATUS.ACCEPTED), input: { Id: 7, VERSION: 2, CGO_ID: ' ' } })).toBe(false);
  });

  it('a submit of a new order whose save made it and whose submit was refused opens the made order, with the refusal', () => {
    const r = replay([{ event: { type: 'ent.new' } }, { event: { type: 'ent.submit', body: BODY } }]);
    r.actor.send({ type: 'xstate.error.actor.move', error: madeThenRefused } as never);
    const s = r.actor.getSnapshot();
    expect(s.value).toEqual({ open: 'idle' });
    expect(s.context.id).toBe(7);
    expect(s.context.problem?.message).toBe(madeThenRefused.message);
    expect(r.made).toEqual([7]);
    r.actor.stop();
  });

  it('a save whose connection dropped is sent again, unchanged, on retry (under its VERSION: one that landed is refused STALE, never made twice)', async () => {
    const versions: (number | undefined)[] = [];
    let calls = 0;
    const actor = createActor(
      entryOrderMachine.provide({
        actors: {
          move: fromPromise<EntryMoved, EntryMove>(async ({ input }) => {
            versions.push(input.subject?.VERSION);
            if (++calls === 1) throw dropped;
            return { ...MADE, VERSION: 3 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'ent.open', id: 7 });
    actor.send({ type: 'ent.save', subject: at(ENT_STATUS.DRAFT, 2), body: { ...BODY, Id: 7, VERSION: 2 } } as never);
    await new Promise((done) => setTimeout(done, 0));
    expect(actor.getSnapshot().value).toEqual({ open: 'offline' });
    actor.send({ type: 'ent.retry' });
    await new Promise((done) => setTimeout(done, 0));
    expect(actor.getSnapshot().value).toEqual({ open: 'idle' });
    expect(versions).toEqual([2, 2]);
    actor.stop();
  });
});
