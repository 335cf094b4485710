import { parentPort, workerData } from 'node:worker_threads';
import type { ImportLimits } from './importLimits';
import { parseGrids, parseSheet } from './sheetParse';
import { ImportRefusal } from './zipInflate';

/**
 * The import worker: reads one workbook (workerData.body) and posts back `{ sheet }` (the first sheet's
 * rows by header, or with mode 'grids' every sheet's lines) or
 * `{ refused: code }`. Anything else (a bug, a file ExcelJS chokes on) is `NOT_XLSX`; running
 * out of its heap ends the worker, which the caller reports (sheetReader.ts).
 */
const { body, limits, mode } = workerData as { body: Uint8Array; limits: ImportLimits; mode?: 'first' | 'grids' };
const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
(mode === 'grids' ? parseGrids(bytes, limits) : parseSheet(bytes, limits)).then(
  (sheet) => parentPort!.postMessage({ sheet }),
  (e: unknown) => parentPort!.postMessage({ refused: e instanceof ImportRefusal ? e.code : 'NOT_XLSX' }),
);
