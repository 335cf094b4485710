import type { FastifyInstance } from 'fastify';
import type { ChannelAdapter } from '../../channels/outbox';
import type { Db } from '../../db/types';
import { applicationLists, applicationRoutes } from './applicationRoutes';
import { addressRoutes, guaranteeRoutes, receiverRoutes, settingRoutes } from './setupRoutes';

/**
 * The module's calls (operations.md §11.4), by use case: the release applications, then what the
 * checks read (guarantees, settings, receivers, authenticated addresses). Each call is thin —
 * schema in, service, outcome out; lists by defineList.
 */
export function orderApplyRoutes(fastify: FastifyInstance, db: Db, sms: ChannelAdapter): void {
  applicationRoutes(fastify, db);
  applicationLists(fastify, db);
  guaranteeRoutes(fastify, db);
  settingRoutes(fastify, db);
  receiverRoutes(fastify, db);
  addressRoutes(fastify, db, sms);
}
