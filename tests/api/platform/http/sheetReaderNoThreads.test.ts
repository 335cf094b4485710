import { describe, expect, it, vi } from 'vitest';

// A machine out of threads: every worker fails to start.
vi.mock('node:worker_threads', () => ({
  Worker: class {
    constructor() {
      throw new Error('ERR_WORKER_INIT_FAILED: no threads left');
    }
  },
}));

const { readSheetOffThread } = await import('../../../../server/http/sheetReader');
const { IMPORT_LIMITS } = await import('../../../../server/http/importLimits');
const { templateRows, workbookOf } = await import('../../../support/xlsxFiles');

describe('a worker that cannot start', () => {
  it('answers READ_FAILED and gives its place back: later imports are not refused as busy', async () => {
    const file = await workbookOf(templateRows(3));
    const limits = { ...IMPORT_LIMITS, concurrentReads: 2 };
    for (let i = 0; i < 4; i++) expect(await readSheetOffThread(file, limits)).toEqual({ failure: 'READ_FAILED' });
  });
});
