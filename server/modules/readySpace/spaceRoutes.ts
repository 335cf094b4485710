import type { FastifyInstance } from 'fastify';
import { publicSpaceCall, readySpaceCalls as C } from '../../../src/contract/readySpace/calls';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, limitPerAddress } from '../../http/addressLimit';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { sailingsToPick } from './sailings';
import { spaceService } from './spaceService';
import { route } from '../../http/route';

/** The listing's calls (commercial.md §5.3): each one line, the contract's schema in, the service's outcome out. */
export function spaceRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const spaces = spaceService(db, hub);

  // the public query (/customer/booking): open to all, limited per address
  route(fastify, publicSpaceCall, { preHandler: limitPerAddress(ADDRESS_LIMITS.rateSearch) }, async ({ input }, r) => {
    const { PolCode, PodCode } = input;
    return sendOutcome(r, await spaces.market(PolCode, PodCode));
  });
  route(fastify, C.get, async ({ actor, input }, r) => sendOutcome(r, await spaces.get(actor, input.Id)));
  route(fastify, C.saveDraft, async ({ actor, input }, r) => sendOutcome(r, await spaces.saveDraft(actor, input)));
  route(fastify, C.submit, async ({ actor, input }, r) => sendOutcome(r, await spaces.submit(actor, input)));
  route(fastify, C.audit, async ({ actor, input }, r) => sendOutcome(r, await spaces.audit(actor, input)));
  route(fastify, C.setShelf, async ({ actor, input }, r) => sendOutcome(r, await spaces.setShelf(actor, input)));
  route(fastify, C.updateStock, async ({ actor, input }, r) => sendOutcome(r, await spaces.updateStock(actor, input)));
  route(fastify, C.sailings, async ({ input }, r) => sendOutcome(r, await sailingsToPick(db, input)));
  route(fastify, C.updatePrice, async ({ actor, input }, r) => sendOutcome(r, await spaces.updatePrice(actor, input)));
}
