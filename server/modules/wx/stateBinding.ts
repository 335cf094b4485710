import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';

/**
 * Ties an OAuth state to the browser that started the sign-in (login-CSRF defence): Start gives the
 * browser a random secret in a cookie and sends the provider only its hash as the state. A callback
 * link made by someone else carries the hash of *their* secret, which the victim's browser does not
 * hold, so it is refused before any session is made.
 *
 * The cookie is HttpOnly (scripts never see it), SameSite=Lax (sent on the provider's top-level
 * redirect back to us, not on cross-site subrequests; Strict would drop it on that redirect), scoped
 * to the callback's path and short-lived like the state itself.
 */
export const STATE_COOKIE = 'wx_signin';

/** A fresh binding: the secret the browser keeps and the state the provider carries. */
export function newBinding(): { secret: string; state: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, state: stateFor(secret) };
}

function stateFor(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

export function setBindingCookie(reply: FastifyReply, secret: string, maxAgeSeconds: number, secure: boolean): void {
  reply.header('set-cookie', cookie(secret, maxAgeSeconds, secure));
}

export function clearBindingCookie(reply: FastifyReply, secure: boolean): void {
  reply.header('set-cookie', cookie('', 0, secure));
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${STATE_COOKIE}=${value}; Path=${ENDPOINTS.wxLoginCallback}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether the request comes from the browser whose secret hashes to this state. */
export function isBoundTo(request: FastifyRequest, state: string): boolean {
  const secret = readCookie(request.headers.cookie, STATE_COOKIE);
  if (!secret) return false;
  const expected = Buffer.from(stateFor(secret));
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
