import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../../src/contract/call';
import { ok } from '../../../src/contract/envelope';
import { joinCalls as C } from '../../../src/contract/join/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { joinService } from './service';

/** Joining: create a company (awaits the platform's audit) or ask to be bound to one by its code; the company's side decides. */
export function joinRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const join = joinService(db);

  app.post(C.createCompany.path, routeOf(C.createCompany), async (q, r) => sendOutcome(r, await join.applyToCreate(q.auth!.userId!, q.body)));
  app.post(C.bindCompany.path, routeOf(C.bindCompany), async (q, r) => sendOutcome(r, await join.askToBind(q.auth!.userId!, q.body)));
  app.get(C.myRequests.path, routeOf(C.myRequests), async (q) => ok(await join.requestsOf(q.auth!.userId!)));
  // whoever holds the employee list sees requests; the approveBind button decides them
  app.get(C.pendingBindRequests.path, routeOf(C.pendingBindRequests), async (q) => ok(await join.pendingOf(q.actor!)));
  app.post(C.decideBindRequest.path, routeOf(C.decideBindRequest), async (q, r) => sendOutcome(r, await join.decide(q.actor!, q.body)));
}
