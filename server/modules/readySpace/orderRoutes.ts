import type { FastifyInstance } from 'fastify';
import { readySpaceCalls as C } from '../../../src/contract/readySpace/calls';
import type { Db } from '../../db/types';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { orderService } from './orderService';
import { route } from '../../http/route';

/** The order's calls (commercial.md §5.2–§5.3): each one line, the contract's schema in, the service's outcome out. */
export function orderRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const orders = orderService(db, hub);

  route(fastify, C.place, async ({ actor, input, request: q }, r) =>
    sendOutcome(r, await orders.place(actor, input, { reading: readIdempotencyKey(q), hash: requestHash(q) })),
  );
  route(fastify, C.orderGet, async ({ actor, input }, r) => sendOutcome(r, await orders.get(actor, input.Id)));
  route(fastify, C.confirm, async ({ actor, input }, r) => sendOutcome(r, await orders.confirm(actor, input)));
  route(fastify, C.reject, async ({ actor, input }, r) => sendOutcome(r, await orders.reject(actor, input)));
  route(fastify, C.cancel, async ({ actor, input }, r) => sendOutcome(r, await orders.cancel(actor, input)));
  route(fastify, C.releaseSo, async ({ actor, input }, r) => sendOutcome(r, await orders.releaseSo(actor, input)));
  route(fastify, C.requestCancel, async ({ actor, input }, r) => sendOutcome(r, await orders.requestCancel(actor, input)));
  route(fastify, C.decideCancel, async ({ actor, input }, r) => sendOutcome(r, await orders.decideCancel(actor, input)));
}
