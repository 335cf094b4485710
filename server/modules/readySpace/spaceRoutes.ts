import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { publicSpaceCall, readySpaceCalls as C } from '../../../src/contract/readySpace/calls';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, openRouteOf } from '../../http/addressLimit';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { sailingsToPick } from './sailings';
import { spaceService } from './spaceService';

/** The listing's calls (commercial.md §5.3): each one line, the contract's schema in, the service's outcome out. */
export function spaceRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const spaces = spaceService(db, hub);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

  // the public query (/customer/booking): open to all, limited per address
  app.get(publicSpaceCall.path, openRouteOf(publicSpaceCall, 'querystring', ADDRESS_LIMITS.rateSearch), async (q, r) => {
    const { PolCode, PodCode } = q.query as { PolCode?: string; PodCode?: string };
    return sendOutcome(r, await spaces.market(PolCode, PodCode));
  });
  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await spaces.get(q.actor!, (q.query as In<'get'>).Id)));
  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) => sendOutcome(r, await spaces.saveDraft(q.actor!, q.body as In<'saveDraft'>)));
  app.post(C.submit.path, routeOf(C.submit), async (q, r) => sendOutcome(r, await spaces.submit(q.actor!, q.body as In<'submit'>)));
  app.post(C.audit.path, routeOf(C.audit), async (q, r) => sendOutcome(r, await spaces.audit(q.actor!, q.body as In<'audit'>)));
  app.post(C.setShelf.path, routeOf(C.setShelf), async (q, r) => sendOutcome(r, await spaces.setShelf(q.actor!, q.body as In<'setShelf'>)));
  app.post(C.updateStock.path, routeOf(C.updateStock), async (q, r) => sendOutcome(r, await spaces.updateStock(q.actor!, q.body as In<'updateStock'>)));
  app.get(C.sailings.path, routeOf(C.sailings), async (q, r) => sendOutcome(r, await sailingsToPick(db, q.query as In<'sailings'>)));
  app.post(C.updatePrice.path, routeOf(C.updatePrice), async (q, r) => sendOutcome(r, await spaces.updatePrice(q.actor!, q.body as In<'updatePrice'>)));
}
