import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { ImportResult } from '../../../src/contract/admin';
import { sailingImportMachine } from '../../../src/features/letters/machines/sailingImportMachine';

const FILE = new File(['x'], 'aeu3.xlsx');
const REPORT: ImportResult = { Imported: 4, Rejected: [{ Row: 3, Reasons: ['ETA before ETD'] }], Token: 'tok-1' };
const NOTHING: ImportResult = { Imported: 0, Rejected: [{ Row: 2, Reasons: ['unknown port'] }], Token: 'tok-0' };
const DONE: ImportResult = { Imported: 4, Rejected: [{ Row: 3, Reasons: ['ETA before ETD'] }] };
const refused = new Error('Not a sheet');

const events = [
  { type: 'file.chosen', file: FILE },
  { type: 'import.confirm' },
  { type: 'import.cancel' },
  { type: 'publish' },
  { type: 'xstate.done.actor.check', output: REPORT },
  { type: 'xstate.done.actor.check', output: NOTHING },
  { type: 'xstate.error.actor.check', error: refused },
  { type: 'xstate.done.actor.import', output: DONE },
  { type: 'xstate.error.actor.import', error: refused },
  { type: 'xstate.done.actor.publish', output: null },
  { type: 'xstate.error.actor.publish', error: refused },
] as never[];

type Snap = SnapshotFrom<typeof sailingImportMachine>;
const key = (s: Snap) => JSON.stringify([s.value, !!s.context.file, s.context.report?.Token ?? null, !!s.context.done]);

/** Replays steps on the real machine with calls that never answer (the graph's events stand for their answers). */
function replay(steps: readonly { event: unknown }[]) {
  const checks: File[] = [];
  const imports: { file: File; token: string }[] = [];
  const log: string[] = [];
  const never = () => new Promise<never>(() => undefined);
  const actor = createActor(
    sailingImportMachine.provide({
      actors: {
        check: fromPromise<ImportResult, File>(({ input }) => {
          checks.push(input);
          return never();
        }),
        import: fromPromise<ImportResult, { file: File; token: string }>(({ input }) => {
          imports.push(input);
          return never();
        }),
        publish: fromPromise<unknown, void>(() => {
          log.push('publish');
          return never();
        }),
      },
      actions: {
        failed: (_, p) => log.push(`failed ${(p.error as Error).message}`),
        imported: () => log.push('imported'),
        published: () => log.push('published'),
      },
    }),
  ).start();
  for (const s of steps) actor.send(s.event as never);
  return { snapshot: actor.getSnapshot(), checks, imports, log, actor };
}
const paths = getShortestPaths(sailingImportMachine, { events, serializeState: (s) => key(s as Snap) as never });

const expected: Record<string, (r: ReturnType<typeof replay>) => void> = {
  idle: (r) => {
    expect(r.snapshot.context.report).toBeUndefined();
    expect(r.snapshot.context.done).toBeUndefined();
  },
  checking: (r) => {
    expect(r.checks.at(-1)).toBe(FILE);
    expect(r.snapshot.context.report).toBeUndefined();
  },
  reviewing: (r) => {
    const report = r.snapshot.context.report!;
    // only a report with rows to write is confirmed, with its token
    r.actor.send({ type: 'import.confirm' });
    const importsRows = report.Imported > 0;
    expect(r.actor.getSnapshot().value).toBe(importsRows ? 'importing' : 'reviewing');
    if (importsRows) expect(r.imports.at(-1)).toEqual({ file: FILE, token: report.Token });
  },
  importing: (r) => expect(r.imports.at(-1)).toEqual({ file: FILE, token: 'tok-1' }),
  imported: (r) => {
    expect(r.snapshot.context.done).toEqual(DONE);
    expect(r.log).toContain('imported');
  },
  publishing: (r) => expect(r.log.at(-1)).toBe('publish'),
};

describe('sailing-table import machine (model-based)', () => {
  it('reaches every state', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['checking', 'idle', 'imported', 'importing', 'publishing', 'reviewing']);
  });
  it('every path replays on the real machine, and what its last state promises holds', () => {
    expect(paths.length).toBeGreaterThan(5);
    for (const p of paths) {
      const r = replay(p.steps);
      expect(key(r.snapshot)).toBe(key(p.state as Snap));
      expected[String(r.snapshot.value)]!(r);
      r.actor.stop();
    }
  });
});
