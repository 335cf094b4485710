import type { FastifyInstance } from 'fastify';
import { routeOf, type Call } from '../../../src/contract/call';
import { sendOutcome } from '../../http/outcome';
import type { MasterInput, masterRows } from './masterService';

/** The three writes of a master list (contract: codeMasterCalls / idMasterCalls). */
interface MasterCalls {
  save: Call;
  setStatus: Call;
  delete: Call;
}

/**
 * Registers a master list's Save, SetStatus and Delete on its rows: the bodies were checked by the
 * calls' schemas before the handlers run (the key is the code or the id, as the calls say).
 */
export function masterRoutes<I extends MasterInput>(fastify: FastifyInstance, rows: ReturnType<typeof masterRows<I>>, calls: MasterCalls): void {
  type Keyed = { Code?: string; Id?: number; Status: 'ACTIVE' | 'DISABLED' };
  const keyOf = (body: Keyed) => (body.Id ?? body.Code)!;
  fastify.post(calls.save.path, routeOf(calls.save), async (q, r) => sendOutcome(r, await rows.save(q.actor!, q.body as I)));
  fastify.post(calls.setStatus.path, routeOf(calls.setStatus), async (q, r) =>
    sendOutcome(r, await rows.setStatus(q.actor!, keyOf(q.body as Keyed), (q.body as Keyed).Status)),
  );
  fastify.post(calls.delete.path, routeOf(calls.delete), async (q, r) => sendOutcome(r, await rows.remove(q.actor!, keyOf(q.body as Keyed))));
}
