import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { controlTowerCalls as C } from '../../../src/contract/controlTower/calls';
import { ok } from '../../../src/contract/envelope';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import type { ExceptionRule, WorkQueue } from '../module';
import { controlTowerService } from './service';

/** The control tower's and the work center's calls (operations.md §12.2): the contract's schema in, one service call out. */
export function controlTowerRoutes(fastify: FastifyInstance, db: Db, rules: readonly ExceptionRule[], queues: readonly WorkQueue[]): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tower = controlTowerService(db, rules, queues);
  app.get(C.exceptions.path, routeOf(C.exceptions), async (q, r) =>
    sendOutcome(r, await tower.exceptions(q.actor!, q.query as CallInput<typeof C.exceptions>)),
  );
  app.post(C.ack.path, routeOf(C.ack), async (q, r) => sendOutcome(r, await tower.ack(q.actor!, q.body as CallInput<typeof C.ack>)));
  app.get(C.queues.path, routeOf(C.queues), async (q) => ok(await tower.queues(q.actor!)));
  app.get(C.next.path, routeOf(C.next), async (q, r) => sendOutcome(r, await tower.next(q.actor!, (q.query as CallInput<typeof C.next>).Queue)));
}
