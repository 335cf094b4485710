import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming X-Request-Id we take as ours (a proxy's or a caller's, so one id follows a call
 * through every log): 1–64 characters of letters, digits and `._:-`. Anything else — too long, or
 * with characters that could forge a log line — is ignored and an id made here.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId (issue 47 item 7): Fastify's own `req-1`, `req-2`… started again in every
 * process, so the workers of a cluster logged the same ids. Ours is a random prefix made once per
 * process and a counter — unique across processes and restarts, cheap on the hot path — unless the
 * request brings a well-formed X-Request-Id, which is kept.
 */
export function requestIds(): (req: IncomingMessage) => string {
  const prefix = randomBytes(6).toString('base64url');
  let counter = 0;
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && WELL_FORMED.test(given)) return given;
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    return `${prefix}-${counter.toString(36)}`;
  };
}

/** Every answer carries its request's id as X-Request-Id, so a person reporting a problem can quote it and an operator find its lines. */
export function answerWithRequestId(app: FastifyInstance): void {
  // a callback hook, not an async one: no promise per call on the hot path (issue 47)
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
