import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { packingPickCalls as C } from '../../../src/contract/packing/pickCalls';
import type { Db } from '../../db/types';
import { activeProviders } from './truckerRepository';
import { route } from '../../http/route';

/** The truckers to pick from (GET /api/PackingList/Truckers): every active provider company, for every packing-list page. */
export function truckerRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.truckers, async () => ok(await activeProviders(db)));
}
