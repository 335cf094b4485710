/**
 * The Idempotency-Key header, one rule for both sides: the server reads a request's key with it
 * (server/http/idempotency.ts) and the browser makes every key it sends with it
 * (src/lib/idempotencyKey.ts), so no call is refused for a key the browser made (issue 45: the
 * MBL's `mbl-2-1` was).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 8 to 100 letters, digits, dots, colons, dashes or underscores. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,100}$/;
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 100;

export const isIdempotencyKey = (key: unknown): key is string => typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key);
