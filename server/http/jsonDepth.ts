import type { FastifyInstance, FastifyReply } from 'fastify';
import { fail } from '../../src/contract/envelope';
import { requestLanguage } from './language';

/**
 * How deep a JSON body may nest (objects and arrays, the outermost counting as one). No call's
 * schema goes near it; the attacker's 20,000 levels overflowed the stack of everything that walks a
 * body recursively (the string check of validation.ts, the schema check, JSON.stringify), a 500.
 */
export const MAX_JSON_DEPTH = 64;

/** The Code of the refusal, for the browser and the tests. */
export const BODY_TOO_DEEP = 'BODY_TOO_DEEP';

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text nests deeper than `limit`, read as text before anything parses or walks it:
 * one pass with a counter (no recursion, no stack), brackets inside strings skipped. Text that is
 * not JSON is answered for what its brackets say; the parser refuses it afterwards anyway.
 */
export function nestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

const WORDS = {
  en: `The request is nested deeper than ${MAX_JSON_DEPTH} levels: it is not read.`,
  zh: `请求内容的嵌套超过 ${MAX_JSON_DEPTH} 层，无法受理。`,
};

/** The refusal of a body nested too deep: 400 with its Code, in the language the request asked for. */
export function replyTooDeep(reply: FastifyReply): FastifyReply {
  const lang = requestLanguage(reply.request.headers['accept-language']);
  return reply.status(400).send({ ...fail(WORDS[lang]), Code: BODY_TOO_DEEP });
}

/** The error the JSON parser ends with; the error handler (errors.ts) answers it with replyTooDeep. */
export const tooDeepError = (): Error & { code: string; statusCode: number } => Object.assign(new Error(WORDS.en), { code: BODY_TOO_DEEP, statusCode: 400 });

/**
 * Every JSON body of every call is measured before it is parsed: Fastify's own parser (with its
 * prototype-poisoning refusal) runs only on text within the depth limit. Installed on the root
 * before the modules, whose plugins copy their parent's parsers.
 */
export function acceptJsonBodiesWithinDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string)) return done(tooDeepError(), undefined);
    return parse(request, body as string, done);
  });
}
