import type { FastifyInstance } from 'fastify';
import { bookingCalls as C } from '../../../src/contract/booking/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { carrierConfigService } from './carrierConfigService';
import { route } from '../../http/route';

/** The carriers' booking configuration's calls: the contract's schema in, the service's outcome out. */
export function carrierConfigRoutes(fastify: FastifyInstance, db: Db): void {
  const configs = carrierConfigService(db);
  route(fastify, C.carrierConfigList, async (_, r) => sendOutcome(r, await configs.list()));
  route(fastify, C.carrierConfigSave, async ({ input }, r) => sendOutcome(r, await configs.save(input)));
}
