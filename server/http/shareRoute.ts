import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { ADDRESS_LIMITS, limitPerAddress } from './addressLimit';
import type { ShareAnswer } from '../platform/spine/shares';
import { sendOutcome } from './outcome';
import type { RouteExtras } from './route';
import { secondsUntil, tooManyReply } from './tooMany';

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

/**
 * A share reader's answer (server/platform/spine/shares.ts ShareAnswer): a locked link is 429 with
 * Retry-After until the lock ends, in the visitor's language; anything else as any outcome.
 */
export function shareAnswer<T>(reply: FastifyReply, a: ShareAnswer<T>) {
  if (!('locked' in a)) return sendOutcome(reply, a);
  const seconds = secondsUntil(a.locked);
  const minutes = Math.ceil(seconds / 60);
  return tooManyReply(reply, {
    seconds,
    code: 'SHARE_LOCKED',
    words: { en: `Too many wrong access codes: the link is locked for ${minutes} minutes.`, zh: `访问码错误次数过多：链接已锁定 ${minutes} 分钟。` },
  });
}
