import type { ResourceLimits, Worker } from 'node:worker_threads';
import { IMPORT_LIMITS, type ImportLimits } from './importLimits';
import type { ReadFailure } from './importMessages';
import { ReadyWorker, WORKER_READY } from './readyWorker';
import type { SheetData, SheetGrid } from './sheetParse';
import type { SheetJob } from './sheetWorker';
import { workerEntry } from './workerEntry';
import { isCompoundFile } from './xlsParse';
import { checkDirectory, ImportRefusal, type RefusalCode } from './zipInflate';

const heapOf = (limits: ImportLimits): ResourceLimits => ({ maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 });

/** One import worker kept loaded, so an import does not wait for ExcelJS to load (readyWorker.ts). */
export const importWorkers = new ReadyWorker(workerEntry('sheetWorker'), { resourceLimits: heapOf(IMPORT_LIMITS) });

let reading = 0;

/**
 * Reads an import's workbook in a worker thread, so the event loop keeps answering while it
 * parses: at most `concurrentReads` at once (else BUSY), its heap capped (running out ends it:
 * READ_FAILED), stopped after `readTimeoutMs` (READ_TIMEOUT). The worker is always terminated.
 */
export const readSheetOffThread = (body: Buffer, limits: ImportLimits = IMPORT_LIMITS) => readOffThread<SheetData>(body, limits, 'first');

/** Every visible sheet's lines (a rate sheet whose header may sit below a title), read the same bounded way. */
export const readGridsOffThread = (body: Buffer, limits: ImportLimits) => readOffThread<SheetGrid[]>(body, limits, 'grids');

async function readOffThread<T>(body: Buffer, limits: ImportLimits, mode: 'first' | 'grids'): Promise<{ sheet: T } | { failure: ReadFailure }> {
  try {
    // a bomb that declares its size needs no worker to refuse; an .xls is not compressed (xlsParse.ts)
    if (!isCompoundFile(body)) checkDirectory(body, limits);
  } catch (e) {
    return { failure: e instanceof ImportRefusal ? e.code : 'NOT_XLSX' };
  }
  if (reading >= limits.concurrentReads) return { failure: 'BUSY' };
  reading += 1;
  let worker: Worker | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    // inside the try: a worker that cannot start (no threads left) must not keep its place taken
    worker = importWorkers.take(heapOf(limits));
    const started = worker;
    return await new Promise((resolve) => {
      timer = setTimeout(() => resolve({ failure: 'READ_TIMEOUT' }), limits.readTimeoutMs);
      started.on('message', (m: typeof WORKER_READY | { sheet?: T; refused?: RefusalCode }) => {
        if (m !== WORKER_READY) resolve(m.sheet ? { sheet: m.sheet } : { failure: m.refused ?? 'NOT_XLSX' });
      });
      started.once('error', () => resolve({ failure: 'READ_FAILED' })); // out of memory among others
      started.once('exit', () => resolve({ failure: 'READ_FAILED' })); // ended without answering
      started.postMessage({ body, limits, mode } satisfies SheetJob);
    });
  } catch {
    return { failure: 'READ_FAILED' };
  } finally {
    clearTimeout(timer);
    await worker?.terminate(); // its memory is gone before the next read may start
    reading -= 1;
  }
}
