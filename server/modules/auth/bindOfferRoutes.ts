import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../../src/contract/call';
import { ok } from '../../../src/contract/envelope';
import { sessionCalls as C } from '../../../src/contract/session/calls';
import { sendOutcome } from '../../http/outcome';
import type { sessionService } from './sessionService';

/** The user's side of a binding offer: the open offers, and accepting or declining one. */
export function bindOfferRoutes(fastify: FastifyInstance, sessions: ReturnType<typeof sessionService>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(C.bindOffers.path, routeOf(C.bindOffers), async (q) => ok(await sessions.offers(q.auth!.userId!)));
  app.post(C.decideBindOffer.path, routeOf(C.decideBindOffer), async (q, r) =>
    sendOutcome(r, await sessions.decideOffer(q.auth!.userId!, q.body.Id, q.body.Accept)),
  );
}
