import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
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
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const applying = applyService(db, hub);
  const data = dataService(db, hub);
  const splitting = splitService(db, hub);
  const reading = readService(db);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;
  const lang = (q: { headers: Record<string, string | string[] | undefined> }) => requestLanguage(q.headers['accept-language']);

  packingLists(fastify, db);
  truckerRoutes(fastify, db);
  customerPickRoutes(fastify, db);
  app.post(C.apply.path, routeOf(C.apply), async (q, r) => {
    if (seesAll(q.actor!) && !(await demand(db, q, r, ON_BEHALF))) return r;
    return sendOutcome(r, await applying.apply(q.actor!, q.body as In<'apply'>, lang(q)));
  });
  app.post(C.decideApplication.path, routeOf(C.decideApplication), async (q, r) => {
    const input = q.body as In<'decideApplication'>;
    if (!input.Open && !(await demand(db, q, r, REJECT))) return r;
    return sendOutcome(r, await applying.decide(q.actor!, input));
  });
  app.post(C.assignTrucker.path, routeOf(C.assignTrucker), async (q, r) =>
    sendOutcome(r, await applying.assignTrucker(q.actor!, q.body as In<'assignTrucker'>)),
  );
  app.post(C.saveData.path, routeOf(C.saveData), async (q, r) => sendOutcome(r, await data.saveData(q.actor!, q.body as In<'saveData'>, lang(q))));
  app.post(C.submitData.path, routeOf(C.submitData), async (q, r) => sendOutcome(r, await data.submitData(q.actor!, q.body as In<'submitData'>, lang(q))));
  app.post(C.auditData.path, routeOf(C.auditData), async (q, r) => sendOutcome(r, await data.auditData(q.actor!, q.body as In<'auditData'>)));
  app.post(C.split.path, routeOf(C.split), async (q, r) => sendOutcome(r, await splitting.split(q.actor!, q.body as In<'split'>)));
  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) => sendOutcome(r, await splitting.cancel(q.actor!, q.body as In<'cancel'>)));
  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await reading.get(q.actor!, (q.query as In<'get'>).Id, lang(q))));
  app.get(C.log.path, routeOf(C.log), async (q, r) => sendOutcome(r, await reading.log(q.actor!, (q.query as In<'log'>).Id)));
  app.get(C.detail.path, routeOf(C.detail), async (q, r) => sendOutcome(r, await reading.detail(q.actor!, (q.query as In<'detail'>).Id, lang(q))));
}
