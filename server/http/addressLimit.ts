import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Bilingual } from '../../src/i18n/bilingual';
import { AttemptLimiter } from '../platform/auth/rateLimit';
import { addressKey } from './addressKey';
import { tooManyReply } from './tooMany';

/**
 * Calls anyone may make without signing in, limited per address so that one machine cannot fill
 * the database (crash reports, new users). Every request that gets past validation counts, in a
 * sliding window; what is over the limit answers 429 with Retry-After and Code RATE_LIMITED.
 * The limits leave room for an office behind one address: a broken page reporting for everyone,
 * a team registering together. IPv6 addresses count by their /64 (addressKey.ts), as sign-in does:
 * one subscriber's block is one address.
 */
export const ADDRESS_LIMITS = {
  register: { max: 20, windowMs: 60 * 60_000 },
  /** A sign-up e-mail's link opened (a token cannot be guessed; this stops trying). */
  registerConfirm: { max: 30, windowMs: 60 * 60_000 },
  clientLog: { max: 60, windowMs: 10 * 60_000 },
  /** Starting a social sign-in stores a one-time state. */
  wxStart: { max: 30, windowMs: 10 * 60_000 },
  /** The pickers ask at every keystroke: a busy office of typists, never a crawler of the whole list. */
  suggest: { max: 600, windowMs: 60_000 },
  /** The public schedule search: a person searching lanes one after another, never a crawler of every pair. */
  schedules: { max: 60, windowMs: 60_000 },
  /** The public rate search: a person comparing lanes, never a crawler of every price. */
  rateSearch: { max: 30, windowMs: 60_000 },
  /** A rate card's link: a customer opening it again and again, never a crawler guessing tokens. */
  rateCard: { max: 60, windowMs: 60_000 },
  /** A document's share link (a VGM to declare): a shipper's clerk working through a booking's boxes, never a crawler guessing tokens. */
  shareLink: { max: 120, windowMs: 60_000 },
  /** A counterpart's receipt webhook: a carrier or gateway pushing a busy day's receipts, never a forger guessing signatures. */
  gateway: { max: 600, windowMs: 60_000 },
} as const;

/** A route's preHandler that answers 429 once an address has made `max` requests in `windowMs`. */
export function limitPerAddress(limit: { max: number; windowMs: number }): preHandlerAsyncHookHandler {
  const limiter = new AttemptLimiter(limit.max, limit.windowMs);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const address = addressKey(request.ip);
    if (!limiter.allowed(address)) return tooMany(reply, limiter.retryAfterMs(address));
    limiter.record(address);
  };
}

function tooMany(reply: FastifyReply, retryAfterMs: number) {
  const seconds = retryAfterMs / 1000;
  const whole = Math.max(1, Math.ceil(seconds));
  return tooManyReply(reply, {
    seconds,
    code: 'RATE_LIMITED',
    words: { en: `Too many requests from your address. Try again in ${whole} seconds.`, zh: `来自您所在地址的请求过多，请 ${whole} 秒后再试。` },
  });
}

/**
 * A limit on what one address *sends* to a person (a site enquiry, a job application, a card's quote
 * request): only what went through counts, never a refusal, so a visitor correcting a form is not
 * locked out. `overLimit` answers 429 in words (the minutes to wait in them) once the address has sent
 * `max` in the window, else undefined; `sent` counts one. IPv6 addresses count by their /64.
 */
export function sendsPerAddress(limit: { max: number; windowMs: number }, refusal: { code: string; words: (minutes: number) => Bilingual }) {
  const limiter = new AttemptLimiter(limit.max, limit.windowMs);
  return {
    overLimit(request: FastifyRequest, reply: FastifyReply) {
      const address = addressKey(request.ip);
      if (limiter.allowed(address)) return undefined;
      const seconds = Math.max(1, Math.ceil(limiter.retryAfterMs(address) / 1000));
      return tooManyReply(reply, { seconds, code: refusal.code, words: refusal.words(Math.ceil(seconds / 60)) });
    },
    sent(request: FastifyRequest) {
      limiter.record(addressKey(request.ip));
    },
  };
}
