import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, type FieldError } from '../../src/contract/envelope';
import { fieldName, fieldProblemText, type Lang, moduleOfPath, problemCode, problemWords } from '../../src/contract/fieldLabels';
import { validationWords } from '../../src/contract/words';
import { databaseUnavailable, replyDatabaseUnavailable } from './dbErrors';
import { BODY_TOO_DEEP, replyTooDeep } from './jsonDepth';
import { isUniqueViolation, replyDuplicate, violatedKey } from './duplicates';
import { requestLanguage } from './language';
import { setting } from '../settings/read';
import { processLog } from '../platform/processLog';

const KIB = 1024;

/**
 * At most this many field errors in one answer. An input of a megabyte can have a hundred thousand
 * problems (a field name per key): each worded and all of them joined into the Message would hold the
 * event loop for minutes (a fuzzed request held it for 289 s) and answer megabytes nobody reads.
 */
export const MAX_FIELD_ERRORS = 50;

/**
 * Each schema problem as a field error: its JSON path (the browser puts the message beside that
 * field) and a sentence in the person's language naming the field as the form names it (issue 32).
 * Distinct by path and message, the first MAX_FIELD_ERRORS; `more`: how many problems are left out.
 */
function fieldErrors(error: FastifyError, module: string | undefined, lang: Lang): { errors: FieldError[]; more: number } {
  // a union's branches each fail on their own: its one error (anyOf) says it, not every branch
  const problems = (error.validation ?? []).filter((v) => !/\/(anyOf|oneOf)\/\d+\//.test(v.schemaPath ?? ''));
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  let more = 0;
  for (const v of problems) {
    if (errors.length >= MAX_FIELD_ERRORS) {
      more++;
      continue;
    }
    const said = fieldError(v, module, lang);
    const key = `${said.Path}\u0000${said.Message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(said);
  }
  return { errors, more };
}

function fieldError(v: NonNullable<FastifyError['validation']>[number], module: string | undefined, lang: Lang): FieldError {
  const base = v.instancePath || '';
  if (v.keyword === 'additionalProperties') {
    const extra = String((v.params as { additionalProperty?: string }).additionalProperty);
    const where = [fieldName(base, module, lang), validationWords.unknownField(extra)[lang]].filter(Boolean).join(lang === 'zh' ? '·' : ' · ');
    return { Path: `${base}/${extra}`, Message: validationWords.fieldProblem(where, validationWords.notAField[lang])[lang], ...problemCode(v) };
  }
  const path = v.keyword === 'required' ? `${base}/${(v.params as { missingProperty?: string }).missingProperty}` : base || '/';
  return { Path: path, Message: fieldProblemText(path, module, problemWords(v, lang), lang), ...problemCode(v) };
}

/**
 * One error handler for the whole API: every refusal is the envelope with a Message a person can
 * read; bad input is a 4xx, never a 500; nothing answers with a stack trace.
 */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const lang = requestLanguage(request.headers['accept-language']);
      const { errors, more } = fieldErrors(error, moduleOfPath(request.routeOptions.url), lang);
      const said = [...errors.map((e) => e.Message), ...(more ? [validationWords.moreProblems(more)[lang]] : [])];
      const message = validationWords.inputRefused(said.join(lang === 'zh' ? '；' : '; '))[lang];
      return reply.status(400).send({ ...fail(message, errors), Code: 'INVALID' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply
          .status(400)
          .send(
            fail(
              `The request body is not valid JSON: ${error.message.replace(/^Body is not valid JSON but content-type is set to 'application\/json'$/, 'it could not be parsed')}`,
            ),
          );
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // a call may take a larger body than the default (a booking's file): its own limit is the one passed
        return reply
          .status(413)
          .send(fail(`The request body is larger than the ${Math.round((request.routeOptions.bodyLimit ?? bodyLimit) / KIB)} KiB limit.`));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(fail(`This call takes JSON (content-type: application/json), not ${request.headers['content-type'] ?? 'nothing'}.`));
      case BODY_TOO_DEEP:
        return replyTooDeep(reply);
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(400).send(fail('The request body does not match its Content-Length.'));
    }
    if (databaseUnavailable(error)) return replyDatabaseUnavailable(request, reply, error); // 503, see dbErrors.ts
    // two saves raced for one unique value and this one lost: the same refusal its own check would give
    if (isUniqueViolation(error)) {
      const key = violatedKey(error);
      if (!key) request.log.warn({ err: error }, 'a unique index no save declares refused a write'); // worth a uniqueKey() and a check
      return replyDuplicate(reply, key);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.status(status).send(fail(error.message));
    request.log.error({ err: error }, 'unexpected error');
    // MFT_DEBUG: the error on standard output too, for a test whose app logs nothing
    if (setting(process.env, 'MFT_DEBUG')) processLog.error({ err: error }, 'MFT_DEBUG: an unexpected error');
    return reply.status(500).send(fail('Something went wrong on the server; it has been logged.'));
  });
}
