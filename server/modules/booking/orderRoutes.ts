import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bookingCalls as C } from '../../../src/contract/booking/calls';
import { BOOKING_ACCESS as A } from '../../../src/contract/booking/module';
import { bookingCustomersCall, milestonesCall, quickSearchCall, thirdPartyCall } from '../../../src/contract/booking/quickCalls';
import { type CallInput, routeOf } from '../../../src/contract/call';
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

/** A customer's (or on-behalf staff's) booking calls and the reads (commercial.md §6.3): the contract's schema in, the service's outcome out. */
export function orderRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const read = readService(db);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);
  /** Staff write bookings only for a customer, with the on-behalf button (booking.onBehalf). */
  const onBehalfRefusal = async (actor: Actor, reply: FastifyReply) => {
    if (actor.companyKind !== 'platform') return undefined;
    const why = await refusal(db, actor, A.bookingOnBehalf);
    return why ? forbidden(reply, why.en, why.zh) : undefined;
  };

  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) => {
    const denied = await onBehalfRefusal(q.actor!, r);
    if (denied) return denied;
    return sendOutcome(r, await saveDraft(db, q.actor!, q.body as CallInput<typeof C.saveDraft>));
  });
  app.post(C.check.path, routeOf(C.check), async (q, r) =>
    sendOutcome(r, { ok: true, value: { Problems: await checkOnly(db, q.actor!, (q.body as CallInput<typeof C.check>).Wire, lang(q)) } }),
  );
  app.post(C.price.path, routeOf(C.price), async (q, r) =>
    sendOutcome(r, { ok: true, value: await previewPrice(db, q.actor!, q.body as CallInput<typeof C.price>, lang(q)) }),
  );
  app.post(C.submit.path, routeOf(C.submit), async (q, r) => {
    const denied = await onBehalfRefusal(q.actor!, r);
    if (denied) return denied;
    const outcome = await submit(db, q.actor!, q.body as CallInput<typeof C.submit>, { reading: readIdempotencyKey(q), hash: requestHash(q) }, lang(q));
    if (outcome.ok && !outcome.value.Replayed) {
      const o = await read.one(q.actor!, (q.body as CallInput<typeof C.submit>).Id);
      if (o.ok) await publishBooking(db, hub, { id: o.value.Id, company_id: String(o.value.CompanyId) }, 'SUBMITTED');
    }
    return sendOutcome(r, outcome);
  });
  app.post(quickSearchCall.path, routeOf(quickSearchCall), async (q, r) => {
    const viewCost = await seesCost(db, q.actor!);
    const input = q.body as CallInput<typeof quickSearchCall>;
    return sendOutcome(r, await quickSearch(db, q.actor!, viewCost, input, todayInShanghai(), new Date().toISOString(), lang(q)));
  });
  app.get(bookingCustomersCall.path, routeOf(bookingCustomersCall), async (q, r) => sendOutcome(r, await read.customers(lang(q))));
  app.get(thirdPartyCall.path, routeOf(thirdPartyCall), async (q, r) => sendOutcome(r, await read.thirdParty(q.actor!)));
  app.get(milestonesCall.path, routeOf(milestonesCall), async (q, r) =>
    sendOutcome(r, await read.milestones(q.actor!, (q.query as CallInput<typeof milestonesCall>).Id)),
  );
  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await read.one(q.actor!, (q.query as CallInput<typeof C.get>).Id)));
  app.post(C.parse.path, routeOf(C.parse), async (q, r) => sendOutcome(r, await parseNote(db, (q.body as CallInput<typeof C.parse>).Text)));
  app.get(C.cockpit.path, routeOf(C.cockpit), async (q, r) => {
    const { From, To } = q.query as CallInput<typeof C.cockpit>;
    return sendOutcome(r, await read.cockpit(todayInShanghai(), From, To));
  });
  app.get(C.carrierMessages.path, routeOf(C.carrierMessages), async (q, r) =>
    sendOutcome(r, await read.carrierMessages((q.query as CallInput<typeof C.carrierMessages>).Id)),
  );
}
