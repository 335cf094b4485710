import type { FastifyReply } from 'fastify';
import { fail } from '../../src/contract/envelope';
import { badInput, noSuch } from '../platform/refusal';
import { requestLanguage } from './language';
import { sendOutcome } from './outcome';

const langOf = (reply: FastifyReply) => requestLanguage(reply.request.headers['accept-language']);

/**
 * Another company's record, or none: the same answer, so ids of others reveal nothing. `what` is
 * the record as English names it ('role'); its Chinese is in recordWords (a test keeps every one there).
 */
export const notFound = (reply: FastifyReply, what: string) => sendOutcome(reply, noSuch(what));

/**
 * Bad input in one field: 400 with the field's path, and a sentence in the person's language that
 * names the field as the form names it (issue 32). `en` follows the field's name ("is already the
 * name of another role here"); `zh` is said after the field's label and a colon.
 */
export const badField = (reply: FastifyReply, path: string, en: string, zh?: string) => sendOutcome(reply, badInput(path, en, zh || en));

/** What a refusal says in the person's language (the request's Accept-Language, Chinese by default). */
export const inLanguage = (reply: FastifyReply, en: string, zh: string) => (langOf(reply) === 'zh' ? zh : en);

/** Not allowed: 403, said in the person's language (a Chinese is always given: issue 32). */
export const forbidden = (reply: FastifyReply, en: string, zh: string) => reply.status(403).send(fail(inLanguage(reply, en, zh)));

/** The content type of an answer sent already serialised to bytes (a kept answer: cache/answerCache.ts), as Fastify sets it for JSON. */
export const JSON_TYPE = 'application/json; charset=utf-8';
