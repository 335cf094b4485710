import type { FastifyInstance } from 'fastify';
import { siteCardCalls as C } from '../../../src/contract/portal/cardCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { shareLink } from '../../http/shareRoute';
import { cardCompanyOf } from '../userCard/public';
import { siteOfRequest } from './publicRoutes';
import { companyOf } from './publicService';

/**
 * GET /api/WebsitePublic/SiteCard?c=: whether the shared card is of an employee of the host's site's
 * company (the contact page shows it over itself only then); limited per address and noindex like every
 * share link, never cached (per visitor), and says nothing else of the card.
 */
export function siteCardRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.siteCard, shareLink(), async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request);
    if (!s.ok) return sendOutcome(r, s);
    const site = companyOf(s.value);
    const owner = await cardCompanyOf(db, input.c);
    return sendOutcome(r, { ok: true, value: { OnSite: !!site && owner === site } });
  });
}
