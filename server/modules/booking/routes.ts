import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { carrierConfigRoutes } from './carrierConfigRoutes';
import { deskRoutes } from './deskRoutes';
import { bookingFileRoutes } from './fileRoutes';
import { bookingLists } from './lists';
import { orderRoutes } from './orderRoutes';
import { bookingUploadRoutes } from './uploads';

/**
 * The booking calls (commercial.md §6.3): the customer's and the reads (orderRoutes.ts), the files
 * (fileRoutes.ts) and the upload, the moves (deskRoutes.ts), the lists, the carriers' configuration.
 * Routes only parse, authorize and answer; the rules and transactions are the services' (orderService.ts,
 * deskService.ts, amendService.ts, fileService.ts, readService.ts, carrierConfigService.ts), the SQL the repositories'.
 */
export function bookingRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  orderRoutes(fastify, db, hub);
  bookingFileRoutes(app, db);
  bookingUploadRoutes(app, db);
  deskRoutes(fastify, db, hub);
  bookingLists(app, db);
  carrierConfigRoutes(fastify, db);
}
