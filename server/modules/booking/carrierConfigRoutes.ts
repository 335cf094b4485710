import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bookingCalls as C } from '../../../src/contract/booking/calls';
import { type CallInput, routeOf } from '../../../src/contract/call';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { carrierConfigService } from './carrierConfigService';

/** The carriers' booking configuration's calls: the contract's schema in, the service's outcome out. */
export function carrierConfigRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const configs = carrierConfigService(db);
  app.get(C.carrierConfigList.path, routeOf(C.carrierConfigList), async (_q, r) => sendOutcome(r, await configs.list()));
  app.post(C.carrierConfigSave.path, routeOf(C.carrierConfigSave), async (q, r) =>
    sendOutcome(r, await configs.save(q.body as CallInput<typeof C.carrierConfigSave>)),
  );
}
