import type { FastifyInstance } from 'fastify';
import { opportunityCalls as C } from '../../../src/contract/crm/opportunityCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { getOpportunity, listOpportunities, openOpportunities, saveOpportunity } from './useCases/opportunities';
import { deleteOpportunity } from './useCases/opportunityBin';
import { loseOpportunity, moveStage, winOpportunity } from './useCases/opportunityMoves';
import { stagesWire } from './useCases/opportunityStages';

/** The opportunities' calls (commercial.md §7.3): thin, each to its use case. */
export function opportunityRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.stages, async ({ actor }, r) => sendOutcome(r, { ok: true, value: await stagesWire(db, String(actor.companyId)) }));
  route(app, C.list, async ({ actor, input }, r) => sendOutcome(r, await listOpportunities(db, actor, input)));
  route(app, C.get, async ({ actor, input }, r) => sendOutcome(r, await getOpportunity(db, actor, input.Id)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await saveOpportunity(db, actor, input)));
  route(app, C.move, async ({ actor, input }, r) => sendOutcome(r, await moveStage(db, actor, input)));
  route(app, C.win, async ({ actor, input }, r) => sendOutcome(r, await winOpportunity(db, actor, input)));
  route(app, C.lose, async ({ actor, input }, r) => sendOutcome(r, await loseOpportunity(db, actor, input)));
  route(app, C.remove, async ({ actor, input }, r) => sendOutcome(r, await deleteOpportunity(db, actor, input.Id)));
  route(app, C.openCount, async ({ actor, input }, r) => sendOutcome(r, await openOpportunities(db, actor, input.CustomerId)));
}
