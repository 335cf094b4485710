import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_KEY_MIN, isIdempotencyKey } from '../contract/idempotency';

/**
 * The one maker of the Idempotency-Key a browser call sends. Every call that takes a key takes an
 * `IdempotencyKey`, which only these functions make: each meets the server's rule
 * (src/contract/idempotency.ts), whatever the record's id or the purpose.
 *
 * - newIdempotencyKey: a key for one action, kept by its caller for the retries of that action (a
 *   message composed, an order placed, a release clicked);
 * - idempotencyKeyOf: the key of an action on one version of a record, the same on every retry and
 *   after a reload (a booking's version submitted, an MBL's version sent to the carrier).
 */
declare const made: unique symbol;
export type IdempotencyKey = string & { readonly [made]: true };

// A key is `purpose.part.part` of the rule's characters. Any other character of a purpose or a
// part, and ".", ":" and "_", is written as "_<its code>_", so "." only ever parts the parts and two
// different purposes or parts never make one key; ":" only ever fills up or marks a hash.
const keyText = (text: string) => text.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}_`);

/** FNV-1a, 64 bits: a key over the rule's 100 characters is kept as the hash of its parts. */
function fnv64(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) h = BigInt.asUintN(64, (h ^ BigInt(byte)) * 0x100000001b3n);
  return h.toString(36);
}

function fitted(purpose: string, body: string): IdempotencyKey {
  const p = keyText(purpose).slice(0, 40);
  let key = `${p}.${body}`;
  if (key.length > IDEMPOTENCY_KEY_MAX) key = `${p}:${fnv64(body)}`;
  // short purposes and ids: filled up to the rule's least length, the same every time
  key = key.padEnd(IDEMPOTENCY_KEY_MIN, ':');
  if (!isIdempotencyKey(key)) throw new Error(`not an idempotency key: ${key}`); // cannot happen: the rule's characters, 8 to 100
  return key as IdempotencyKey;
}

/** 128 random bits, from getRandomValues (crypto.randomUUID is missing outside a secure context). */
function randomPart(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new key for one action: its purpose (read in the server's log) and 128 random bits. */
export const newIdempotencyKey = (purpose: string): IdempotencyKey => fitted(purpose, randomPart());

/** The key of one action on one version of a record: the same for the same parts. */
export const idempotencyKeyOf = (purpose: string, ...parts: [string | number, ...(string | number)[]]): IdempotencyKey =>
  fitted(purpose, parts.map((p) => keyText(String(p))).join('.'));

/** The header a call sends its key in. */
export const idempotencyHeader = (key: IdempotencyKey): Record<string, string> => ({ [IDEMPOTENCY_HEADER]: key });
