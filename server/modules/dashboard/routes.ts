import type { FastifyInstance } from 'fastify';
import { dashboardCalls as C } from '../../../src/contract/dashboard/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { summary } from './service';
import { route } from '../../http/route';

/** The dashboard's one call: the contract's schema in, the summary out. */
export function dashboardRoutes(fastify: FastifyInstance, db: Db): void {
  route(fastify, C.summary, async ({ actor, input }, r) => sendOutcome(r, await summary(db, actor, input)));
}
