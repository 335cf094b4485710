import type { FastifyInstance } from 'fastify';
import { READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { readySpaceFileRoutes } from './fileRoutes';
import { readySpaceLists } from './lists';
import { orderRoutes } from './orderRoutes';
import { expireDue } from './round';
import { spaceRoutes } from './spaceRoutes';
import { readySpaceUploadRoutes } from './uploadRoutes';

/**
 * The ready-space calls (commercial.md §5.3): the listings' (spaceRoutes.ts), the orders'
 * (orderRoutes.ts), the lists, the upload and the files. Routes only parse, authorize and answer;
 * the rules and transactions are the services' (spaceService.ts, orderService.ts), the SQL the
 * repositories' (spaceRepository.ts, orderRepository.ts, repository.ts).
 */
export function readySpaceRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  // R5.4 "checked when read": the lists show no hold that has run out
  const lists = new Set([P.readySpaceList, `${P.readySpaceList}/Export`, P.readySpaceOrderList, `${P.readySpaceOrderList}/Export`]);
  fastify.addHook('preHandler', async (request) => {
    if (request.actor && lists.has(request.routeOptions.url ?? '')) await expireDue(db, hub, new Date());
  });
  readySpaceLists(fastify, db);
  readySpaceUploadRoutes(fastify, db, hub);
  readySpaceFileRoutes(fastify, db);
  spaceRoutes(fastify, db, hub);
  orderRoutes(fastify, db, hub);
}
