import type { FastifyReply } from 'fastify';
import { fail } from '../../src/contract/envelope';
import type { Bilingual } from '../../src/i18n/bilingual';
import { requestLanguage } from './language';

/** Whole seconds until `at` (an ISO time), at least 1: what Retry-After says. */
export const secondsUntil = (at: string, now = Date.now()) => Math.max(1, Math.ceil((Date.parse(at) - now) / 1000));

/**
 * Too many: 429 with Retry-After in whole seconds (at least 1), the words in the person's language
 * (the request's Accept-Language, Chinese by default) and the Code naming which limit. Every limit a
 * person can reach answers through here: the share links' locks, the phone codes, public tracking,
 * password attempts.
 */
export function tooManyReply(reply: FastifyReply, o: { seconds: number; code: string; words: Bilingual; extra?: Record<string, unknown> }) {
  const seconds = Math.max(1, Math.ceil(o.seconds));
  const message = requestLanguage(reply.request.headers['accept-language']) === 'en' ? o.words.en : o.words.zh;
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ ...fail(message), Code: o.code, ...o.extra });
}
