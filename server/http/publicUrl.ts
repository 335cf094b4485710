import { setting } from '../settings/read';

/**
 * The address people reach this server at (scheme, host and port: an origin). Links that
 * leave the server and must come back to it (the social sign-in's callback) are built from this
 * setting, never from a request's Host header, which whoever sends the request chooses.
 *
 * PUBLIC_URL sets it (e.g. https://freight.example.com); without it, local development's
 * http://localhost:<PORT> (PORT defaults to 8080, as in server/main.ts).
 */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (!configured) return `http://localhost:${setting(env, 'PORT')}`;
  return normalisePublicUrl(configured);
}

/** A public URL as its origin; anything but an absolute http(s) origin is a configuration error. */
export function normalisePublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must use http or https, got "${value}"`);
  // The app is served from the root (history routes, cookie paths), so an origin is all it can be.
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an origin only (no path, query, fragment or credentials), got "${value}"`);
  }
  return url.origin;
}
