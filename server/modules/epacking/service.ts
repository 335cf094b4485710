import type { ApplyIn, DecideIn } from '../../../src/contract/epacking/calls';
import type { Db } from '../../db/types';
import type { KeyReading } from '../../http/idempotency';
import type { Actor } from '../../platform/access/grants';
import { applyEclp } from './useCases/applyEclp';
import { decideEclps } from './useCases/decideEclps';
import { eclpRecords, listEclps, readEclp, shutOut } from './useCases/readEclp';
import { retryEclp, withdrawEclp } from './useCases/requestMoves';

/**
 * Electronic packing's calls (operations.md §4.3) with the rules of §4.5; every refusal leaves
 * nothing changed. `simulated`: the channel runs on the local terminal simulator (each message says so).
 * Each use case is a function of its own in useCases/; this binds them to the database for the routes.
 */
export function epackingService(db: Db, simulated: boolean) {
  return {
    apply: (actor: Actor, input: ApplyIn) => applyEclp(db, actor, input),
    decide: (actor: Actor, input: DecideIn, idem: { reading: KeyReading; hash: string }) => decideEclps(db, simulated, actor, input, idem),
    retry: (actor: Actor, id: number) => retryEclp(db, actor, id),
    withdraw: (actor: Actor, id: number) => withdrawEclp(db, actor, id),
    list: (actor: Actor, q: Parameters<typeof listEclps>[2]) => listEclps(db, actor, q),
    get: (actor: Actor, id: number, lang: 'zh' | 'en', now = new Date()) => readEclp(db, actor, id, lang, now),
    records: (actor: Actor, q: Parameters<typeof eclpRecords>[2]) => eclpRecords(db, actor, q),
    shutOut: () => shutOut(db),
  };
}

export type EpackingService = ReturnType<typeof epackingService>;
