import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { route } from '../../http/route';

/**
 * Shipping instructions: every call of src/contract/si/calls.ts, each one line from its contract
 * (schemas, access) to its service; the request's body and query are typed from the schemas, and
 * the answer is serialised by them (nothing unlisted leaks). Rules, transactions, idempotency and
 * live frames are the services'; SQL is the repositories'.
 */
export function siRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const read = readService(db);
  const submit = submitService(db, hub);
  const edit = editService(db, hub);
  const review = reviewService(db, hub);
  const templates = templateService(db);
  const idempotency = (request: Parameters<typeof requestHash>[0]) => ({ reading: readIdempotencyKey(request), hash: requestHash(request) });

  route(fastify, C.sourceData, async ({ input, request: q }, r) => sendOutcome(r, await read.sourceData(ctx(q), input.CGO_ID)));
  route(fastify, C.packingBoxes, async ({ input, request: q }, r) => sendOutcome(r, await read.packingBoxes(ctx(q), input.CGO_ID)));
  route(fastify, C.check, async ({ input, request: q }, r) => sendOutcome(r, await submit.check(ctx(q), input)));
  route(fastify, C.add, async ({ input, request: q }, r) => sendOutcome(r, await submit.submit(ctx(q), input, idempotency(q))));
  route(fastify, C.addOnBehalf, async ({ input, request: q }, r) => sendOutcome(r, await submit.submitOnBehalf(ctx(q), input, idempotency(q))));
  route(fastify, C.modify, async ({ input, request: q }, r) => sendOutcome(r, await edit.modify(ctx(q), input)));
  // a booking's SIs, the busiest read: its answer is kept serialised until an SI or booking is
  // written (cache/answerCache.ts); a refusal is never kept
  route(fastify, C.list, async ({ actor, input, request: q }, r) => {
    const scope = seesAll(actor) ? 'all' : `company:${actor.companyId}`;
    const cgoId = input.CGO_ID;
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
  route(fastify, C.get, async ({ input, request: q }, r) => sendOutcome(r, await read.one(ctx(q), input.Id)));
  route(fastify, C.log, async ({ input, request: q }, r) => sendOutcome(r, await read.log(ctx(q), input.Id)));
  route(fastify, C.delete, async ({ input, request: q }, r) => sendOutcome(r, await edit.remove(ctx(q), input.Id)));
  route(fastify, C.changeStatus, async ({ input, request: q }, r) => sendOutcome(r, await review.changeStatus(ctx(q), input)));
  route(fastify, C.reviewFacts, async ({ input, request: q }, r) => sendOutcome(r, await review.facts(ctx(q), input.Id)));
  route(fastify, C.cockpit, async ({ input, request: q }, r) => sendOutcome(r, { ok: true, value: await review.cockpit(ctx(q), input.Since) }));
  route(fastify, C.behalfEmployees, async ({ input, request: q }, r) => sendOutcome(r, await read.behalfEmployees(ctx(q), input.CGO_ID)));
  route(fastify, C.templateSave, async ({ input, request: q }, r) => sendOutcome(r, await templates.save(ctx(q), input)));
  route(fastify, C.templateGet, async ({ input, request: q }, r) => sendOutcome(r, await templates.get(ctx(q), input.Id)));
  route(fastify, C.templateDelete, async ({ input, request: q }, r) => sendOutcome(r, await templates.remove(ctx(q), input.Id)));

  siLists(fastify, db);
  siTemplateLists(fastify, db);
}
