import type { FastifyReply } from 'fastify';
import { fail, type FieldError } from '../../../src/contract/envelope';
import { requestLanguage } from '../../http/language';
import type { ImportField } from '../../http/imports';

/**
 * Import fields read by the export's own bilingual headers ("代码 Code") or either half of one
 * ("代码", "Code"), so the exported sheet imports back and so does one typed by hand.
 */
export const sheetFields = (fields: readonly { key: string; header: string; required?: boolean }[]): ImportField[] =>
  fields.map((f) => {
    const space = f.header.indexOf(' ');
    const halves = space > 0 ? [f.header.slice(0, space), f.header.slice(space + 1)] : [];
    return { key: f.key, required: f.required, headers: [f.header, ...halves] };
  });

/** An outcome: the value, or a refusal with its message (and the message in Chinese where one was written). */
export type MasterOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; message: string; zh?: string; code?: string; errors?: FieldError[] };

export const refused = <T>(status: 400 | 404, message: string, code?: string, errors?: FieldError[], zh?: string): MasterOutcome<T> => ({
  ok: false,
  status,
  message,
  zh,
  code,
  errors,
});

/** Sends an outcome: its value in the envelope, or its refusal with its Code, in the language the request asked for. */
export function sendOutcome<T>(reply: FastifyReply, outcome: MasterOutcome<T>) {
  if (outcome.ok) return reply.send({ Status: true, Data: outcome.value });
  const message = outcome.zh && requestLanguage(reply.request.headers['accept-language']) === 'zh' ? outcome.zh : outcome.message;
  return reply.status(outcome.status).send({ ...fail(message, outcome.errors), ...(outcome.code ? { Code: outcome.code } : {}) });
}
