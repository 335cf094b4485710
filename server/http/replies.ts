import type { FastifyReply } from 'fastify';
import { fail } from '../../src/contract/envelope';

/** Another company's record, or none: the same answer, so ids of others reveal nothing. */
export const notFound = (reply: FastifyReply, what: string) => reply.status(404).send(fail(`No such ${what}.`));

/** Bad input in one field: 400 with the field's path. */
export const badField = (reply: FastifyReply, path: string, message: string) =>
  reply.status(400).send(fail(`${path.replace(/^\//, '')} ${message}`, [{ Path: path, Message: message }]));

export const forbidden = (reply: FastifyReply, message: string) => reply.status(403).send(fail(message));

/** The content type of an answer sent already serialised to bytes (a kept answer: cache/answerCache.ts), as Fastify sets it for JSON. */
export const JSON_TYPE = 'application/json; charset=utf-8';
