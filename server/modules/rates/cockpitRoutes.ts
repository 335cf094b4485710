import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { cockpitCalls as C } from '../../../src/contract/rates/cockpitCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { cockpitOf } from './cockpitService';

/** The rate cockpit's call (commercial.md §2.3 FclRate/Cockpit). */
export function cockpitRoutes(app: FastifyInstance, db: Db): void {
  app.get(C.cockpit.path, routeOf(C.cockpit), async (q, r) =>
    sendOutcome(r, await cockpitOf(db, q.actor!, q.query as CallInput<typeof C.cockpit>, todayInShanghai())),
  );
}
