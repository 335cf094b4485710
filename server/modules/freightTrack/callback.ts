import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { signedPost } from '../../channels/gateway';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { TNT_CHANNEL } from './adapter';
import { type DcsaEvent, readPublished } from './dcsa';
import { type EventOutcome, ingest } from './ingest';

/**
 * DCSA's event subscription callback (T&T 2.2 and 3.0, `POST {callbackUrl}`): the carrier pushes an
 * array of events as it publishes them, 2.2's flat ones or 3.0's `{metadata, payload}`, to
 * `/api/Gateway/Events/<carrier>`, signed as every channel's counterpart signs (server/channels/
 * gateway.ts, CARRIER_TNT's secret). Each event goes the poll's own way (ingest: the container events'
 * store, evt.dedupe, the retractions), all in one transaction; the answer names each event's
 * outcome, and why one was refused, in the order sent. An element that is no event is refused alone.
 */
const MAX_EVENTS = 500;
const CARRIER = /^[A-Z0-9]{2,10}$/;

type Answered = { eventID: string; Outcome: EventOutcome; Reason?: string };

/** Whose eventIDs these are: 3.0's metadata names its publisher; a 2.2 event is the calling carrier's. */
const publisherOf = (simulated: boolean, code: string) => `${simulated ? 'SIM:' : ''}${TNT_CHANNEL}:${code}`;

export function tntCallbackRoute(app: FastifyInstance, db: Db, simulated: boolean): void {
  signedPost(
    app,
    ENDPOINTS.gatewayTntEvents,
    () => TNT_CHANNEL,
    async (q, reply, body) => {
      const lang = requestLanguage(q.headers['accept-language']);
      const say = (en: string, zh: string) => (lang === 'zh' ? zh : en);
      const carrier = (q.params.Carrier ?? '').trim().toUpperCase();
      if (!CARRIER.test(carrier))
        return reply.status(400).send({
          ...fail(say('The carrier in the path must be its code (2 to 10 letters or digits).', '路径中的承运人须为其代码（2 到 10 位字母或数字）。')),
          Code: 'BAD_CARRIER',
        });
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return reply.status(400).send({ ...fail(say('The body is not JSON.', '请求体不是 JSON。')), Code: 'BAD_EVENTS' });
      }
      if (!Array.isArray(parsed) || !parsed.length || parsed.length > MAX_EVENTS)
        return reply.status(400).send({
          ...fail(say(`The body must be an array of 1 to ${MAX_EVENTS} DCSA events.`, `请求体须为 1 到 ${MAX_EVENTS} 个 DCSA 事件组成的数组。`)),
          Code: 'BAD_EVENTS',
        });
      const answers: Answered[] = [];
      const groups = new Map<string, { at: number; event: DcsaEvent }[]>();
      for (const [at, raw] of parsed.entries()) {
        const read = readPublished(raw);
        if ('unreadable' in read) {
          answers[at] = { eventID: '', Outcome: 'REFUSED', Reason: read.unreadable[lang] };
          continue;
        }
        const publisher = publisherOf(simulated, read.publisherCode?.toUpperCase() ?? carrier);
        groups.set(publisher, [...(groups.get(publisher) ?? []), { at, event: read }]);
      }
      await db.transaction(async (tx) => {
        for (const [publisher, group] of groups) {
          const done = await ingest(
            tx,
            publisher,
            group.map((g) => g.event),
          );
          const refusals = new Map(done.refused.map((r) => [r.eventID, lang === 'zh' ? r.zh : r.why]));
          for (const [i, g] of group.entries()) {
            const outcome = done.outcomes[i]!;
            answers[g.at] = { eventID: g.event.eventID, Outcome: outcome, ...(outcome === 'REFUSED' ? { Reason: refusals.get(g.event.eventID) ?? '' } : {}) };
          }
        }
      });
      return ok({ Events: answers });
    },
  );
}
