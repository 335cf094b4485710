import type { FastifyInstance } from 'fastify';

/**
 * The browser-facing policy, checked against the built app (`vite build`): index.html loads its
 * module scripts from /assets and has no inline script, so scripts come only from this origin.
 * - style 'unsafe-inline': Blueprint and React set inline styles (popovers, table geometry);
 * - img data: + https: Blueprint's CSS draws icons as data: SVGs; a company site's logo
 *   (ShowPointTo `Logo`) may be hosted anywhere over https;
 * - connect ws:/wss:: the live socket (older Safari does not count ws: of this host as 'self');
 * - frame-src http(s): the staff web view (/internal/webview) frames carriers' and ports' sites;
 * - frame-ancestors 'none' (and X-Frame-Options for old browsers): nobody frames our pages, not
 *   even company sites, which are this same server answering on another host name.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self' ws: wss:",
  "frame-src 'self' https: http:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Sent with every answer: API JSON, the app's files, index.html, 404s and errors. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

/**
 * Set on every reply as it begins, from the root instance's first onRequest hook, so every route,
 * the not-found handler and the error handler send them; a route that sets one of them itself
 * overrides it. (Set at onRequest, not onSend: one call per answer instead of a check per header,
 * on the hot path of issue 13. The answers Node writes straight to the socket — 431, 408 — add
 * them in `clientErrorHandler`.)
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
