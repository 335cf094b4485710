import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SupplementSaved } from '../../../src/contract/entryOrder/calls';
import { SUP_MOVES, SUP_STATUS, type SupActor, type SupEvent, type SupStatus, supMove } from '../../../src/domain/entryOrder/status';
import {
  requestComplete,
  type SupplementMove,
  type SupplementRequestInput,
  type SupplementSubject,
  supAllows,
  supplementMachine,
  supTableEvent,
} from '../../../src/features/entryOrder/machines/supplementMachine';
import { keyOf, replay as replayOn, type Step, stateOf, typeOf, walk } from './movesWalk';

const movesFor = (status: SupStatus, by: SupActor): SupEvent[] => (['fill', 'accept', 'return', 'cancel'] as const).filter((e) => supMove(status, e, by).ok);
const at = (status: SupStatus, by: SupActor = 'staff'): SupplementSubject => ({ Id: 9, VERSION: 2, SUP_STATUS: status, Moves: movesFor(status, by) });
const REQUEST: SupplementRequestInput = {
  ENT_ID: 7,
  Scope: 'ORDER',
  AssigneeCompanyId: 3,
  Items: [{ Key: 'ENT_HSCODE', Label: { zh: 'HS编码', en: 'HS code' }, Kind: 'field', Required: true }],
  DueAt: '2030-05-01T10:00:00.000Z',
};
const SAVED: SupplementSaved = { Id: 9, SUP_NO: 'SUP-9', VERSION: 1, SUP_STATUS: SUP_STATUS.REQUESTED };
const refusal = (code: string, message: string) => Object.assign(new Error(message), { status: 400, code });
const dropped = Object.assign(new Error('The server cannot be reached.'), { status: 0 });
const fill = (s: SupplementSubject) => ({ type: 'sup.fill', subject: s, input: { Id: 9, VERSION: 2, Answers: { ENT_HSCODE: '851712' }, Files: [] } });
const decide = (s: SupplementSubject, Accept: boolean, Remarks?: string) => ({
  type: 'sup.decide',
  subject: s,
  input: { Id: 9, VERSION: 2, Accept, ...(Remarks ? { Remarks } : {}) },
});

const events = [
  { type: 'sup.new' },
  { type: 'sup.open', id: 9 },
  { type: 'sup.close' },
  { type: 'sup.request', input: REQUEST },
  { type: 'sup.request', input: { ...REQUEST, Items: [] } },
  { type: 'sup.request', input: { ...REQUEST, CGO_ID: 'C1' } },
  fill(at(SUP_STATUS.REQUESTED, 'assignee')),
  fill(at(SUP_STATUS.ACCEPTED, 'assignee')),
  fill(at(SUP_STATUS.REQUESTED, 'staff')),
  decide(at(SUP_STATUS.FILLED), true),
  decide(at(SUP_STATUS.FILLED), false, 'the HS code is of another line'),
  decide(at(SUP_STATUS.FILLED), false),
  decide(at(SUP_STATUS.REQUESTED), true),
  { type: 'sup.cancel', subject: at(SUP_STATUS.RETURNED), input: { Id: 9, VERSION: 2, Reason: 'no longer needed' } },
  { type: 'sup.cancel', subject: at(SUP_STATUS.ACCEPTED), input: { Id: 9, VERSION: 2, Reason: 'no longer needed' } },
  { type: 'xstate.done.actor.move', output: SAVED },
  { type: 'xstate.error.actor.move', error: refusal('SUP_DUE_AFTER_DCO', 'The due time must be before the cut-off') },
  { type: 'xstate.error.actor.move', error: refusal('STALE', 'Someone changed this') },
  { type: 'xstate.error.actor.move', error: dropped },
  { type: 'sup.retry' },
] as never[];

type Snap = SnapshotFrom<typeof supplementMachine>;
const replay = (steps: readonly Step[]) => replayOn<typeof supplementMachine, SupplementMove>(supplementMachine, steps);

const paths = walk(supplementMachine, events);

describe('supplement machine: request → fill → accept / return (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => stateOf(p.state as Snap)))].sort()).toEqual([
      '"closed"',
      '{"requesting":"editing"}',
      '{"requesting":"offline"}',
      '{"requesting":"sending"}',
      '{"viewing":"idle"}',
      '{"viewing":"offline"}',
      '{"viewing":"sending"}',
    ]);
  });

  it('every path replays; only complete requests and the moves SUP_MOVES has for the reader are sent; a request made opens it', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) {
      const r = replay(p.steps);
      const trail = p.steps.map(typeOf).join(' → ');
      expect(keyOf(r.snapshot), trail).toBe(keyOf(p.state as Snap));
      for (const m of r.sent) {
        if (m.kind === 'request') expect(requestComplete(m.input), trail).toBe(true);
        else {
          const by: SupActor = m.kind === 'fill' ? 'assignee' : 'staff';
          expect(
            SUP_MOVES.some((x) => x.event === supTableEvent(m) && x.from.includes(m.subject.SUP_STATUS) && x.by.includes(by)),
            `${trail}: ${m.kind}`,
          ).toBe(true);
          if (m.kind === 'decide' && !m.input.Accept) expect((m.input.Remarks ?? '').trim().length).toBeGreaterThanOrEqual(2);
        }
      }
      const prev = replay(p.steps.slice(0, -1));
      const was = stateOf(prev.snapshot);
      const last = p.steps.at(-1);
      if (was === '{"requesting":"sending"}' && typeOf(last) === 'xstate.done.actor.move') {
        expect(stateOf(r.snapshot)).toBe('{"viewing":"idle"}');
        expect(r.snapshot.context.id).toBe(9);
        expect(r.made).toEqual([...prev.made, 9]);
      }
      if (was === '{"requesting":"sending"}' && typeOf(last) === 'xstate.error.actor.move' && stateOf(r.snapshot) === '{"requesting":"editing"}')
        expect(r.snapshot.context.problem?.message).toBe((last!.event as unknown as { error: Error }).error.message);
      if (typeOf(last) === 'sup.retry' && stateOf(r.snapshot).includes('sending')) expect(r.sent.at(-1)).toEqual(prev.sent.at(-1));
    }
  });

  it('offers a move exactly where SUP_MOVES has it for the reader', () => {
    for (const status of Object.values(SUP_STATUS)) {
      for (const by of ['staff', 'assignee', 'other'] as const) {
        const s = at(status, by);
        const has = (event: SupEvent) => SUP_MOVES.some((x) => x.event === event && x.from.includes(status) && x.by.includes(by));
        expect(supAllows({ kind: 'fill', subject: s, input: { Id: 9, VERSION: 2, Answers: {}, Files: [] } })).toBe(has('fill'));
        expect(supAllows({ kind: 'decide', subject: s, input: { Id: 9, VERSION: 2, Accept: true } })).toBe(has('accept'));
        expect(supAllows({ kind: 'decide', subject: s, input: { Id: 9, VERSION: 2, Accept: false, Remarks: 'wrong line' } })).toBe(has('return'));
        expect(supAllows({ kind: 'cancel', subject: s, input: { Id: 9, VERSION: 2, Reason: 'not needed' } })).toBe(has('cancel'));
      }
    }
    expect(requestComplete(REQUEST)).toBe(true);
    expect(requestComplete({ ...REQUEST, ENT_ID: undefined })).toBe(false);
    expect(requestComplete({ ...REQUEST, DueAt: '' })).toBe(false);
    expect(requestComplete({ ...REQUEST, Items: [{ ...REQUEST.Items[0]!, Label: { zh: '', en: 'x' } }] })).toBe(false);
  });
});
