import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { sessionCalls as C } from '../../../src/contract/session/calls';
import { sendOutcome } from '../../http/outcome';
import type { sessionService } from './sessionService';
import { route } from '../../http/route';

/** The user's side of a binding offer: the open offers, and accepting or declining one. */
export function bindOfferRoutes(fastify: FastifyInstance, sessions: ReturnType<typeof sessionService>): void {
  route(fastify, C.bindOffers, async ({ request: q }) => ok(await sessions.offers(q.auth!.userId!)));
  route(fastify, C.decideBindOffer, async ({ input, request: q }, r) => sendOutcome(r, await sessions.decideOffer(q.auth!.userId!, input.Id, input.Accept)));
}
