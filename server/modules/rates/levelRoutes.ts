import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { searchCalls as C } from '../../../src/contract/rates/searchCalls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { assignLevel, levelCompanies, levelList } from './levelService';

/** The customer levels' calls (commercial.md §2.1 CustomerLevel): the tiers, the companies' places, a placing. */
export function levelRoutes(app: FastifyInstance, db: Db): void {
  app.get(C.levels.path, routeOf(C.levels), async (q, r) => sendOutcome(r, await levelList(db, q.actor!)));
  app.get(C.levelCompanies.path, routeOf(C.levelCompanies), async (q, r) => sendOutcome(r, await levelCompanies(db, q.actor!)));
  app.post(C.assign.path, routeOf(C.assign), async (q, r) =>
    sendOutcome(r, await assignLevel(db, q.actor!, q.body as CallInput<typeof C.assign>, requestLanguage(q.headers['accept-language']))),
  );
}
