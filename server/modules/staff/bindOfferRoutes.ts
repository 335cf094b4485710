import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { sessionCalls as C } from '../../../src/contract/session/calls';
import { sendOutcome } from '../../http/outcome';
import type { bindOfferService } from './bindOfferService';
import { route } from '../../http/route';

/** The user's side of a binding offer: the open offers, and accepting or declining one. */
export function bindOfferRoutes(fastify: FastifyInstance, offers: ReturnType<typeof bindOfferService>): void {
  route(fastify, C.bindOffers, async ({ request: q }) => ok(await offers.offers(q.auth!.userId!)));
  route(fastify, C.decideBindOffer, async ({ input, request: q }, r) => sendOutcome(r, await offers.decideOffer(q.auth!.userId!, input.Id, input.Accept)));
}
