import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildWorkbook, type WorkbookData } from './workbookBuild';

// Reading an import's workbook is bounded and off the event loop: sheetReader.ts.
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The older Excel workbook (.xls), which carriers still send: imports read it too (xlsParse.ts). */
export const XLS_TYPE = 'application/vnd.ms-excel';

/** Import bodies arrive as the raw workbook, .xlsx or .xls (the same body limit as JSON); the reader tells them apart by their bytes. */
export function acceptXlsxBodies(app: FastifyInstance): void {
  app.addContentTypeParser([XLSX_TYPE, XLS_TYPE], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

export interface SheetColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null;
  width?: number;
}

/** A plain-JS entry that registers tsx for the worker's thread, then loads workbookWorker.ts. */
const WORKER = new URL('./workbookWorkerBoot.mjs', import.meta.url);

/** Exports larger than this are written in a worker thread; a small one is quicker here than a thread's start. */
export const EXPORT_IN_WORKER_CELLS = 20_000;

/**
 * Writes a workbook off the event loop (issue 13: a 2,000-row export held every other call for a
 * quarter of a second): the cells are taken here (cheap), the .xlsx is built and zipped in a
 * worker thread. A worker that fails or cannot start falls back to building it here.
 */
export async function workbookBytes(data: WorkbookData): Promise<Uint8Array> {
  if (data.rows.length * Math.max(1, data.columns.length) < EXPORT_IN_WORKER_CELLS) return buildWorkbook(data);
  try {
    const worker = new Worker(WORKER, { workerData: data, stdout: true, stderr: true });
    try {
      return await new Promise<Uint8Array>((resolve, reject) => {
        worker.once('message', (m: { bytes?: Uint8Array; failed?: string }) => (m.bytes ? resolve(m.bytes) : reject(new Error(m.failed))));
        worker.once('error', reject);
        worker.once('exit', () => reject(new Error('the export worker ended without an answer')));
      });
    } finally {
      await worker.terminate();
    }
  } catch (err) {
    console.warn('export worker failed, the workbook is built on the main thread:', (err as Error).message);
    return buildWorkbook(data);
  }
}

/** One sheet with a bold header row; the answer is a download named like the list. */
export async function sendWorkbook<T>(reply: FastifyReply, fileName: string, sheet: string, columns: SheetColumn<T>[], rows: T[]) {
  const bytes = await workbookBytes({
    sheet,
    columns: columns.map((c) => ({ header: c.header, width: c.width })),
    rows: rows.map((r) => columns.map((c) => c.value(r))),
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
