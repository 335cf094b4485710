import type { FastifyInstance, FastifyReply } from 'fastify';
import { bookingCalls as C } from '../../../src/contract/booking/calls';
import { BOOKING_ACCESS as A } from '../../../src/contract/booking/module';
import { bookingCustomersCall, milestonesCall, quickSearchCall, thirdPartyCall } from '../../../src/contract/booking/quickCalls';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { forbidden } from '../../http/replies';
import type { LiveHub } from '../../live/hub';
import type { Actor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { seesCost } from '../rates/public';
import { publishBooking } from './moves';
import { checkOnly, saveDraft, submit } from './orderService';
import { parseNote } from './parse';
import { previewPrice } from './price';
import { quickSearch } from './quickSearch';
import { readService } from './readService';
import { route } from '../../http/route';

/** A customer's (or on-behalf staff's) booking calls and the reads (commercial.md §6.3): the contract's schema in, the service's outcome out. */
export function orderRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const read = readService(db);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);
  /** Staff write bookings only for a customer, with the on-behalf button (booking.onBehalf). */
  const onBehalfRefusal = async (actor: Actor, reply: FastifyReply) => {
    if (actor.companyKind !== 'platform') return undefined;
    const why = await refusal(db, actor, A.bookingOnBehalf);
    return why ? forbidden(reply, why.en, why.zh) : undefined;
  };

  route(fastify, C.saveDraft, async ({ actor, input }, r) => {
    const denied = await onBehalfRefusal(actor, r);
    if (denied) return denied;
    return sendOutcome(r, await saveDraft(db, actor, input));
  });
  route(fastify, C.check, async ({ actor, input, request: q }, r) =>
    sendOutcome(r, { ok: true, value: { Problems: await checkOnly(db, actor, input.Wire, lang(q)) } }),
  );
  route(fastify, C.price, async ({ actor, input, request: q }, r) => sendOutcome(r, { ok: true, value: await previewPrice(db, actor, input, lang(q)) }));
  route(fastify, C.submit, async ({ actor, input, request: q }, r) => {
    const denied = await onBehalfRefusal(actor, r);
    if (denied) return denied;
    const outcome = await submit(db, actor, input, { reading: readIdempotencyKey(q), hash: requestHash(q) }, lang(q));
    if (outcome.ok && !outcome.value.Replayed) {
      const o = await read.one(actor, input.Id);
      if (o.ok) await publishBooking(db, hub, { id: o.value.Id, company_id: String(o.value.CompanyId) }, 'SUBMITTED');
    }
    return sendOutcome(r, outcome);
  });
  route(fastify, quickSearchCall, async ({ actor, input, request: q }, r) => {
    const viewCost = await seesCost(db, actor);
    return sendOutcome(r, await quickSearch(db, actor, viewCost, input, todayInShanghai(), new Date().toISOString(), lang(q)));
  });
  route(fastify, bookingCustomersCall, async ({ request: q }, r) => sendOutcome(r, await read.customers(lang(q))));
  route(fastify, thirdPartyCall, async ({ actor }, r) => sendOutcome(r, await read.thirdParty(actor)));
  route(fastify, milestonesCall, async ({ actor, input }, r) => sendOutcome(r, await read.milestones(actor, input.Id)));
  route(fastify, C.get, async ({ actor, input }, r) => sendOutcome(r, await read.one(actor, input.Id)));
  route(fastify, C.parse, async ({ input }, r) => sendOutcome(r, await parseNote(db, input.Text)));
  route(fastify, C.cockpit, async ({ input }, r) => {
    const { From, To } = input;
    return sendOutcome(r, await read.cockpit(todayInShanghai(), From, To));
  });
  route(fastify, C.carrierMessages, async ({ input }, r) => sendOutcome(r, await read.carrierMessages(input.Id)));
}
