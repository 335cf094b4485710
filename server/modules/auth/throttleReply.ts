import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../../src/contract/envelope';
import { requestLanguage } from '../../http/language';

/** The refusal of a slowed-down password attempt: 429, Retry-After in seconds, words in the person's language. */
export function throttled(request: FastifyRequest, reply: FastifyReply, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message =
    requestLanguage(request.headers['accept-language']) === 'en'
      ? `Too many wrong passwords. Try again in ${seconds} seconds.`
      : `密码错误次数过多，请 ${seconds} 秒后再试。`;
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ ...fail(message), Code: 'SIGN_IN_THROTTLED' });
}
