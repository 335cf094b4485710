import type { FastifyInstance } from 'fastify';
import { packingCalls as C } from '../../../src/contract/packing/calls';
import { PACKING_ACCESS } from '../../../src/contract/packing/module';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { demand } from '../../platform/access/demand';
import { applyService } from './applyService';
import { dataService } from './dataService';
import { packingLists } from './lists';
import { readService } from './readService';
import { splitService } from './splitService';
import { truckerRoutes } from './truckerRoutes';
import { customerPickRoutes } from './customerPicks';
import { seesAll } from './repository';
import { route } from '../../http/route';

/** Rejecting an application takes the `reject` button on the audit queues, beside the call's own `open`. */
const REJECT = PACKING_ACCESS.packingReject;
/** Staff applying (for a customer company) take the queues' `applyOnBehalf` button too: the customer's own page never grants it. */
const ON_BEHALF = PACKING_ACCESS.packingApplyOnBehalf;

/**
 * The packing-list calls (operations.md §3.3): each parses (the contract's schema), authorizes (its
 * access row; the company scope is the repository's) and hands one service call its input; the
 * services announce their changes live (live.ts).
 */
export function packingRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const applying = applyService(db, hub);
  const data = dataService(db, hub);
  const splitting = splitService(db, hub);
  const reading = readService(db);
  const lang = (q: { headers: Record<string, string | string[] | undefined> }) => requestLanguage(q.headers['accept-language']);

  packingLists(fastify, db);
  truckerRoutes(fastify, db);
  customerPickRoutes(fastify, db);
  route(fastify, C.apply, async ({ actor, input, request: q }, r) => {
    if (seesAll(actor) && !(await demand(db, q, r, ON_BEHALF))) return r;
    return sendOutcome(r, await applying.apply(actor, input, lang(q)));
  });
  route(fastify, C.decideApplication, async ({ actor, input, request: q }, r) => {
    if (!input.Open && !(await demand(db, q, r, REJECT))) return r;
    return sendOutcome(r, await applying.decide(actor, input));
  });
  route(fastify, C.assignTrucker, async ({ actor, input }, r) => sendOutcome(r, await applying.assignTrucker(actor, input)));
  route(fastify, C.saveData, async ({ actor, input, request: q }, r) => sendOutcome(r, await data.saveData(actor, input, lang(q))));
  route(fastify, C.submitData, async ({ actor, input, request: q }, r) => sendOutcome(r, await data.submitData(actor, input, lang(q))));
  route(fastify, C.auditData, async ({ actor, input }, r) => sendOutcome(r, await data.auditData(actor, input)));
  route(fastify, C.split, async ({ actor, input }, r) => sendOutcome(r, await splitting.split(actor, input)));
  route(fastify, C.cancel, async ({ actor, input }, r) => sendOutcome(r, await splitting.cancel(actor, input)));
  route(fastify, C.get, async ({ actor, input, request: q }, r) => sendOutcome(r, await reading.get(actor, input.Id, lang(q))));
  route(fastify, C.log, async ({ actor, input }, r) => sendOutcome(r, await reading.log(actor, input.Id)));
  route(fastify, C.detail, async ({ actor, input, request: q }, r) => sendOutcome(r, await reading.detail(actor, input.Id, lang(q))));
}
