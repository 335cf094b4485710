import type { Lang } from '../../src/contract/fieldLabels';
import type { Db, Queryable } from '../db/types';
import { enqueue } from '../jobs/store';
import type { JobKind } from '../jobs/types';
import { type SheetColumn, sheetCell, workbookBytes } from './xlsx';
import { setting } from '../settings/read';

/**
 * Large list exports run as a background job (issue 33). A list's `/Export` of EXPORT_JOB_ROWS
 * rows or more (default 2,000) answers at once with the job (202, `{ Job }`); the job reads the
 * rows, writes the workbook, keeps it in `export_files` (migration 055) and tells its progress over
 * the live socket (`job` frames) to the person who asked; once DONE, that person downloads it with
 * Job/ExportFile. Smaller exports are answered as the file itself, as before.
 *
 * The job runs the query the call built (the list's own SQL with the caller's scope and filters,
 * its values as parameters), in whichever server process takes it: each process knows every list's
 * sheet by its path (`LIST_EXPORTS`, filled by defineList).
 */
export const EXPORT_JOB = 'lists.export';
export const exportJobRows = (env: NodeJS.ProcessEnv) => setting(env, 'EXPORT_JOB_ROWS');

/** What a list's export needs besides its rows: filled by defineList, read by the job. */
export interface ListExport {
  title: string;
  sheet: SheetColumn<unknown>[];
  present(row: unknown): unknown;
  exportRows?(row: unknown): unknown[];
}
export const LIST_EXPORTS = new Map<string, ListExport>();

export interface ExportPayload {
  /** The list's path (its export is `Path/Export`). */
  Path: string;
  /** `select t.* <Sql> <Order> limit <Limit>` with `Params`: what the call built. */
  Sql: string;
  Order: string;
  Params: unknown[];
  Limit: number;
  FileName: string;
  Lang: Lang;
  EmployeeId: string;
}

/** The export as a job, in a transaction of its own; answers the job's id. */
export const enqueueExport = (db: Db, payload: ExportPayload) =>
  db.transaction((tx) => enqueue(tx, EXPORT_JOB, payload, { maxAttempts: 3, notify: { scope: 'employee', employeeId: payload.EmployeeId } }));

/** Rows turned into cells between two progress reports. */
const CHUNK = 1_000;

export const listExportJob: JobKind<ExportPayload> = {
  kind: EXPORT_JOB,
  run: async ({ id, payload: p, deps: { db }, progress }) => {
    const list = LIST_EXPORTS.get(p.Path);
    // every process defines every list: one that does not is not this product's (a partial test server)
    if (!list) throw new Error(`no list ${p.Path} in this server process`);
    const rows = await db.query<unknown>(`select t.* ${p.Sql} ${p.Order} limit ${Number(p.Limit)}`, p.Params);
    progress(10);
    const lines = rows.map((r) => list.present(r)).flatMap((row) => list.exportRows?.(row) ?? [row]);
    const cells: ReturnType<typeof sheetCell>[][] = [];
    for (let i = 0; i < lines.length; i += CHUNK) {
      for (const line of lines.slice(i, i + CHUNK)) cells.push(list.sheet.map((c) => sheetCell(c.value(line, p.Lang))));
      progress(10 + Math.floor((60 * Math.min(lines.length, i + CHUNK)) / Math.max(1, lines.length)));
      // a turn of the event loop between chunks: the process keeps answering its calls
      await new Promise((r) => setImmediate(r));
    }
    const bytes = await workbookBytes({ sheet: list.title, columns: list.sheet.map((c) => ({ header: c.header, width: c.width })), rows: cells });
    progress(90);
    await storeExport(db, id, p, lines.length, bytes);
  },
};

/** The file, kept for its job (a second attempt after a crash writes it again). */
async function storeExport(db: Queryable, jobId: number, p: ExportPayload, rows: number, bytes: Uint8Array) {
  await db.query(
    `insert into export_files (job_id, employee_id, file_name, rows, bytes) values ($1, $2, $3, $4, $5)
     on conflict (job_id) do update set file_name = excluded.file_name, rows = excluded.rows, bytes = excluded.bytes, created_at = now()`,
    [jobId, p.EmployeeId, p.FileName, rows, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)],
  );
}

/** The file of an export job, for the person who asked for it only; else why not. */
export async function exportFileOf(
  db: Queryable,
  jobId: number,
  employeeId: string,
): Promise<{ file: { bytes: Uint8Array; file_name: string } } | { state: string } | undefined> {
  const [file] = await db.query<{ bytes: Uint8Array; file_name: string }>(`select bytes, file_name from export_files where job_id = $1 and employee_id = $2`, [
    jobId,
    employeeId,
  ]);
  if (file) return { file };
  const [job] = await db.query<{ state: string }>(`select state from jobs where id = $1 and kind = $2 and payload->>'EmployeeId' = $3`, [
    jobId,
    EXPORT_JOB,
    employeeId,
  ]);
  return job ? { state: job.state } : undefined;
}
