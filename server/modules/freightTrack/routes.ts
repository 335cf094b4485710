import type { FastifyInstance } from 'fastify';
import { freightTrackCalls as C } from '../../../src/contract/freightTrack/calls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { publishTrackChanged } from './live';
import { logSubscribeSearches } from './searchLogged';
import { trackService } from './service';
import { route } from '../../http/route';

/** The tracking calls (operations.md §8.3): the contract's schema in, one service call, its outcome out. */
export function trackRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub, simulated: boolean): void {
  const track = trackService(db, simulated);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);

  route(fastify, C.subscribe, async ({ actor, input, request: q }, r) => {
    const started = performance.now();
    const refs = input.Refs;
    const outcome = await track.subscribe(actor, refs, lang(q));
    if (outcome.ok) {
      await logSubscribeSearches(db, actor, q.ip, refs, outcome.value, performance.now() - started);
      await publishTrackChanged(db, hub, outcome.value.Added);
    }
    return sendOutcome(r, outcome);
  });
  route(fastify, C.detail, async ({ actor, input }, r) => sendOutcome(r, await track.detail(actor, input.Id)));
  route(fastify, C.refresh, async ({ actor, input }, r) => {
    const id = input.Id;
    const outcome = await track.refresh(actor, id);
    if (outcome.ok) await publishTrackChanged(db, hub, [id]);
    return sendOutcome(r, outcome);
  });
  route(fastify, C.stop, async ({ actor, input }, r) => {
    const id = input.Id;
    const outcome = await track.stop(actor, id);
    if (outcome.ok) await publishTrackChanged(db, hub, [id]);
    return sendOutcome(r, outcome);
  });
}
