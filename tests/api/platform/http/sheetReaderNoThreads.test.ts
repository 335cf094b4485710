import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_LIMITS } from '../../../../server/http/importLimits';
import { importWorkers, readSheetOffThread } from '../../../../server/http/sheetReader';
import { templateRows, workbookOf } from '../../../support/xlsxFiles';

// A machine out of threads: every worker fails to start. (A spy, not vi.mock: API test files share
// their worker's imports, vite.config.ts.)
afterEach(() => void vi.restoreAllMocks());

describe('a worker that cannot start', () => {
  it('answers READ_FAILED and gives its place back: later imports are not refused as busy', async () => {
    vi.spyOn(importWorkers, 'take').mockImplementation(() => {
      throw new Error('ERR_WORKER_INIT_FAILED: no threads left');
    });
    const file = await workbookOf(templateRows(3));
    const limits = { ...IMPORT_LIMITS, concurrentReads: 2 };
    for (let i = 0; i < 4; i++) expect(await readSheetOffThread(file, limits)).toEqual({ failure: 'READ_FAILED' });
  });
});
