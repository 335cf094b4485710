import type { FastifyInstance } from 'fastify';
import { epackingCalls as C } from '../../../src/contract/epacking/calls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { publishQueuesChanged } from '../../live/queues';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { epackingService } from './service';
import { route } from '../../http/route';

/** The electronic packing calls (operations.md §4.3): each one line, the contract's schema in, the service's outcome out. */
export function epackingRoutes(fastify: FastifyInstance, db: Db, simulated: boolean, hub: LiveHub): void {
  const s = epackingService(db, simulated);
  // an application made, decided or withdrawn moves the work center's e-packing queue (./tower.ts)
  const queued = async <T>(o: Outcome<T>) => {
    if (o.ok) await publishQueuesChanged(db, hub, ['epacking.applications']);
    return o;
  };

  route(fastify, C.apply, async ({ actor, input }, r) => sendOutcome(r, await queued(await s.apply(actor, input))));
  route(fastify, C.decide, async ({ actor, input, request: q }, r) =>
    sendOutcome(r, await queued(await s.decide(actor, input, { reading: readIdempotencyKey(q), hash: requestHash(q) }))),
  );
  route(fastify, C.retry, async ({ actor, input }, r) => sendOutcome(r, await s.retry(actor, input.Id)));
  route(fastify, C.withdraw, async ({ actor, input }, r) => sendOutcome(r, await queued(await s.withdraw(actor, input.Id))));
  route(fastify, C.list, async ({ actor, input }, r) => sendOutcome(r, await s.list(actor, input)));
  route(fastify, C.get, async ({ actor, input, request: q }, r) => sendOutcome(r, await s.get(actor, input.Id, requestLanguage(q.headers['accept-language']))));
  route(fastify, C.records, async ({ actor, input }, r) => sendOutcome(r, await s.records(actor, input)));
  route(fastify, C.shutOut, async (_, r) => sendOutcome(r, await s.shutOut()));
}
