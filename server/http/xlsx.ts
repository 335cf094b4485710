import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Lang } from '../../src/contract/fieldLabels';
import { buildWorkbook, type WorkbookData } from './workbookBuild';
import { workerEntry } from './workerEntry';
import { processLog } from '../platform/processLog';

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
  /** The cell: words in `lang`, the language of the person exporting (a status's words, not its code). */
  value: (row: T, lang: Lang) => string | number | boolean | null;
  width?: number;
}

/** Where an export's times and its file name's date are read (commercial.md §0.1: the office's clock). */
export const EXPORT_TIME_ZONE = 'Asia/Shanghai';
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const clock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: EXPORT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A cell as a person reads it: an instant (an ISO time with its zone, or a Date) as
 * "2026-12-01 08:30" on the office's clock, never UTC's "2026-12-01T00:30:00.000Z".
 */
export function sheetCell(value: unknown): string | number | boolean | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : clock.format(value);
  if (typeof value === 'string' && INSTANT.test(value)) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? value : clock.format(at);
  }
  return value as string | number | boolean | null;
}

/** Today's date on the office's clock, for an export's file name. */
export const exportDay = (now: Date = new Date()) => clock.format(now).slice(0, 10);

const WORKER = workerEntry('workbookWorker');

/** Exports larger than this are written in a worker thread; a small one is quicker here than a thread's start. */
export const EXPORT_IN_WORKER_CELLS = 20_000;

/**
 * Writes a workbook off the event loop (issue 13: a 2,000-row export held every other call for a
 * quarter of a second): the cells are taken here (cheap), the .xlsx is built and zipped in a
 * worker thread. A worker that fails or cannot start falls back to building it here.
 */
export async function workbookBytes(data: WorkbookData): Promise<Uint8Array> {
  const cells = [data, ...(data.more ?? [])].reduce((n, s) => n + s.rows.length * Math.max(1, s.columns.length), 0);
  if (cells < EXPORT_IN_WORKER_CELLS) return buildWorkbook(data);
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
    processLog.warn({ error: (err as Error).message }, 'export worker failed, the workbook is built on the main thread');
    return buildWorkbook(data);
  }
}

/** A sheet of an export: its name (words, not a code), its columns and its rows. */
export interface ExportSheet<T> {
  name: string;
  columns: SheetColumn<T>[];
  rows: T[];
}

const sheetData = <T>(s: ExportSheet<T>, lang: Lang) => ({
  sheet: s.name,
  columns: s.columns.map((c) => ({ header: c.header, width: c.width })),
  rows: s.rows.map((r) => s.columns.map((c) => sheetCell(c.value(r, lang)))),
});

/** One sheet with a bold header row, its cells in `lang` and times on the office's clock; the answer is a download named like the list. */
export function sendWorkbook<T>(reply: FastifyReply, fileName: string, sheet: string, columns: SheetColumn<T>[], rows: T[], lang: Lang = 'zh') {
  return sendSheets(reply, fileName, [{ name: sheet, columns, rows }], lang);
}

/** A page of several tables: each its own sheet, in order, as `sendWorkbook` writes one. */
// biome-ignore lint/suspicious/noExplicitAny: each sheet has its own row type
export async function sendSheets(reply: FastifyReply, fileName: string, sheets: readonly ExportSheet<any>[], lang: Lang = 'zh') {
  const [first, ...rest] = sheets.map((s) => sheetData(s, lang));
  const bytes = await workbookBytes({ ...first!, more: rest });
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
