import { parentPort, workerData } from 'node:worker_threads';
import { buildWorkbook, type WorkbookData } from './workbookBuild';

/** The export worker: builds one workbook (workerData) and posts back its bytes, or `{ failed }`. */
buildWorkbook(workerData as WorkbookData).then(
  (bytes) => parentPort!.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]),
  (e: unknown) => parentPort!.postMessage({ failed: (e as Error).message }),
);
