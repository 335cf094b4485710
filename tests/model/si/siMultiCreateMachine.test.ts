import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from '@xstate/graph';
import { doneCount, siMultiCreateMachine, type Draft } from '../../../src/features/si/machines/siMultiCreateMachine';
import type { SiSourceData } from '../../../src/contract/si';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { draftFor } from '../../support/siDrafts';
import { idempotencyKeyOf } from '../../../src/lib/idempotencyKey';

const KEY = idempotencyKeyOf('si-submission', 1);

const A = withCheckDigit('CSQU305438');
const B = withCheckDigit('TGHU123456');
const source: SiSourceData = {
  CGO_ID: 'CGO-1',
  MBL_NO: 'M1',
  CompanyId: 1,
  CompanyName: '天祥',
  CARRIER: 'COSU',
  VESSEL: 'V',
  VOYAGE: '1W',
  RECEIPT_PLACE: 'HANGZHOU',
  RECEIPT_CODE: 'CNHGH',
  LOADING_PLACE: 'SHANGHAI',
  LOADING_CODE: 'CNSHA',
  DISCHARGE_PLACE: 'HAMBURG',
  DISCHARGE_CODE: 'DEHAM',
  DELIVERY_PLACE: 'HAMBURG',
  DELIVERY_CODE: 'DEHAM',
  SAILINGDATE: '2026-12-06',
  DEADLINE: '2026-12-02',
  Containers: [
    { TYPE: '40HQ', COUNT: 1, CNNOS: [A] },
    { TYPE: '20GP', COUNT: 1, CNNOS: [B] },
  ],
};
const drafts: Draft[] = [
  { draftId: '123456', record: draftFor(source, [{ no: A, type: '40HQ' }], 1), done: false },
  { draftId: '654321', record: draftFor(source, [{ no: B, type: '20GP' }], 2), done: false },
];
const broken = { ...drafts[0]!.record, TBI_CONSIGNOR: '' };

const events = [
  { type: 'si.start', cgoId: 'CGO-1' },
  { type: 'xstate.done.actor.loadSource', output: source },
  { type: 'xstate.error.actor.loadSource', error: new Error('offline') },
  { type: 'si.retry' },
  { type: 'si.planned', drafts, idempotencyKey: KEY },
  { type: 'si.draftDone', draftId: '123456' },
  { type: 'si.draftDone', draftId: '654321' },
  { type: 'si.draftReopened', draftId: '123456' },
  { type: 'si.draftChanged', draftId: '123456', record: broken },
  { type: 'si.submit' },
  {
    type: 'xstate.done.actor.submit',
    output: [
      { Id: 11, TBI_NO: '26000011' },
      { Id: 12, TBI_NO: '26000012' },
    ],
  },
  { type: 'xstate.error.actor.submit', error: new Error('server down') },
  { type: 'si.restart' },
] as never[];

type Snap = SnapshotFrom<typeof siMultiCreateMachine>;
const key = (s: Snap) => JSON.stringify([s.value, s.context.total, doneCount(s.context), s.context.problems.length > 0, s.context.created.length]);

function replay(steps: readonly { event: unknown }[]) {
  const pending = <T>() => fromPromise<T, never>(() => new Promise<T>(() => undefined));
  const actor = createActor(siMultiCreateMachine.provide({ actors: { loadSource: pending() as never, submit: pending() as never } })).start();
  for (const s of steps) actor.send(s.event as never);
  return actor.getSnapshot();
}

describe('SI multi-create machine (model-based)', () => {
  const paths = getShortestPaths(siMultiCreateMachine, { events, serializeState: (s) => key(s as Snap) as never });

  it('reaches init, process1, process2, finish and its submission states', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)));
    for (const v of [
      '"init"',
      '{"process1":"loading"}',
      '{"process1":"failed"}',
      '{"process1":"planning"}',
      '"process2"',
      '{"finish":"ready"}',
      '{"finish":"submitting"}',
      '{"finish":"failed"}',
      '{"finish":"submitted"}',
    ]) {
      expect(reached, v).toContain(v);
    }
  });

  it('every path replays on the real machine to the same end', () => {
    for (const path of paths) {
      expect(key(replay(path.steps)), path.steps.map((s) => (s.event as { type: string }).type).join(' → ')).toBe(key(path.state as Snap));
    }
  });

  it('finish is reached exactly when the finished drafts equal the planned total; a broken draft cannot be finished', () => {
    const base = [
      { event: { type: 'si.start', cgoId: 'CGO-1' } },
      { event: { type: 'xstate.done.actor.loadSource', output: source } },
      { event: { type: 'si.planned', drafts, idempotencyKey: KEY } },
    ];
    expect(replay([...base, { event: { type: 'si.draftDone', draftId: '123456' } }]).value).toBe('process2');
    expect(replay([...base, { event: { type: 'si.draftDone', draftId: '123456' } }, { event: { type: 'si.draftDone', draftId: '654321' } }]).value).toEqual({
      finish: 'ready',
    });
    const stuck = replay([
      ...base,
      { event: { type: 'si.draftChanged', draftId: '123456', record: broken } },
      { event: { type: 'si.draftDone', draftId: '123456' } },
    ]);
    expect(doneCount(stuck.context)).toBe(0);
    expect(stuck.context.problems.map((p) => p.Path)).toContain('/TDBLInfos/0/TBI_CONSIGNOR');
  });

  it('moving a container between drafts reopens both and the live check follows', () => {
    const s = replay([
      { event: { type: 'si.start', cgoId: 'CGO-1' } },
      { event: { type: 'xstate.done.actor.loadSource', output: source } },
      { event: { type: 'si.planned', drafts, idempotencyKey: KEY } },
      { event: { type: 'si.containerMoved', from: '654321', to: '123456', container: B } },
    ]);
    expect(s.context.drafts.map((d) => d.record.Boxes.length)).toEqual([2, 0]);
    expect(s.context.problems.map((p) => p.Path)).toContain('/TDBLInfos/1/Boxes');
  });

  it('once sent, a draft is not reopened: submitting and submitted ignore "edit again", and the created SIs stay', () => {
    const sent = [
      { event: { type: 'si.start', cgoId: 'CGO-1' } },
      { event: { type: 'xstate.done.actor.loadSource', output: source } },
      { event: { type: 'si.planned', drafts, idempotencyKey: KEY } },
      { event: { type: 'si.draftDone', draftId: '123456' } },
      { event: { type: 'si.draftDone', draftId: '654321' } },
      { event: { type: 'si.submit' } },
    ];
    const reopen = { event: { type: 'si.draftReopened', draftId: '123456' } };
    expect(replay([...sent, reopen]).value).toEqual({ finish: 'submitting' });
    const created = [
      { Id: 11, TBI_NO: '26000011' },
      { Id: 12, TBI_NO: '26000012' },
    ];
    const done = replay([...sent, { event: { type: 'xstate.done.actor.submit', output: created } }, reopen]);
    expect(done.value).toEqual({ finish: 'submitted' });
    expect(done.context.created).toEqual(created);
    expect(doneCount(done.context)).toBe(2);
    // before sending, and after a failed send, a finished draft may still be edited again
    expect(replay([...sent.slice(0, -1), reopen]).value).toBe('process2');
    expect(replay([...sent, { event: { type: 'xstate.error.actor.submit', error: new Error('down') } }, reopen]).value).toBe('process2');
  });
});
