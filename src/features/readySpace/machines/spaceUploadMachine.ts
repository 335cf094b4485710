import { assign, fromPromise, setup } from 'xstate';
import type { ImportResult } from '../../../contract/admin';
import type { SpaceImportAnswer, SpaceImportJob } from '../../../contract/readySpace/fileCalls';

/** The sheet chosen and whether its listings go to the audit at once (api/uploads.ts). */
export interface SheetChoice {
  file: File;
  submit: boolean;
}

export interface SpaceUploadContext {
  sheet?: SheetChoice;
  /** The row report of the dry run, shown before anything is written. */
  report?: ImportResult;
}

export type SpaceUploadEvent = { type: 'sheet.chosen'; sheet: SheetChoice } | { type: 'sheet.confirm' } | { type: 'sheet.cancel' };

/**
 * The listing upload (commercial.md §5.4 NowOrderUpload; issue 32's preview): idle → checking (the
 * dry run: nothing written) → previewing the row report → importing exactly what it showed (the
 * report's token) → idle with the outcome shown. A refused sheet or import is a toast and back to
 * idle; a report without a token (nothing to write) cannot be confirmed, only closed.
 */
export const spaceUploadMachine = setup({
  types: { context: {} as SpaceUploadContext, events: {} as SpaceUploadEvent },
  actors: {
    check: fromPromise<ImportResult, SheetChoice>(async () => ({ Imported: 0, Rejected: [] })),
    import: fromPromise<SpaceImportAnswer | SpaceImportJob, { sheet: SheetChoice; token: string }>(async () => ({
      UploadId: 0,
      Imported: 0,
      Spaces: [],
      Rejected: [],
    })),
  },
  actions: {
    /** A new sheet: the last outcome is cleared, so an old report never stands beside a new upload. */
    clearShown: () => {},
    /** Imported: the outcome shown, the listings and the upload log read again. */
    imported: (_, _params: { answer: SpaceImportAnswer | SpaceImportJob }) => {},
    failed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    hasToken: ({ context }) => !!context.report?.Token,
  },
}).createMachine({
  id: 'readySpaceUpload',
  // one line for docs/machines.md (npm run docs:machines), read off the machine when it is drawn
  description:
    "The listing upload: idle → checking the sheet (a dry run, nothing written) → previewing the row report → importing exactly what it showed (the report's token) → idle; a refusal is a toast and back to idle.",
  context: {},
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ sheet: undefined, report: undefined }),
      on: { 'sheet.chosen': { target: 'checking', actions: [assign({ sheet: ({ event }) => event.sheet }), 'clearShown'] } },
    },
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => context.sheet!,
        onDone: { target: 'previewing', actions: assign({ report: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    previewing: {
      on: {
        'sheet.confirm': { guard: 'hasToken', target: 'importing' },
        'sheet.cancel': 'idle',
        'sheet.chosen': { target: 'checking', actions: [assign({ sheet: ({ event }) => event.sheet, report: undefined }), 'clearShown'] },
      },
    },
    importing: {
      invoke: {
        id: 'import',
        src: 'import',
        input: ({ context }) => ({ sheet: context.sheet!, token: context.report!.Token! }),
        onDone: { target: 'idle', actions: { type: 'imported', params: ({ event }) => ({ answer: event.output }) } },
        onError: { target: 'idle', actions: { type: 'failed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
