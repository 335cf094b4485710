import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bookingCalls as C } from '../../../src/contract/booking/calls';
import { type CallInput, routeOf } from '../../../src/contract/call';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { amendService } from './amendService';
import { deskService } from './deskService';
import { type Moved, movedValue } from './moves';

/** The moves of a booking's table (commercial.md §6.2): the desk's and the customer's, each one line from the contract to the service. */
export function deskRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const desk = deskService(db, hub);
  const amend = amendService(db, hub);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);
  const moved = movedValue;
  /** A move whose answer carries warnings that did not stop it (R6.2: the sailing is not open for bookings yet). */
  const movedWarned = <T extends { moved: Moved; warnings?: string[] }>(o: Outcome<T>) =>
    o.ok ? { ok: true as const, value: { ...o.value.moved, Warnings: o.value.warnings ?? [] } } : o;
  app.post(C.accept.path, routeOf(C.accept), async (q, r) => sendOutcome(r, moved(await desk.accept(q.actor!, q.body as CallInput<typeof C.accept>))));
  app.post(C.return.path, routeOf(C.return), async (q, r) => sendOutcome(r, moved(await desk.return(q.actor!, q.body as CallInput<typeof C.return>))));
  app.post(C.reject.path, routeOf(C.reject), async (q, r) => sendOutcome(r, moved(await desk.reject(q.actor!, q.body as CallInput<typeof C.reject>))));
  app.post(C.decline.path, routeOf(C.decline), async (q, r) => sendOutcome(r, moved(await desk.decline(q.actor!, q.body as CallInput<typeof C.decline>))));
  app.post(C.requireAmend.path, routeOf(C.requireAmend), async (q, r) =>
    sendOutcome(r, moved(await desk.requireAmend(q.actor!, q.body as CallInput<typeof C.requireAmend>))),
  );
  app.post(C.markBooked.path, routeOf(C.markBooked), async (q, r) =>
    sendOutcome(r, movedWarned(await desk.markBooked(q.actor!, q.body as CallInput<typeof C.markBooked>, lang(q)))),
  );
  app.post(C.sendToCarrier.path, routeOf(C.sendToCarrier), async (q, r) =>
    sendOutcome(r, movedWarned(await desk.sendToCarrier(q.actor!, q.body as CallInput<typeof C.sendToCarrier>, lang(q)))),
  );
  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) => sendOutcome(r, moved(await desk.cancel(q.actor!, q.body as CallInput<typeof C.cancel>))));
  app.post(C.decideCancel.path, routeOf(C.decideCancel), async (q, r) =>
    sendOutcome(r, moved(await desk.decideCancel(q.actor!, q.body as CallInput<typeof C.decideCancel>))),
  );
  app.post(C.requestCancel.path, routeOf(C.requestCancel), async (q, r) =>
    sendOutcome(r, await desk.requestCancel(q.actor!, q.body as CallInput<typeof C.requestCancel>)),
  );
  app.post(C.requestAmend.path, routeOf(C.requestAmend), async (q, r) =>
    sendOutcome(r, await amend.request(q.actor!, q.body as CallInput<typeof C.requestAmend>)),
  );
  app.post(C.withdrawAmend.path, routeOf(C.withdrawAmend), async (q, r) =>
    sendOutcome(r, await amend.withdraw(q.actor!, q.body as CallInput<typeof C.withdrawAmend>)),
  );
  app.post(C.decideAmend.path, routeOf(C.decideAmend), async (q, r) => sendOutcome(r, await amend.decide(q.actor!, q.body as CallInput<typeof C.decideAmend>)));
  app.post(C.release.path, routeOf(C.release), async (q, r) => {
    const out = await desk.release(q.actor!, q.body as CallInput<typeof C.release>);
    return sendOutcome(r, out.ok ? { ok: true, value: { ...out.value.moved, CgoId: out.value.cgoId!, Partial: !!out.value.partial } } : out);
  });
}
