import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ImportResult } from '../../src/contract/admin';
import type { SpaceImportAnswer, SpaceImportJob } from '../../src/contract/readySpace/fileCalls';
import { type SheetChoice, spaceUploadMachine } from '../../src/features/readySpace/machines/spaceUploadMachine';

const SHEET: SheetChoice = { file: new File(['x'], 'spaces.xlsx'), submit: true };
const REPORT: ImportResult = { Imported: 2, Rejected: [{ Row: 4, Reasons: ['POL unknown'] }], Token: 'tok-1' };
const NOTHING: ImportResult = { Imported: 0, Rejected: [{ Row: 2, Reasons: ['no lines'] }] };
const ANSWER: SpaceImportAnswer = { UploadId: 3, Imported: 2, Spaces: [{ Id: 11, SpaceNo: 'RS-11' }], Rejected: [] };
const refused = new Error('Not a sheet');

const events = [
  { type: 'sheet.chosen', sheet: SHEET },
  { type: 'sheet.confirm' },
  { type: 'sheet.cancel' },
  { type: 'xstate.done.actor.check', output: REPORT },
  { type: 'xstate.done.actor.check', output: NOTHING },
  { type: 'xstate.error.actor.check', error: refused },
  { type: 'xstate.done.actor.import', output: ANSWER },
  { type: 'xstate.error.actor.import', error: refused },
] as never[];

type Snap = SnapshotFrom<typeof spaceUploadMachine>;
const key = (s: Snap) => JSON.stringify([s.value, !!s.context.sheet, s.context.report?.Token ?? (s.context.report ? 'none' : null)]);

/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers). */
function replay(steps: readonly { event: unknown }[]) {
  const checks: SheetChoice[] = [];
  const imports: { sheet: SheetChoice; token: string }[] = [];
  const log: string[] = [];
  const actor = createActor(
    spaceUploadMachine.provide({
      actors: {
        check: fromPromise<ImportResult, SheetChoice>(({ input }) => {
          checks.push(input);
          return new Promise(() => undefined);
        }),
        import: fromPromise<SpaceImportAnswer | SpaceImportJob, { sheet: SheetChoice; token: string }>(({ input }) => {
          imports.push(input);
          return new Promise(() => undefined);
        }),
      },
      actions: {
        clearShown: () => log.push('clear'),
        imported: (_, p) => log.push(`imported ${'UploadId' in p.answer ? p.answer.UploadId : `job ${p.answer.Job}`}`),
        failed: (_, p) => log.push(`failed ${(p.error as Error).message}`),
      },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), checks, imports, log, actor };
}
const typeOf = (s: { event: unknown }) => (s.event as { type: string }).type;
const paths = getShortestPaths(spaceUploadMachine, { events, serializeState: (s) => key(s as Snap) as never });

const expected: Record<string, (r: ReturnType<typeof replay>, steps: readonly { event: unknown }[]) => void> = {
  idle: (r, steps) => {
    expect(r.snapshot.context).toEqual({});
    const last = steps.at(-1) ? typeOf(steps.at(-1)!) : '';
    if (last === 'xstate.done.actor.import') expect(r.log.at(-1)).toBe('imported 3');
    if (last.startsWith('xstate.error.')) expect(r.log.at(-1)).toBe('failed Not a sheet');
  },
  checking: (r) => {
    // the dry run of the sheet chosen, the last outcome cleared before it
    expect(r.checks.at(-1)).toBe(SHEET);
    expect(r.log.at(-1)).toBe('clear');
    expect(r.imports).toEqual([]);
  },
  previewing: (r) => {
    const report = r.snapshot.context.report!;
    // confirmed, only a report with a token imports, and with that token
    r.actor.send({ type: 'sheet.confirm' });
    expect(r.actor.getSnapshot().value).toBe(report.Token ? 'importing' : 'previewing');
    expect(r.imports).toEqual(report.Token ? [{ sheet: SHEET, token: report.Token }] : []);
  },
  importing: (r) => {
    expect(r.imports.at(-1)).toEqual({ sheet: SHEET, token: 'tok-1' });
  },
};

describe('ready-space upload machine (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['checking', 'idle', 'importing', 'previewing']);
  });
  it('every path replays on the real machine, and what its last state promises holds', () => {
    expect(paths.length).toBeGreaterThan(4);
    for (const p of paths) {
      const r = replay(p.steps);
      expect(key(r.snapshot)).toBe(key(p.state as Snap));
      expected[String(r.snapshot.value)]!(r, p.steps);
      r.actor.stop();
    }
  });
});
