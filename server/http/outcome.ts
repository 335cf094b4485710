import type { FastifyReply } from 'fastify';
import { fail, type FieldError, ok } from '../../src/contract/envelope';
import { fieldErrorText, type Lang, moduleOfPath } from '../../src/contract/fieldLabels';
import { fieldMessageWords, validationWords } from '../../src/contract/words';
import { requestLanguage } from './language';

/**
 * A service's result: the value, or a refusal with its status, its message in English and (where
 * one was written) Chinese, the machine `Code` the browser acts on and the field errors. Services
 * return one and stay free of HTTP; the route sends it with `sendOutcome`.
 */
export type Outcome<T> =
  /** `message`: the envelope's Message beside the Data (what a done call tells the person, spec §4). */
  | { ok: true; value: T; message?: string }
  | {
      ok: false;
      /**
       * 503: a moment's clash the same request overcomes when sent again (SI's number taken outside the sequence);
       * 429: this person asked too often (prints: server/platform/pdf/print.ts).
       */
      status: 400 | 404 | 429 | 503;
      message: string;
      zh?: string;
      code?: string;
      errors?: FieldError[];
      /** Machine-readable facts of the refusal beside its Code (ready space's INSUFFICIENT: what is left, `Left`). */
      extra?: Record<string, unknown>;
      /** One field's refusal: its message is that field's error, named as the form names it (server/http/replies.ts badField). */
      asField?: true;
      /** The field errors are said as written, in the person's language (their Words), not after the field's label. */
      asWritten?: true;
      /** When the same request may be sent again (429, 503): the Retry-After header, in seconds. */
      retryAfter?: number;
    };

export const refused = <T>(status: 400 | 404 | 503, message: string, code?: string, errors?: FieldError[], zh?: string): Outcome<T> => ({
  ok: false,
  status,
  message,
  zh,
  code,
  errors,
});

/**
 * A field error in the person's language: a check's short English ("is empty", fieldMessageWords)
 * becomes a sentence naming the field as the form names it ("名称：不能为空"); a message written
 * in the language already (the rate check's, the SI check's) is left as it is; one said in both
 * languages with its values (`fieldSays`) is said in the person's.
 */
function fieldErrorIn(e: FieldError, module: string | undefined, lang: Lang): FieldError {
  return e.Words || Object.hasOwn(fieldMessageWords, e.Message) ? { Path: e.Path, Message: fieldErrorText(e, module, lang) } : e;
}

/** A field error said as written, in the person's language (its Words), not after the field's label. */
function writtenIn(e: FieldError, lang: Lang): FieldError {
  if (!e.Words) return e;
  const words = e.Words[lang];
  return { Path: e.Path, Message: words };
}

/**
 * Sends an outcome: its value in the envelope, or its refusal with its Code, in the language the
 * request asked for; a refusal written in English only, with field errors, says them instead.
 */
export function sendOutcome(reply: FastifyReply, outcome: Outcome<unknown>) {
  if (outcome.ok) return reply.send(ok(outcome.value, outcome.message));
  const lang = requestLanguage(reply.request.headers['accept-language']);
  const errors = outcome.errors?.map((e) => (outcome.asWritten ? writtenIn(e, lang) : fieldErrorIn(e, moduleOfPath(reply.request.routeOptions.url), lang)));
  const message =
    outcome.asField && errors?.[0]
      ? errors[0].Message
      : lang === 'zh'
        ? (outcome.zh ?? (errors?.length ? validationWords.inputRefused(errors.map((e) => e.Message).join('；')).zh : outcome.message))
        : outcome.message;
  if (outcome.retryAfter) reply.header('retry-after', String(outcome.retryAfter));
  return reply.status(outcome.status).send({ ...outcome.extra, ...fail(message, errors), ...(outcome.code ? { Code: outcome.code } : {}) });
}
