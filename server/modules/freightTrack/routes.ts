import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { freightTrackCalls as C } from '../../../src/contract/freightTrack/calls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { publishTrackChanged } from './live';
import { logSubscribeSearches } from './searchLogged';
import { trackService } from './service';

/** The tracking calls (operations.md §8.3): the contract's schema in, one service call, its outcome out. */
export function trackRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub, simulated: boolean): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const track = trackService(db, simulated);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);

  app.post(C.subscribe.path, routeOf(C.subscribe), async (q, r) => {
    const started = performance.now();
    const refs = (q.body as CallInput<typeof C.subscribe>).Refs;
    const outcome = await track.subscribe(q.actor!, refs, lang(q));
    if (outcome.ok) {
      await logSubscribeSearches(db, q.actor!, q.ip, refs, outcome.value, performance.now() - started);
      await publishTrackChanged(db, hub, outcome.value.Added);
    }
    return sendOutcome(r, outcome);
  });
  app.get(C.detail.path, routeOf(C.detail), async (q, r) => sendOutcome(r, await track.detail(q.actor!, (q.query as CallInput<typeof C.detail>).Id)));
  app.post(C.refresh.path, routeOf(C.refresh), async (q, r) => {
    const id = (q.body as CallInput<typeof C.refresh>).Id;
    const outcome = await track.refresh(q.actor!, id);
    if (outcome.ok) await publishTrackChanged(db, hub, [id]);
    return sendOutcome(r, outcome);
  });
  app.post(C.stop.path, routeOf(C.stop), async (q, r) => {
    const id = (q.body as CallInput<typeof C.stop>).Id;
    const outcome = await track.stop(q.actor!, id);
    if (outcome.ok) await publishTrackChanged(db, hub, [id]);
    return sendOutcome(r, outcome);
  });
}
