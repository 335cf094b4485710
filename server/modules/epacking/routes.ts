import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { epackingCalls as C } from '../../../src/contract/epacking/calls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { publishQueuesChanged } from '../../live/queues';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { epackingService } from './service';

/** The electronic packing calls (operations.md §4.3): each one line, the contract's schema in, the service's outcome out. */
export function epackingRoutes(fastify: FastifyInstance, db: Db, simulated: boolean, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const s = epackingService(db, simulated);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;
  // an application made, decided or withdrawn moves the work center's e-packing queue (./tower.ts)
  const queued = async <T>(o: Outcome<T>) => {
    if (o.ok) await publishQueuesChanged(db, hub, ['epacking.applications']);
    return o;
  };

  app.post(C.apply.path, routeOf(C.apply), async (q, r) => sendOutcome(r, await queued(await s.apply(q.actor!, q.body as In<'apply'>))));
  app.post(C.decide.path, routeOf(C.decide), async (q, r) =>
    sendOutcome(r, await queued(await s.decide(q.actor!, q.body as In<'decide'>, { reading: readIdempotencyKey(q), hash: requestHash(q) }))),
  );
  app.post(C.retry.path, routeOf(C.retry), async (q, r) => sendOutcome(r, await s.retry(q.actor!, (q.body as In<'retry'>).Id)));
  app.post(C.withdraw.path, routeOf(C.withdraw), async (q, r) => sendOutcome(r, await queued(await s.withdraw(q.actor!, (q.body as In<'withdraw'>).Id))));
  app.get(C.list.path, routeOf(C.list), async (q, r) => sendOutcome(r, await s.list(q.actor!, q.query as In<'list'>)));
  app.get(C.get.path, routeOf(C.get), async (q, r) =>
    sendOutcome(r, await s.get(q.actor!, (q.query as In<'get'>).Id, requestLanguage(q.headers['accept-language']))),
  );
  app.get(C.records.path, routeOf(C.records), async (q, r) => sendOutcome(r, await s.records(q.actor!, q.query as In<'records'>)));
  app.get(C.shutOut.path, routeOf(C.shutOut), async (_q, r) => sendOutcome(r, await s.shutOut()));
}
