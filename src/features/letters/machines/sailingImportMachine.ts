import { assign, fromPromise, setup } from 'xstate';
import type { ImportResult } from '../../../contract/admin';

export interface SailingImportContext {
  file?: File;
  /** The row report of the preview (nothing written yet). */
  report?: ImportResult;
  /** What the confirmed import wrote and refused. */
  done?: ImportResult;
}

export type SailingImportEvent = { type: 'file.chosen'; file: File } | { type: 'import.confirm' } | { type: 'import.cancel' } | { type: 'publish' };

/**
 * A sailing table's Excel import, then publishing (operations.md §13.4 ShipTableMaintain): idle →
 * checking (the preview: each refused row with its reasons, nothing written) → reviewing the row
 * report → importing exactly what it showed (its token) → imported (the rows in the grid, the report
 * kept) → publishing → idle. A refusal is a toast and back to where the person was.
 */
export const sailingImportMachine = setup({
  types: { context: {} as SailingImportContext, events: {} as SailingImportEvent },
  actors: {
    check: fromPromise<ImportResult, File>(async () => ({ Imported: 0, Rejected: [] })),
    import: fromPromise<ImportResult, { file: File; token: string }>(async () => ({ Imported: 0, Rejected: [] })),
    publish: fromPromise<unknown, void>(async () => undefined),
  },
  actions: {
    failed: (_, _params: { error: unknown }) => {},
    imported: () => {},
    published: () => {},
  },
  guards: {
    hasRows: ({ context }) => !!context.report?.Token && (context.report?.Imported ?? 0) > 0,
  },
}).createMachine({
  id: 'sailingImport',
  description:
    'A sailing table from Excel: idle → checking the sheet (a preview, nothing written) → reviewing the row report → importing what it showed → imported → publishing → idle; a refusal is a toast and back.',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: { 'file.chosen': { target: 'checking', actions: assign({ file: ({ event }) => event.file, report: undefined, done: undefined }) } },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => context.file!,
        onDone: { target: 'reviewing', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    reviewing: {
      on: {
        'import.confirm': { guard: 'hasRows', target: 'importing' },
        'import.cancel': { target: 'idle', actions: assign({ file: undefined, report: undefined }) },
        'file.chosen': { target: 'checking', actions: assign({ file: ({ event }) => event.file, report: undefined }) },
      },
    },
    importing: {
      invoke: {
        id: 'import',
        src: 'import',
        input: ({ context }) => ({ file: context.file!, token: context.report!.Token! }),
        onDone: { target: 'imported', actions: [assign({ done: ({ event }) => event.output, report: undefined }), 'imported'] },
        onError: { target: 'reviewing', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    imported: {
      on: {
        publish: 'publishing',
        'import.cancel': { target: 'idle', actions: assign({ file: undefined, done: undefined }) },
        'file.chosen': { target: 'checking', actions: assign({ file: ({ event }) => event.file, report: undefined, done: undefined }) },
      },
    },
    publishing: {
      invoke: {
        id: 'publish',
        src: 'publish',
        onDone: { target: 'idle', actions: [assign({ file: undefined, done: undefined }), 'published'] },
        onError: { target: 'imported', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
