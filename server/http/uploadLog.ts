import type { RefusedRow } from '../../src/contract/files';
import { isCalendarDate } from '../../src/domain/refdata/exchangeRates';
import type { Db, Queryable } from '../db/types';
import { type ImportField, type ImportRows, rolledBack } from './imports';

/**
 * The Excel uploads that make a module's records (booking drafts, ready-space listings): each row
 * read, checked and written in a transaction of its own — a refused row writes nothing and is
 * listed with its sheet row number and reasons — and one log row per upload with what it made and
 * what it refused. Each module names its log's tables.
 */

/** A message in the reader's language. */
export type Say = (zh: string, en: string) => string;

/** An upload log's tables: the log, its refused rows, and the log's column of the records made. */
export interface UploadLogTables {
  log: string;
  refusals: string;
  made: string;
}

/** 2026-12-20, 2026/12/20, or the reader's ISO date-time of a date cell → the calendar day. */
export const dayOfCell = (cell: string) => {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(cell.trim());
  const d = m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '';
  return isCalendarDate(d) ? d : undefined;
};

/**
 * Every row: its required cells (the field's Chinese and English headers are `headers[1]`, `[2]`),
 * then `read` (the cells as a wire, or why not), then `create` in a transaction (the record, or why not);
 * `dry` (a preview), each row's transaction is undone: what it would make, nothing written.
 */
export async function uploadRows<W, M>(
  db: Db,
  rows: ImportRows,
  fields: ImportField[],
  say: Say,
  read: (values: Record<string, string>) => W | string[],
  create: (tx: Queryable, wire: W) => Promise<M | string[]>,
  dry = false,
): Promise<{ made: M[]; rejected: RefusedRow[] }> {
  const made: M[] = [];
  const rejected: RefusedRow[] = [];
  for (const { row, values } of rows) {
    const empty = fields.filter((f) => f.required && !values[f.key]?.trim()).map((f) => say(`${f.headers[1]}为空。`, `${f.headers[2]} is empty.`));
    const wire = empty.length ? empty : read(values);
    const done = Array.isArray(wire) ? wire : await (dry ? rolledBack(db, (tx) => create(tx, wire)) : db.transaction((tx) => create(tx, wire)));
    if (Array.isArray(done)) rejected.push({ Row: row, Reasons: done });
    else made.push(done);
  }
  return { made, rejected };
}

type LogEntry = { companyId: number | string; fileName: string; rows: number; made: number[]; rejected: RefusedRow[]; by: number | string | null };

/** The log row of one upload and its refused rows, in a transaction of its own; answers the log's id. */
export const writeUploadLog = (db: Db, tables: UploadLogTables, entry: LogEntry, own: Record<string, unknown> = {}) =>
  db.transaction((tx) => insertUploadLog(tx, tables, entry, own));

/** The same in the caller's transaction (the demo's seed). `own`: the module's own columns of the log (their names are the module's, never a person's). */
export async function insertUploadLog(tx: Queryable, tables: UploadLogTables, entry: LogEntry, own: Record<string, unknown> = {}): Promise<number> {
  const names = Object.keys(own);
  const [log] = await tx.query<{ id: number }>(
    `insert into ${tables.log} (company_id, file_name, rows, created, refused, ${tables.made}, uploaded_by${names.map((n) => `, ${n}`).join('')})
     values ($1, $2, $3, $4, $5, $6, $7${names.map((_, i) => `, $${i + 8}`).join('')}) returning id::int`,
    [entry.companyId, entry.fileName, entry.rows, entry.made.length, entry.rejected.length, entry.made, entry.by, ...Object.values(own)],
  );
  for (const r of entry.rejected)
    await tx.query(`insert into ${tables.refusals} (upload_id, sheet_row, reasons) values ($1, $2, $3)`, [log!.id, r.Row, r.Reasons]);
  return log!.id;
}

/** The log's columns over `u` (the log) but for what it made (the module's own column). */
export const uploadLogColumns = (tables: UploadLogTables) =>
  `u.id::int as "Id", u.file_name as "FileName", u.rows as "Rows", u.created as "Created", u.refused as "Refused", u.at as "At",
  coalesce(e.name, '') as "By",
  coalesce((select jsonb_agg(jsonb_build_object('Row', x.sheet_row, 'Reasons', x.reasons) order by x.sheet_row) from ${tables.refusals} x where x.upload_id = u.id), '[]') as "Rejected"`;
