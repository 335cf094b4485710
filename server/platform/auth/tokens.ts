import { hash, randomBytes } from 'node:crypto';

/** An opaque bearer token: 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token's SHA-256, as stored. The one-shot `crypto.hash` gives the same digest as a Hash object
 * without making one: every authenticated call hashes its token once (issue 47, the hot path).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
