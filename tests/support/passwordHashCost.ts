/**
 * The scrypt cost the test suites hash passwords at (PASSWORD_HASH_COST, server/settings/schema.ts):
 * 2^10 instead of production's 2^15. The suites sign in and register thousands of times a run, each
 * at 100 ms of a core and more at 2^15 — a fifth of the API tests' CPU before it was lowered. What
 * the hash is and how sign-in checks it stay the same; only its cost is a setting.
 */
export const TEST_PASSWORD_HASH_COST = '10';
