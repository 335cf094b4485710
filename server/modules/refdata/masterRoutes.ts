import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../../src/contract/accessRow';
import type { Call } from '../../../src/contract/call';
import { sendOutcome } from '../../http/outcome';
import type { MasterInput, masterRows } from './masterService';
import { route } from '../../http/route';

/** A row's key and the status it is set to, as SetStatus takes them (Delete: the key alone). */
type Keyed = { Code?: string; Id?: number; Status: 'ACTIVE' | 'DISABLED' };

/** An employee's POST whose body is a `T` (its schema's type). */
type Takes<T> = Call<'POST', TSchema & { static: T }, TSchema, Access>;

/** The three writes of a master list (contract: codeMasterCalls / idMasterCalls), each taking what its handler passes on. */
interface MasterCalls<I> {
  save: Takes<I>;
  setStatus: Takes<Keyed>;
  delete: Takes<Omit<Keyed, 'Status'>>;
}

/**
 * Registers a master list's Save, SetStatus and Delete on its rows: the bodies were checked by the
 * calls' schemas before the handlers run (the key is the code or the id, as the calls say).
 */
export function masterRoutes<I extends MasterInput>(fastify: FastifyInstance, rows: ReturnType<typeof masterRows<I>>, calls: MasterCalls<I>): void {
  const keyOf = (body: Omit<Keyed, 'Status'>) => (body.Id ?? body.Code)!;
  route(fastify, calls.save, async ({ actor, input }, r) => sendOutcome(r, await rows.save(actor, input)));
  route(fastify, calls.setStatus, async ({ actor, input }, r) => sendOutcome(r, await rows.setStatus(actor, keyOf(input), input.Status)));
  route(fastify, calls.delete, async ({ actor, input }, r) => sendOutcome(r, await rows.remove(actor, keyOf(input))));
}
