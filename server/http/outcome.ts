import type { FastifyReply } from 'fastify';
import { fail, type FieldError } from '../../src/contract/envelope';
import { requestLanguage } from './language';

/**
 * A service's result: the value, or a refusal with its status, its message in English and (where
 * one was written) Chinese, the machine `Code` the browser acts on and the field errors. Services
 * return one and stay free of HTTP; the route sends it with `sendOutcome`.
 */
export type Outcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: 400 | 404;
      message: string;
      zh?: string;
      code?: string;
      errors?: FieldError[];
      /** Machine-readable facts of the refusal beside its Code (ready space's INSUFFICIENT: what is left, `Left`). */
      extra?: Record<string, unknown>;
    };

export const refused = <T>(status: 400 | 404, message: string, code?: string, errors?: FieldError[], zh?: string): Outcome<T> => ({
  ok: false,
  status,
  message,
  zh,
  code,
  errors,
});

/** Sends an outcome: its value in the envelope, or its refusal with its Code, in the language the request asked for. */
export function sendOutcome<T>(reply: FastifyReply, outcome: Outcome<T>) {
  if (outcome.ok) return reply.send({ Status: true, Data: outcome.value });
  const message = outcome.zh && requestLanguage(reply.request.headers['accept-language']) === 'zh' ? outcome.zh : outcome.message;
  return reply.status(outcome.status).send({ ...outcome.extra, ...fail(message, outcome.errors), ...(outcome.code ? { Code: outcome.code } : {}) });
}
