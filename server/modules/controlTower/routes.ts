import type { FastifyInstance } from 'fastify';
import { controlTowerCalls as C } from '../../../src/contract/controlTower/calls';
import { ok } from '../../../src/contract/envelope';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import type { ExceptionRule, WorkQueue } from '../module';
import { controlTowerService } from './service';
import { route } from '../../http/route';

/** The control tower's and the work center's calls (operations.md §12.2): the contract's schema in, one service call out. */
export function controlTowerRoutes(fastify: FastifyInstance, db: Db, rules: readonly ExceptionRule[], queues: readonly WorkQueue[]): void {
  const tower = controlTowerService(db, rules, queues);
  route(fastify, C.exceptions, async ({ actor, input }, r) => sendOutcome(r, await tower.exceptions(actor, input)));
  route(fastify, C.ack, async ({ actor, input }, r) => sendOutcome(r, await tower.ack(actor, input)));
  route(fastify, C.queues, async ({ actor }) => ok(await tower.queues(actor)));
  route(fastify, C.next, async ({ actor, input }, r) => sendOutcome(r, await tower.next(actor, input.Queue)));
}
