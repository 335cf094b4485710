import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isIdempotencyKey } from '../../src/contract/idempotency';
import { no } from '../platform/refusal';
import { sendOutcome } from './outcome';

/**
 * The one place the Idempotency-Key rules live, for every call that honours the header (SI
 * submission, own and on behalf; sending a message):
 * - the key's shape (readIdempotencyKey), the rule of src/contract/idempotency.ts the browser makes
 *   its keys by;
 * - what the key stands for: a hash of the call and its body (requestHash), stored beside the
 *   remembered answer;
 * - a remembered key answers its first result only for the same request (isSameRequest);
 *   another body, or another call, is refused with 400 and Code IDEMPOTENCY_KEY_REUSED
 *   (keyReused) — a retry must never get the result of a different request.
 */
export type KeyReading = { ok: true; key: string | undefined } | { ok: false };

/** The request's Idempotency-Key, absent, or malformed (answered by badKey). */
export function readIdempotencyKey(request: FastifyRequest): KeyReading {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return { ok: true, key: undefined };
  return isIdempotencyKey(key) ? { ok: true, key } : { ok: false };
}

/** The refusals of a key: malformed, or used already for a different request (a service returns them, a route sends them). */
export const keyRefusal = {
  invalid: no<never>(
    'IDEMPOTENCY_KEY_INVALID',
    'The Idempotency-Key header takes 8 to 100 letters, digits, dots, colons, dashes or underscores.',
    'Idempotency-Key 请求头须为 8 到 100 个字母、数字、点、冒号、短横线或下划线。',
  ),
  reused: no<never>(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Send a new request with a new key.',
    '该幂等键已用于另一个不同的请求。请为新的请求使用新的键。',
  ),
};

export const badKey = (_request: FastifyRequest, reply: FastifyReply) => sendOutcome(reply, keyRefusal.invalid);

/**
 * What a key stands for: the call (method and route) and its body, with object fields in a fixed
 * order so that the same content written in another order is the same request.
 */
export function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n${canonicalJson(request.body)}`)
    .digest('base64url');
}

/** A remembered key matches this request (a remembered row without a hash predates the rule: replayed). */
export const isSameRequest = (stored: string | null | undefined, hash: string) => stored == null || stored === hash;

export const keyReused = (_request: FastifyRequest, reply: FastifyReply) => sendOutcome(reply, keyRefusal.reused);

/** JSON with keys sorted and undefined left out: two values that mean the same write the same text. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
