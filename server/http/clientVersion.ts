import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../src/contract/envelope';
import { ENDPOINTS, PORTAL_KEY_HEADER, WEB_VERSION } from '../../src/contract/endpoints';

/** A host name, or an IPv6 address in brackets (what a browser reached by that address names as its host). */
const HOSTNAME = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])$/i;

/**
 * Every browser request says its client version (`web-version`) and the site it came from
 * (`portal-key`, the host name). A browser page without them, or with another version, is an
 * old copy of the app: it is told to reload instead of getting half-understood answers.
 * Non-browser clients (scripts, health checks) may leave them out.
 */
export function checkClientVersion(app: FastifyInstance): void {
  // a callback hook, not an async one: no promise per call on the hot path (issue 13)
  app.addHook('onRequest', (request, reply, done) => {
    const refusal = refusalOf(request);
    if (refusal) reply.status(refusal.status).send(fail(refusal.message));
    else done();
  });
}

/** Why this request is refused before anything else happens, if it is. */
function refusalOf(request: FastifyRequest): { status: number; message: string } | undefined {
  const path = request.url.split('?')[0] ?? '';
  // the socket has its own handshake; health and live are for probes (Node's fetch sends sec-fetch-mode
  // too), the API's document for tools that read it (server/http/apiDocs.ts)
  if (!path.startsWith('/api/') || path === ENDPOINTS.liveSocket || path === ENDPOINTS.health || path === ENDPOINTS.live || path === ENDPOINTS.apiDocs)
    return undefined;
  const version = request.headers['web-version'];
  // an <img> cannot send headers: a picture by its own address (a business card's) is not the app's call
  const image = request.headers['sec-fetch-dest'] === 'image';
  const fromBrowserPage = !image && request.headers['sec-fetch-mode'] !== undefined && request.headers['sec-fetch-mode'] !== 'navigate';
  if ((version !== undefined && version !== WEB_VERSION) || (version === undefined && fromBrowserPage)) {
    return { status: 426, message: 'This page is out of date: reload it to get the current version of the app.' };
  }
  const portal = request.headers[PORTAL_KEY_HEADER];
  if (portal !== undefined && (typeof portal !== 'string' || !HOSTNAME.test(portal))) {
    return { status: 400, message: 'The portal-key header must be the site host name.' };
  }
  return undefined;
}
