import type { FastifyInstance } from 'fastify';
import type { Access } from '../../src/contract/access';
import { fail, ok } from '../../src/contract/envelope';
import type { ImportResult } from '../../src/contract/admin';
import type { Db, Queryable } from '../db/types';
import type { Actor } from '../modules/access/grants';
import { readSheet } from './xlsx';

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
  /** The reasons a row is refused, or what to write. */
  check(tx: Queryable, actor: Actor, cells: Record<string, string>): Promise<string[] | T>;
  write(tx: Queryable, actor: Actor, value: T): Promise<void>;
}

/**
 * `POST path` with an .xlsx body: each row is checked and written in its own transaction; the
 * answer counts the rows taken and lists every refused row (its sheet row number) with reasons.
 */
export function defineImport<T>(app: FastifyInstance, db: Db, spec: ImportSpec<T>): void {
  app.post(spec.path, { config: { access: spec.access } }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) {
      return reply.status(415).send(fail('Send the Excel file itself (.xlsx) as the body of this call.'));
    }
    let sheet;
    try {
      sheet = await readSheet(request.body);
    } catch (e) {
      return reply.status(400).send(fail((e as Error).message));
    }
    const column = new Map<string, string>(); // field key → header in this file
    for (const f of spec.fields) {
      const names = [f.key, ...f.headers].map((h) => h.toLowerCase());
      const found = sheet.headers.find((h) => h && names.includes(h.toLowerCase()));
      if (found) column.set(f.key, found);
    }
    const missing = spec.fields.filter((f) => f.required && !column.has(f.key));
    if (missing.length) {
      return reply.status(400).send(fail(`The sheet lacks the column(s): ${missing.map((f) => `${f.headers[0] ?? f.key} (${f.key})`).join(', ')}.`));
    }
    const result: ImportResult = { Imported: 0, Rejected: [] };
    for (const { row, cells } of sheet.rows) {
      const values = Object.fromEntries(spec.fields.map((f) => [f.key, column.has(f.key) ? (cells[column.get(f.key)!] ?? '') : '']));
      const reasons: string[] = spec.fields.filter((f) => f.required && !values[f.key]).map((f) => `${f.headers[0] ?? f.key} is empty`);
      if (reasons.length) {
        result.Rejected.push({ Row: row, Reasons: reasons });
        continue;
      }
      const refused = await db.transaction(async (tx) => {
        const checked = await spec.check(tx, request.actor!, values);
        if (Array.isArray(checked)) return checked;
        await spec.write(tx, request.actor!, checked);
        return undefined;
      });
      if (refused?.length) result.Rejected.push({ Row: row, Reasons: refused });
      else result.Imported += 1;
    }
    return ok(result, `${result.Imported} row(s) imported, ${result.Rejected.length} refused.`);
  });
}
