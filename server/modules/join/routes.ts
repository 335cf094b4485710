import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { joinCalls as C } from '../../../src/contract/join/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { joinService } from './service';
import { route } from '../../http/route';

/** Joining: create a company (awaits the platform's audit) or ask to be bound to one by its code; the company's side decides. */
export function joinRoutes(fastify: FastifyInstance, db: Db): void {
  const join = joinService(db);

  route(fastify, C.createCompany, async ({ input, request: q }, r) => sendOutcome(r, await join.applyToCreate(q.auth!.userId!, input)));
  route(fastify, C.bindCompany, async ({ input, request: q }, r) => sendOutcome(r, await join.askToBind(q.auth!.userId!, input)));
  route(fastify, C.myRequests, async ({ request: q }) => ok(await join.requestsOf(q.auth!.userId!)));
  // whoever holds the employee list sees requests; the approveBind button decides them
  route(fastify, C.pendingBindRequests, async ({ actor }) => ok(await join.pendingOf(actor)));
  route(fastify, C.decideBindRequest, async ({ actor, input }, r) => sendOutcome(r, await join.decide(actor, input)));
}
