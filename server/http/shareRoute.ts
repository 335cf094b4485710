import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { ADDRESS_LIMITS, limitPerAddress } from './addressLimit';
import type { RouteExtras } from './route';

/**
 * Every answer of a share-link call says `X-Robots-Tag: noindex` — a success, a refusal, a body
 * that fails its schema, a bad Idempotency-Key, a 429 (issue 45 item 15d). Set in the route's
 * onSend, which every reply passes through, so no handler or error path can forget it.
 */
const noindex: onSendHookHandler = async (_q: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('x-robots-tag', 'noindex');
  return payload;
};

/**
 * What a share link's public call (the token is the authority, no session) adds to its route
 * (server/http/route.ts): the per-address limit (a share link's, unless said) and noindex on every answer.
 */
export const shareLink = (limit: { max: number; windowMs: number } = ADDRESS_LIMITS.shareLink): RouteExtras => ({
  preHandler: limitPerAddress(limit),
  onSend: noindex,
});
