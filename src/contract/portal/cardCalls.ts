import { Type } from '@sinclair/typebox';
import { defineCall } from '../call';
import { strict, text } from '../schema';
import { PORTAL_PATHS as P } from './module';

/**
 * The business card over a company site's contact page (operations.md §15.2, §16): `?card=<the card's
 * link token>` shows the card only when its owner is an employee of the host's site's company. The card
 * itself comes from the userCard module's public call (GET /api/WebsitePublic/UserCard?c=).
 */
export const siteCardCalls = {
  siteCard: defineCall({
    method: 'GET',
    path: P.publicSiteCard,
    input: strict({ c: text(64, 1) }),
    answer: Type.Object({ OnSite: Type.Boolean() }),
    access: 'public',
  }),
} as const;
