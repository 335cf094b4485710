import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '../../src/contract/access';
import { fail, ok } from '../../src/contract/envelope';
import type { ImportResult } from '../../src/contract/admin';
import type { Db, Queryable } from '../db/types';
import type { Actor } from '../modules/access/grants';
import { validationWords } from '../../src/contract/words';
import { requestLanguage } from './language';
import { IMPORT_REFUSALS, type ReadFailure } from './importMessages';
import { readSheetOffThread } from './sheetReader';

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
    ...fail(lang === 'zh' ? '请把 Excel 文件（.xlsx）本身作为请求体发送。' : 'Send the Excel file itself (.xlsx) as the body of this call.'),
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
export async function readImportRows(request: FastifyRequest, reply: FastifyReply, fields: ImportField[]): Promise<ImportRows | undefined> {
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
  const column = new Map<string, string>(); // field key → header in this file
  for (const f of fields) {
    const names = [f.key, ...f.headers].map((h) => h.toLowerCase());
    const found = sheet.headers.find((h) => h && names.includes(h.toLowerCase()));
    if (found) column.set(f.key, found);
  }
  const missing = fields.filter((f) => f.required && !column.has(f.key));
  if (missing.length) {
    const names = missing.map((f) => `${f.headers[0] ?? f.key} (${f.key})`).join(lang === 'zh' ? '、' : ', ');
    reply.status(400).send({ ...fail(lang === 'zh' ? `表格缺少列：${names}。` : `The sheet lacks the column(s): ${names}.`), Code: 'IMPORT_MISSING_COLUMNS' });
    return undefined;
  }
  return sheet.rows.map(({ row, cells }) => ({
    row,
    values: Object.fromEntries(fields.map((f) => [f.key, column.has(f.key) ? (cells[column.get(f.key)!] ?? '') : ''])),
  }));
}

/**
 * `POST path` with an .xlsx body: each row is checked and written in its own transaction; the
 * answer counts the rows taken and lists every refused row (its sheet row number) with reasons.
 */
export function defineImport<T>(app: FastifyInstance, db: Db, spec: ImportSpec<T>): void {
  app.post(spec.path, { config: { access: spec.access } }, async (request, reply) => {
    const lang = requestLanguage(request.headers['accept-language']);
    const rows = await readImportRows(request, reply, spec.fields);
    if (!rows) return reply;
    const result: ImportResult = { Imported: 0, Rejected: [] };
    for (const { row, values } of rows) {
      const reasons: string[] = spec.fields
        .filter((f) => f.required && !values[f.key])
        .map((f) => validationWords.fieldProblem(f.headers[0] ?? f.key, validationWords.notEmpty[lang])[lang]);
      if (reasons.length) {
        result.Rejected.push({ Row: row, Reasons: reasons });
        continue;
      }
      const refused = await db.transaction(async (tx) => {
        const checked = await spec.check(tx, request.actor!, values, lang);
        if (Array.isArray(checked)) return checked;
        await spec.write(tx, request.actor!, checked);
        return undefined;
      });
      if (refused?.length) result.Rejected.push({ Row: row, Reasons: refused });
      else result.Imported += 1;
    }
    if (result.Imported) await spec.afterImport?.(app, result);
    const summary =
      lang === 'zh'
        ? `已导入 ${result.Imported} 行，拒绝 ${result.Rejected.length} 行。`
        : `${result.Imported} row(s) imported, ${result.Rejected.length} refused.`;
    return ok(result, summary);
  });
}
