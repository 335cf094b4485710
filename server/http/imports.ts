import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { strict, text } from '../../src/contract/schema';
import type { Access } from '../../src/contract/access';
import { fail, ok } from '../../src/contract/envelope';
import type { ImportResult } from '../../src/contract/admin';
import type { Db, Queryable } from '../db/types';
import type { Actor } from '../platform/access/grants';
import { validationWords } from '../../src/contract/words';
import { requestLanguage } from './language';
import { IMPORT_REFUSALS, type ReadFailure } from './importMessages';
import { readSheetOffThread } from './sheetReader';
import { duplicateWords, isUniqueViolation, violatedKey } from './duplicates';

export interface ImportField {
  key: string;
  /** Header texts accepted for this field besides the key (the export's headers among them). */
  headers: string[];
  required?: boolean;
}

export interface ImportSpec<T> {
  path: string;
  access: Access;
  fields: ImportField[];
  /** The reasons a row is refused (in `lang`, the importer's language), or what to write. */
  check(tx: Queryable, actor: Actor, cells: Record<string, string>, lang: 'zh' | 'en'): Promise<string[] | T>;
  write(tx: Queryable, actor: Actor, value: T): Promise<void>;
  /** What others must learn once rows were written (e.g. the auth cache forgetting what they changed). */
  afterImport?(app: FastifyInstance, result: ImportResult): Promise<void>;
}

/** 415: the body is not a file (every import's first check). */
export const refuseNotAFile = (reply: FastifyReply, lang: 'zh' | 'en') =>
  reply.status(415).send({
    ...fail(lang === 'zh' ? '请把 Excel 文件（.xlsx 或 .xls）本身作为请求体发送。' : 'Send the Excel file itself (.xlsx or .xls) as the body of this call.'),
    Code: 'IMPORT_NOT_A_FILE',
  });

/** Why the workbook could not be read, with its status (503 with a retry-after when the readers are busy). */
export function refuseRead(reply: FastifyReply, failure: ReadFailure, lang: 'zh' | 'en') {
  const refusal = IMPORT_REFUSALS[failure];
  if (refusal.status === 503) reply.header('retry-after', '5');
  return reply.status(refusal.status).send({ ...fail(refusal[lang]), Code: `IMPORT_${failure}` });
}

/** A sheet's rows with each field's cell (empty when the sheet lacks the column), by sheet row number. */
export type ImportRows = { row: number; values: Record<string, string> }[];

/**
 * The body read as an import's sheet: 415 when it is not a file, the reader's refusal, or 400 when
 * a required column is missing (each answered here: undefined comes back); else the rows with
 * their cells by field key. Every import starts here, so all of them refuse alike.
 */
export async function readImportRows(
  request: FastifyRequest,
  reply: FastifyReply,
  fields: ImportField[],
): Promise<{ rows: ImportRows; bytes: Buffer } | undefined> {
  const lang = requestLanguage(request.headers['accept-language']);
  if (!Buffer.isBuffer(request.body)) {
    refuseNotAFile(reply, lang);
    return undefined;
  }
  // sizes, rows and the parse are bounded in a worker (sheetReader.ts): one file cannot stall the server
  const read = await readSheetOffThread(request.body);
  if ('failure' in read) {
    refuseRead(reply, read.failure, lang);
    return undefined;
  }
  const { sheet } = read;
  const { column, missing } = columnsOf(sheet.headers, fields);
  if (missing.length) {
    reply.status(400).send({ ...fail(missingColumnsWords(missing, lang)), Code: 'IMPORT_MISSING_COLUMNS' });
    return undefined;
  }
  const rows = sheet.rows.map(({ row, cells }) => ({
    row,
    values: Object.fromEntries(fields.map((f) => [f.key, column.has(f.key) ? (cells[column.get(f.key)!] ?? '') : ''])),
  }));
  // the bytes too: a preview's token is their hash (previewGate)
  return { rows, bytes: request.body };
}

/** Which header of the file holds each field (its key or any of its headers, case aside), and the required fields none holds. */
export function columnsOf(headers: readonly string[], fields: ImportField[]): { column: Map<string, string>; missing: ImportField[] } {
  const column = new Map<string, string>(); // field key → header in this file
  for (const f of fields) {
    const names = [f.key, ...f.headers].map((h) => h.toLowerCase());
    const found = headers.find((h) => h && names.includes(h.toLowerCase()));
    if (found) column.set(f.key, found);
  }
  return { column, missing: fields.filter((f) => f.required && !column.has(f.key)) };
}

/** "The sheet lacks the column(s): …" (`sheet`: which one, when a workbook has several). */
export function missingColumnsWords(missing: ImportField[], lang: 'zh' | 'en', sheet?: string): string {
  const names = missing.map((f) => `${f.headers[0] ?? f.key} (${f.key})`).join(lang === 'zh' ? '、' : ', ');
  if (sheet) return lang === 'zh' ? `工作表“${sheet}”缺少列：${names}。` : `Sheet "${sheet}" lacks the column(s): ${names}.`;
  return lang === 'zh' ? `表格缺少列：${names}。` : `The sheet lacks the column(s): ${names}.`;
}

/**
 * One worksheet of a workbook read as grids (readGridsOffThread) as an import's rows: the first line
 * is the header, each later non-empty line a row with its sheet row number; or the required fields
 * whose column it lacks. The same header matching as readImportRows.
 */
export function gridRows(lines: readonly (readonly string[])[], fields: ImportField[]): { rows: ImportRows } | { missing: ImportField[] } {
  const headers = (lines[0] ?? []).map((h) => (h ?? '').trim());
  const { column, missing } = columnsOf(headers, fields);
  if (missing.length) return { missing };
  const at = new Map([...column].map(([key, header]) => [key, headers.indexOf(header)]));
  const rows: ImportRows = [];
  lines.forEach((line, i) => {
    if (i === 0 || !line?.some((c) => c?.trim())) return;
    rows.push({ row: i + 1, values: Object.fromEntries(fields.map((f) => [f.key, at.has(f.key) ? (line[at.get(f.key)!] ?? '').trim() : ''])) });
  });
  return { rows };
}

/** The query of an import: `DryRun` reads and checks without writing; `Confirm` writes what that preview showed. */
const importQuery = strict({ DryRun: Type.Optional(Type.Boolean()), Confirm: Type.Optional(text(100)) });
export type ImportQuery = { DryRun?: boolean; Confirm?: string };

/**
 * A preview's token: the file, the outcome it showed and what else shapes the write (`asked`, e.g.
 * "submit at once"), so a confirmation writes exactly that or nothing. Every import's preview.
 */
export const previewToken = (body: Buffer, result: Pick<ImportResult, 'Imported' | 'Rejected' | 'Answers'>, asked: unknown = null) =>
  createHash('sha256')
    .update(body)
    .update(JSON.stringify([result.Imported, result.Rejected, asked, ...(result.Answers ? [result.Answers] : [])]))
    .digest('hex');

/** 400: the confirmation's file or data no longer give what its preview showed; nothing was written. */
export const refuseChangedSincePreview = (reply: FastifyReply, lang: 'zh' | 'en') =>
  reply.status(400).send({
    ...fail(
      lang === 'zh'
        ? '预览之后，文件或数据已有变化，未写入任何内容：请重新导入并查看新的预览。'
        : 'The file or the data changed since the preview; nothing was written: import it again and check the new preview.',
    ),
    Code: 'IMPORT_CHANGED_SINCE_PREVIEW',
  });

/** Thrown to undo a transaction, carrying what it made. */
class Undone<T> {
  constructor(readonly value: T) {}
}

/** `work` in a transaction that is then undone (a preview meets what the write would meet); answers what it made. */
export async function rolledBack<T>(db: Db, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      throw new Undone(await work(tx));
    });
  } catch (e) {
    if (e instanceof Undone) return e.value as T;
    throw e;
  }
  throw new Error('a rolled-back transaction ended without being undone');
}

/**
 * One row checked and written in its own transaction (other calls go on between rows: one big
 * transaction would hold the embedded database for the whole import), or, `dry`, written and undone
 * (a preview meets what the write would meet). A value a unique index refuses is a refused row.
 */
async function importRow<T>(db: Db, spec: ImportSpec<T>, actor: Actor, values: Record<string, string>, lang: 'zh' | 'en', dry: boolean) {
  const run = async (tx: Queryable) => {
    const checked = await spec.check(tx, actor, values, lang);
    if (Array.isArray(checked)) return checked;
    await spec.write(tx, actor, checked);
    return undefined;
  };
  try {
    return await (dry ? rolledBack(db, run) : db.transaction(run));
  } catch (e) {
    if (isUniqueViolation(e)) return [duplicateWords(violatedKey(e))[lang]];
    throw e;
  }
}

/** Every row through importRow: the rows taken, and each refused one with its reasons. */
async function importRows<T>(db: Db, spec: ImportSpec<T>, actor: Actor, rows: ImportRows, lang: 'zh' | 'en', dry: boolean): Promise<ImportResult> {
  const result: ImportResult = { Imported: 0, Rejected: [] };
  for (const { row, values } of rows) {
    const empty = spec.fields
      .filter((f) => f.required && !values[f.key])
      .map((f) => validationWords.fieldProblem(f.headers[0] ?? f.key, validationWords.notEmpty[lang])[lang]);
    const refused = empty.length ? empty : await importRow(db, spec, actor, values, lang, dry);
    if (refused?.length) result.Rejected.push({ Row: row, Reasons: refused });
    else result.Imported += 1;
  }
  return result;
}

/**
 * The preview before an import writes (issue 32), for every import: `DryRun` answers the row report
 * `preview()` gives (written and undone) with its Token; `Confirm` goes on only when the file and the
 * data still give what that preview showed (else 400 IMPORT_CHANGED_SINCE_PREVIEW). True when it
 * answered (never the reply itself: a reply is a thenable, awaiting it loses it); false means "write
 * now". `asked`: what else shapes the write.
 */
export async function previewGate(
  reply: FastifyReply,
  lang: 'zh' | 'en',
  query: ImportQuery,
  body: Buffer,
  preview: () => Promise<Pick<ImportResult, 'Imported' | 'Rejected' | 'Answers'>>,
  asked: unknown = null,
): Promise<boolean> {
  if (!query.DryRun && !query.Confirm) return false;
  // the preview, or the confirmation's own preview: it must show what the person confirmed
  const shown = await preview();
  const token = previewToken(body, shown, asked);
  if (query.DryRun) {
    const summary =
      lang === 'zh'
        ? `将导入 ${shown.Imported} 行，拒绝 ${shown.Rejected.length} 行；确认后才写入。`
        : `${shown.Imported} row(s) to import, ${shown.Rejected.length} refused; nothing is written until you confirm.`;
    const answers = shown.Answers ? { Answers: shown.Answers } : {};
    reply.send(ok<ImportResult>({ Imported: shown.Imported, Rejected: shown.Rejected, ...answers, Token: token }, summary));
    return true;
  }
  if (token === query.Confirm) return false;
  refuseChangedSincePreview(reply, lang);
  return true;
}

/**
 * `POST path` with an .xlsx or .xls body: every row is checked; the answer counts the rows taken
 * and lists every refused row (its sheet row number) with reasons. Asked with `DryRun`, nothing is
 * written and the answer carries a `Token`; `Confirm=<token>` then writes exactly what that preview
 * showed, or nothing (400 IMPORT_CHANGED_SINCE_PREVIEW) when the file or the data changed since.
 * The browser always previews first (issue 32: the report before anything is written).
 */
export function defineImport<T>(app: FastifyInstance, db: Db, spec: ImportSpec<T>): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(spec.path, { schema: { querystring: importQuery }, config: { access: spec.access } }, async (request, reply) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const { DryRun, Confirm } = request.query;
      const read = await readImportRows(request, reply, spec.fields);
      if (!read) return reply;
      const { rows, bytes } = read;
      const actor = request.actor!;
      if (await previewGate(reply, lang, { DryRun, Confirm }, bytes, () => importRows(db, spec, actor, rows, lang, true))) return reply;
      const result = await importRows(db, spec, actor, rows, lang, false);
      if (result.Imported) await spec.afterImport?.(app, result);
      const summary =
        lang === 'zh'
          ? `已导入 ${result.Imported} 行，拒绝 ${result.Rejected.length} 行。`
          : `${result.Imported} row(s) imported, ${result.Rejected.length} refused.`;
      return ok(result, summary);
    });
}
