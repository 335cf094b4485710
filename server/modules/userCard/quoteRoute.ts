import type { FastifyInstance } from 'fastify';
import { userCardCalls as C } from '../../../src/contract/userCard/calls';
import { userCardRefusalWords as W } from '../../../src/contract/userCard/words';
import type { Db } from '../../db/types';
import { addressKey } from '../../http/addressKey';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { shareLink } from '../../http/shareRoute';
import { tooManyReply } from '../../http/tooMany';
import { AttemptLimiter } from '../../platform/auth/rateLimit';
import { askForQuote } from './quoteService';

/**
 * "Ask for a quote" on a shared card: 5 requests sent an hour from one address, as a company site's
 * contact form takes (its limit is written inline in the portal's routes, so the same policy is
 * written here: the same AttemptLimiter, counting what was sent, never a refusal); besides it the
 * share link's own limit and noindex.
 */
export const QUOTE_LIMIT = { max: 5, windowMs: 60 * 60_000 };

export function quoteRoute(app: FastifyInstance, db: Db): void {
  const limiter = new AttemptLimiter(QUOTE_LIMIT.max, QUOTE_LIMIT.windowMs);
  route(app, C.publicQuote, shareLink(), async ({ input, request }, r) => {
    const address = addressKey(request.ip);
    if (!limiter.allowed(address))
      return tooManyReply(r, { seconds: Math.max(1, Math.ceil(limiter.retryAfterMs(address) / 1000)), code: 'QUOTE_LIMIT', words: W.quoteLimit });
    const outcome = await askForQuote(db, input);
    if (outcome.ok) limiter.record(address);
    return sendOutcome(r, outcome);
  });
}
