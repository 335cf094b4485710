import { parentPort } from 'node:worker_threads';
import type { ImportLimits } from './importLimits';
import { WORKER_READY } from './readyWorker';
import { parseGrids, parseSheet } from './sheetParse';
import { loadXlsReader } from './xlsParse';
import { ImportRefusal } from './zipInflate';

export interface SheetJob {
  body: Uint8Array;
  limits: ImportLimits;
  mode: 'first' | 'grids';
}

/**
 * The import worker: says it is loaded (it may be started before any import: readyWorker.ts),
 * then reads the one workbook it is sent and posts back `{ sheet }` (the first sheet's rows by
 * header, or with mode 'grids' every sheet's lines) or `{ refused: code }`. Anything else (a bug,
 * a file ExcelJS chokes on) is `NOT_XLSX`; running out of its heap ends the worker, which the
 * caller reports (sheetReader.ts).
 */
loadXlsReader(); // an .xls read waits no more than before SheetJS was loaded lazily
parentPort!.postMessage(WORKER_READY);
parentPort!.once('message', ({ body, limits, mode }: SheetJob) => {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  (mode === 'grids' ? parseGrids(bytes, limits) : parseSheet(bytes, limits)).then(
    (sheet) => parentPort!.postMessage({ sheet }),
    (e: unknown) => parentPort!.postMessage({ refused: e instanceof ImportRefusal ? e.code : 'NOT_XLSX' }),
  );
});
