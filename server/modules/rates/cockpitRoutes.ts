import type { FastifyInstance } from 'fastify';
import { cockpitCalls as C } from '../../../src/contract/rates/cockpitCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { cockpitOf } from './cockpitService';
import { route } from '../../http/route';

/** The rate cockpit's call (commercial.md §2.3 FclRate/Cockpit). */
export function cockpitRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.cockpit, async ({ actor, input }, r) => sendOutcome(r, await cockpitOf(db, actor, input, todayInShanghai())));
}
