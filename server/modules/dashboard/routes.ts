import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { dashboardCalls as C } from '../../../src/contract/dashboard/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { summary } from './service';

/** The dashboard's one call: the contract's schema in, the summary out. */
export function dashboardRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(C.summary.path, routeOf(C.summary), async (q, r) => sendOutcome(r, await summary(db, q.actor!, q.query as CallInput<typeof C.summary>)));
}
