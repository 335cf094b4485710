import type { FastifyInstance } from 'fastify';
import { searchCalls as C } from '../../../src/contract/rates/searchCalls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { assignLevel, levelCompanies, levelList } from './levelService';
import { route } from '../../http/route';

/** The customer levels' calls (commercial.md §2.1 CustomerLevel): the tiers, the companies' places, a placing. */
export function levelRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  route(app, C.levels, async ({ actor }, r) => sendOutcome(r, await levelList(db, actor)));
  route(app, C.levelCompanies, async ({ actor }, r) => sendOutcome(r, await levelCompanies(db, actor)));
  route(app, C.assign, async ({ actor, input, request: q }, r) =>
    sendOutcome(r, await assignLevel(db, hub, actor, input, requestLanguage(q.headers['accept-language']))),
  );
}
