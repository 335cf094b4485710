import type { FastifyReply } from 'fastify';
import { tooManyReply } from '../../http/tooMany';

/** The refusal of a slowed-down password attempt: 429, Retry-After in seconds, words in the person's language. */
export function throttled(reply: FastifyReply, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return tooManyReply(reply, {
    seconds,
    code: 'SIGN_IN_THROTTLED',
    words: { en: `Too many wrong passwords. Try again in ${seconds} seconds.`, zh: `密码错误次数过多，请 ${seconds} 秒后再试。` },
  });
}
