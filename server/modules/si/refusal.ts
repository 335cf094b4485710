import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, ok, type ApiOk, type FieldError } from '../../../src/contract/envelope';
import { badKey, keyReused } from '../../http/idempotency';
import { badField, notFound } from '../../http/replies';
import { replyDuplicate, type UniqueKey } from '../../http/duplicates';

/**
 * A service's "no": what the route answers instead of the result. Services return one rather than
 * touching the reply, so they stay free of HTTP and the routes stay one line of mapping (`answer`).
 */
export class Refusal {
  constructor(readonly send: (request: FastifyRequest, reply: FastifyReply) => FastifyReply) {}
}

export const refuse = {
  /** Another company's record, or none: the same answer (server/http/replies.ts). */
  notFound: (what: string) => new Refusal((_, reply) => notFound(reply, what)),
  badField: (path: string, en: string, zh: string) => new Refusal((_, reply) => badField(reply, path, en, zh)),
  /** A unique value another row holds (server/http/duplicates.ts): the same answer as a lost race. */
  duplicate: (key: UniqueKey) => new Refusal((_, reply) => replyDuplicate(reply, key)),
  /** A refusal in words (400 unless said), with the field errors or the `Code` the browser acts on. */
  because: (message: string, more: { status?: number; errors?: FieldError[]; code?: string } = {}) =>
    new Refusal((_, reply) => reply.status(more.status ?? 400).send({ ...fail(message, more.errors), ...(more.code ? { Code: more.code } : {}) })),
  badKey: new Refusal(badKey),
  keyReused: new Refusal(keyReused),
};

/** The route's answer: the envelope around the service's result, or its refusal. */
export function answer<T>(request: FastifyRequest, reply: FastifyReply, result: T | Refusal): ApiOk<T> | FastifyReply {
  return result instanceof Refusal ? result.send(request, reply) : ok(result);
}
