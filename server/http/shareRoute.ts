import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { ADDRESS_LIMITS, openRouteOf } from './addressLimit';

/**
 * Every answer of a share-link call says `X-Robots-Tag: noindex` — a success, a refusal, a body
 * that fails its schema, a bad Idempotency-Key, a 429 (issue 45 item 15d). Set in the route's
 * onSend, which every reply passes through, so no handler or error path can forget it.
 */
const noindex: onSendHookHandler = async (_q: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  reply.header('x-robots-tag', 'noindex');
  return payload;
};

type Limit = { max: number; windowMs: number };

/**
 * The route options of a share link's public call (the token is the authority, no session): the
 * open call's schemas and per-address limit (a share link's, unless said), and noindex on every
 * answer. One for a call read from its query, one for a call with a body.
 */
export const shareQueryRouteOf = <I extends TSchema, A extends TSchema>(call: { input: I; answer: A }, limit: Limit = ADDRESS_LIMITS.shareLink) => ({
  ...openRouteOf(call, 'querystring', limit),
  onSend: noindex,
});
export const shareBodyRouteOf = <I extends TSchema, A extends TSchema>(call: { input: I; answer: A }, limit: Limit = ADDRESS_LIMITS.shareLink) => ({
  ...openRouteOf(call, 'body', limit),
  onSend: noindex,
});
