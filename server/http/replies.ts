import type { FastifyReply } from 'fastify';
import { fail } from '../../src/contract/envelope';
import { fieldProblemText, moduleOfPath } from '../../src/contract/fieldLabels';
import { recordWords } from '../../src/contract/words';
import { requestLanguage } from './language';

const langOf = (reply: FastifyReply) => requestLanguage(reply.request.headers['accept-language']);

/**
 * Another company's record, or none: the same answer, so ids of others reveal nothing. `what` is
 * the record as English names it ('role'); its Chinese is in recordWords (a test keeps every one there).
 */
export const notFound = (reply: FastifyReply, what: string) => {
  const words = (recordWords as Record<string, { zh: string; en: string }>)[what];
  return reply.status(404).send(fail(langOf(reply) === 'zh' && words ? `没有这个${words.zh}。` : `No such ${what}.`));
};

/**
 * Bad input in one field: 400 with the field's path, and a sentence in the person's language that
 * names the field as the form names it (issue 32). `en` follows the field's name ("is already the
 * name of another role here"); `zh` is said after the field's label and a colon.
 */
export const badField = (reply: FastifyReply, path: string, en: string, zh?: string) => {
  const lang = langOf(reply);
  const text = fieldProblemText(path, moduleOfPath(reply.request.routeOptions.url), lang === 'zh' && zh ? zh : en, lang);
  return reply.status(400).send(fail(text, [{ Path: path, Message: text }]));
};

/** What a refusal says in the person's language (the request's Accept-Language, Chinese by default). */
export const inLanguage = (reply: FastifyReply, en: string, zh: string) => (langOf(reply) === 'zh' ? zh : en);

/** Not allowed: 403, said in the person's language (a Chinese is always given: issue 32). */
export const forbidden = (reply: FastifyReply, en: string, zh: string) => reply.status(403).send(fail(inLanguage(reply, en, zh)));

/** The content type of an answer sent already serialised to bytes (a kept answer: cache/answerCache.ts), as Fastify sets it for JSON. */
export const JSON_TYPE = 'application/json; charset=utf-8';
