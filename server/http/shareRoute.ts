import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { TEnvelope } from '../../src/contract/call';
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
 * open call's schemas and per-address limit (a share link's, unless said), and noindex on every answer.
 */
export function shareRouteOf<I extends TSchema, A extends TSchema>(
  call: { input: I; answer: A },
  where: 'querystring',
  limit?: Limit,
): {
  schema: { querystring: I; response: { 200: TEnvelope<A> } };
  config: { auth: 'public' };
  preHandler: preHandlerAsyncHookHandler;
  onSend: onSendHookHandler;
};
export function shareRouteOf<I extends TSchema, A extends TSchema>(
  call: { input: I; answer: A },
  where: 'body',
  limit?: Limit,
): { schema: { body: I; response: { 200: TEnvelope<A> } }; config: { auth: 'public' }; preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler };
export function shareRouteOf(call: { input: TSchema; answer: TSchema }, where: 'querystring' | 'body', limit: Limit = ADDRESS_LIMITS.shareLink) {
  return { ...openRouteOf(call, where as 'body', limit), onSend: noindex };
}
