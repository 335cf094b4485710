import type { FastifyInstance } from 'fastify';
import { bookingCalls as C } from '../../../src/contract/booking/calls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { amendService } from './amendService';
import { deskService } from './deskService';
import { type Moved, movedValue } from './moves';
import { route } from '../../http/route';

/** The moves of a booking's table (commercial.md §6.2): the desk's and the customer's, each one line from the contract to the service. */
export function deskRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const desk = deskService(db, hub);
  const amend = amendService(db, hub);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);
  const moved = movedValue;
  /** A move whose answer carries warnings that did not stop it (R6.2: the sailing is not open for bookings yet). */
  const movedWarned = <T extends { moved: Moved; warnings?: string[] }>(o: Outcome<T>) =>
    o.ok ? { ok: true as const, value: { ...o.value.moved, Warnings: o.value.warnings ?? [] } } : o;
  route(fastify, C.accept, async ({ actor, input }, r) => sendOutcome(r, moved(await desk.accept(actor, input))));
  route(fastify, C.return, async ({ actor, input }, r) => sendOutcome(r, moved(await desk.return(actor, input))));
  route(fastify, C.reject, async ({ actor, input }, r) => sendOutcome(r, moved(await desk.reject(actor, input))));
  route(fastify, C.decline, async ({ actor, input }, r) => sendOutcome(r, moved(await desk.decline(actor, input))));
  route(fastify, C.requireAmend, async ({ actor, input }, r) => sendOutcome(r, moved(await desk.requireAmend(actor, input))));
  route(fastify, C.markBooked, async ({ actor, input, request: q }, r) => sendOutcome(r, movedWarned(await desk.markBooked(actor, input, lang(q)))));
  route(fastify, C.sendToCarrier, async ({ actor, input, request: q }, r) => sendOutcome(r, movedWarned(await desk.sendToCarrier(actor, input, lang(q)))));
  route(fastify, C.cancel, async ({ actor, input }, r) => sendOutcome(r, moved(await desk.cancel(actor, input))));
  route(fastify, C.decideCancel, async ({ actor, input }, r) => sendOutcome(r, moved(await desk.decideCancel(actor, input))));
  route(fastify, C.requestCancel, async ({ actor, input }, r) => sendOutcome(r, await desk.requestCancel(actor, input)));
  route(fastify, C.requestAmend, async ({ actor, input }, r) => sendOutcome(r, await amend.request(actor, input)));
  route(fastify, C.withdrawAmend, async ({ actor, input }, r) => sendOutcome(r, await amend.withdraw(actor, input)));
  route(fastify, C.decideAmend, async ({ actor, input }, r) => sendOutcome(r, await amend.decide(actor, input)));
  route(fastify, C.release, async ({ actor, input }, r) => {
    const out = await desk.release(actor, input);
    return sendOutcome(r, out.ok ? { ok: true, value: { ...out.value.moved, CgoId: out.value.cgoId!, Partial: !!out.value.partial } } : out);
  });
}
