import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { readySpaceCalls as C } from '../../../src/contract/readySpace/calls';
import type { Db } from '../../db/types';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { orderService } from './orderService';

/** The order's calls (commercial.md §5.2–§5.3): each one line, the contract's schema in, the service's outcome out. */
export function orderRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const orders = orderService(db, hub);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

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
