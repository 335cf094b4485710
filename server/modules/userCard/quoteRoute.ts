import type { FastifyInstance } from 'fastify';
import { userCardCalls as C } from '../../../src/contract/userCard/calls';
import { userCardRefusalWords as W } from '../../../src/contract/userCard/words';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { shareLink } from '../../http/shareRoute';
import { sendsPerAddress } from '../../http/addressLimit';
import { askForQuote } from './quoteService';

/**
 * "Ask for a quote" on a shared card: 5 requests sent an hour from one address, as a company site's
 * contact form takes (the one rule for what an address sends, `sendsPerAddress`); besides it the
 * share link's own limit and noindex.
 */
export const QUOTE_LIMIT = { max: 5, windowMs: 60 * 60_000 };

export function quoteRoute(app: FastifyInstance, db: Db): void {
  const quotes = sendsPerAddress(QUOTE_LIMIT, { code: 'QUOTE_LIMIT', words: () => W.quoteLimit });
  route(app, C.publicQuote, shareLink(), async ({ input, request }, r) => {
    const refused = quotes.overLimit(request, r);
    if (refused) return refused;
    const outcome = await askForQuote(db, input);
    if (outcome.ok) quotes.sent(request);
    return sendOutcome(r, outcome);
  });
}
