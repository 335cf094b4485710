import type { FastifyInstance, FastifyReply } from 'fastify';
import { PORTAL_KEY_HEADER } from '../../../src/contract/endpoints';
import { publicTrackCall, trackSearchTopCall } from '../../../src/contract/publicTrack/calls';
import { publicTrackRefusalWords as W } from '../../../src/contract/publicTrack/words';
import { classifyTrackNumber } from '../../../src/domain/publicTrack/trackNumber';
import type { Db } from '../../db/types';
import { addressKey } from '../../http/addressKey';
import { tooManyReply } from '../../http/tooMany';
import { sendOutcome } from '../../http/outcome';
import { siteCompanyOfRequest } from '../portal/public';
import { logSearch } from './searchLog';
import { topQueries } from './searchLogRepository';
import type { TrackLimiter, TrackRefusal } from './trackLimiter';
import { trackPublic } from './trackService';
import { route } from '../../http/route';

/** trk.rate's refusal: 429 with Retry-After, in the visitor's language, its Code naming which limit. */
function tooMany(reply: FastifyReply, r: TrackRefusal) {
  const seconds = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
  const code = { perMinute: 'TRACK_PER_MINUTE', perDay: 'TRACK_PER_DAY', notFoundWait: 'TRACK_NOT_FOUND_WAIT' }[r.reason];
  return tooManyReply(reply, { seconds, code, words: W[r.reason](seconds), extra: { RetryAfter: seconds } });
}

/**
 * GET /api/WebsitePublic/Track (operations.md §8.3): open to visitors, scoped to the site of the
 * portal key, limited per address per site, logged once per search; and the staff's top queries of
 * the search log.
 */
export function trackRoutes(fastify: FastifyInstance, db: Db, limiter: TrackLimiter): void {
  route(fastify, publicTrackCall, async ({ input, request: q }, r) => {
    const portal = q.headers[PORTAL_KEY_HEADER];
    // the site of the request's host; a portal key of another site, or a host no site has, is a 404 (issue 49)
    const onSite = await siteCompanyOfRequest(db, q.hostname, typeof portal === 'string' && portal ? portal : undefined);
    if (!onSite.ok) return sendOutcome(r, onSite);
    const site = onSite.value;
    const key = `${addressKey(q.ip)}|${site ?? 'main'}`;
    const refused = limiter.take(key);
    if (refused) return tooMany(r, refused);
    const started = performance.now();
    const n = classifyTrackNumber(input.No);
    const outcome = await trackPublic(db, n, site);
    limiter.answered(key, outcome.ok);
    await logSearch(db, {
      channel: input.Channel ?? 'ASIAWISE',
      ip: q.ip,
      queryType: n.kind,
      query: n.no,
      found: outcome.ok,
      results: outcome.ok ? outcome.value.Containers.length : 0,
      ms: performance.now() - started,
      siteCompanyId: site,
    });
    return sendOutcome(r, outcome);
  });

  route(fastify, trackSearchTopCall, async ({ input }, r) => {
    const { top, unknown } = await topQueries(db, input);
    return sendOutcome(r, { ok: true, value: { Top: top, UnknownRepeated: unknown } });
  });
}
