import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { routeOf } from '../../../src/contract/call';
import { siCalls as C } from '../../../src/contract/si/calls';
import type { Db } from '../../db/types';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import type { LiveHub } from '../../live/hub';
import { contextOf as ctx } from './context';
import { editService } from './editService';
import { siLists } from './lists';
import { readService } from './readService';
import { ok } from '../../../src/contract/envelope';
import { sendOutcome } from '../../http/outcome';
import { JSON_TYPE } from '../../http/replies';
import { seesAll } from './repository';
import { SI_TOPIC } from '../../live/siChanged';
import { reviewService } from './reviewService';
import { submitService } from './submitService';
import { siTemplateLists } from './templateLists';
import { templateService } from './templateService';

/**
 * Shipping instructions: every call of src/contract/si/calls.ts, each one line from its contract
 * (schemas, access) to its service; the request's body and query are typed from the schemas, and
 * the answer is serialised by them (nothing unlisted leaks). Rules, transactions, idempotency and
 * live frames are the services'; SQL is the repositories'.
 */
export function siRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = readService(db);
  const submit = submitService(db, hub);
  const edit = editService(db, hub);
  const review = reviewService(db, hub);
  const templates = templateService(db);
  const idempotency = (request: Parameters<typeof requestHash>[0]) => ({ reading: readIdempotencyKey(request), hash: requestHash(request) });

  app.get(C.sourceData.path, routeOf(C.sourceData), async (q, r) => sendOutcome(r, await read.sourceData(ctx(q), q.query.CGO_ID)));
  app.get(C.packingBoxes.path, routeOf(C.packingBoxes), async (q, r) => sendOutcome(r, await read.packingBoxes(ctx(q), q.query.CGO_ID)));
  app.post(C.check.path, routeOf(C.check), async (q, r) => sendOutcome(r, await submit.check(ctx(q), q.body)));
  app.post(C.add.path, routeOf(C.add), async (q, r) => sendOutcome(r, await submit.submit(ctx(q), q.body, idempotency(q))));
  app.post(C.addOnBehalf.path, routeOf(C.addOnBehalf), async (q, r) => sendOutcome(r, await submit.submitOnBehalf(ctx(q), q.body, idempotency(q))));
  app.post(C.modify.path, routeOf(C.modify), async (q, r) => sendOutcome(r, await edit.modify(ctx(q), q.body)));
  // a booking's SIs, the busiest read: its answer is kept serialised until an SI or booking is
  // written (cache/answerCache.ts); a refusal is never kept
  app.get(C.list.path, routeOf(C.list), async (q, r) => {
    const scope = seesAll(q.actor!) ? 'all' : `company:${q.actor!.companyId}`;
    const cgoId = q.query.CGO_ID;
    const body = await fastify.answerCache.through(
      SI_TOPIC,
      `${C.list.path}|${scope}|${cgoId}`,
      async () => {
        const sis = await read.ofBooking(ctx(q), cgoId);
        return sis.ok ? Buffer.from(r.serialize(ok(sis.value)) as string) : sis;
      },
      (v) => Buffer.isBuffer(v),
    );
    if (!Buffer.isBuffer(body)) return sendOutcome(r, body);
    return (r as FastifyReply).type(JSON_TYPE).send(body); // already serialised by this route's schema
  });
  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await read.one(ctx(q), q.query.Id)));
  app.get(C.log.path, routeOf(C.log), async (q, r) => sendOutcome(r, await read.log(ctx(q), q.query.Id)));
  app.post(C.delete.path, routeOf(C.delete), async (q, r) => sendOutcome(r, await edit.remove(ctx(q), q.body.Id)));
  app.get(C.changeStatus.path, routeOf(C.changeStatus), async (q, r) => sendOutcome(r, await review.changeStatus(ctx(q), q.query)));
  app.get(C.reviewFacts.path, routeOf(C.reviewFacts), async (q, r) => sendOutcome(r, await review.facts(ctx(q), q.query.Id)));
  app.get(C.cockpit.path, routeOf(C.cockpit), async (q, r) => sendOutcome(r, { ok: true, value: await review.cockpit(ctx(q), q.query.Since) }));
  app.get(C.behalfEmployees.path, routeOf(C.behalfEmployees), async (q, r) => sendOutcome(r, await read.behalfEmployees(ctx(q), q.query.CGO_ID)));
  app.post(C.templateSave.path, routeOf(C.templateSave), async (q, r) => sendOutcome(r, await templates.save(ctx(q), q.body)));
  app.get(C.templateGet.path, routeOf(C.templateGet), async (q, r) => sendOutcome(r, await templates.get(ctx(q), q.query.Id)));
  app.post(C.templateDelete.path, routeOf(C.templateDelete), async (q, r) => sendOutcome(r, await templates.remove(ctx(q), q.body.Id)));

  siLists(app, db);
  siTemplateLists(app, db);
}
