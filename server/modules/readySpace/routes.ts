import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readySpaceCalls as C } from '../../../src/contract/readySpace/calls';
import { READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import { type CallInput, routeOf } from '../../../src/contract/call';
import type { Db } from '../../db/types';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { readySpaceLists } from './lists';
import { orderService } from './orders';
import { expireDue } from './round';
import { spaceService } from './spaces';

/** The ready-space calls (commercial.md §5.3): thin — schema in, the service's outcome out. */
export function readySpaceRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const spaces = spaceService(db, hub);
  const orders = orderService(db, hub);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

  // R5.4 "checked when read": the lists show no hold that has run out
  const lists = new Set([P.readySpaceList, `${P.readySpaceList}/Export`, P.readySpaceOrderList, `${P.readySpaceOrderList}/Export`]);
  app.addHook('preHandler', async (request) => {
    if (request.actor && lists.has(request.routeOptions.url ?? '')) await expireDue(db, hub, new Date());
  });
  readySpaceLists(app, db);

  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await spaces.get(q.actor!, (q.query as In<'get'>).Id)));
  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) => sendOutcome(r, await spaces.saveDraft(q.actor!, q.body as In<'saveDraft'>)));
  app.post(C.submit.path, routeOf(C.submit), async (q, r) => sendOutcome(r, await spaces.submit(q.actor!, q.body as In<'submit'>)));
  app.post(C.audit.path, routeOf(C.audit), async (q, r) => sendOutcome(r, await spaces.audit(q.actor!, q.body as In<'audit'>)));
  app.post(C.setShelf.path, routeOf(C.setShelf), async (q, r) => sendOutcome(r, await spaces.setShelf(q.actor!, q.body as In<'setShelf'>)));
  app.post(C.updateStock.path, routeOf(C.updateStock), async (q, r) => sendOutcome(r, await spaces.updateStock(q.actor!, q.body as In<'updateStock'>)));
  app.post(C.updatePrice.path, routeOf(C.updatePrice), async (q, r) => sendOutcome(r, await spaces.updatePrice(q.actor!, q.body as In<'updatePrice'>)));

  app.post(C.place.path, routeOf(C.place), async (q, r) =>
    sendOutcome(r, await orders.place(q.actor!, q.body as In<'place'>, { reading: readIdempotencyKey(q), hash: requestHash(q) })),
  );
  app.get(C.orderGet.path, routeOf(C.orderGet), async (q, r) => sendOutcome(r, await orders.get(q.actor!, (q.query as In<'orderGet'>).Id)));
  app.post(C.confirm.path, routeOf(C.confirm), async (q, r) => sendOutcome(r, await orders.confirm(q.actor!, q.body as In<'confirm'>)));
  app.post(C.reject.path, routeOf(C.reject), async (q, r) => sendOutcome(r, await orders.reject(q.actor!, q.body as In<'reject'>)));
  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) => sendOutcome(r, await orders.cancel(q.actor!, q.body as In<'cancel'>)));
  app.post(C.releaseSo.path, routeOf(C.releaseSo), async (q, r) => sendOutcome(r, await orders.releaseSo(q.actor!, q.body as In<'releaseSo'>)));
  app.post(C.requestCancel.path, routeOf(C.requestCancel), async (q, r) => sendOutcome(r, await orders.requestCancel(q.actor!, q.body as In<'requestCancel'>)));
  app.post(C.decideCancel.path, routeOf(C.decideCancel), async (q, r) => sendOutcome(r, await orders.decideCancel(q.actor!, q.body as In<'decideCancel'>)));
}
