/**
 * How much printing one server does (issue 45: one customer's 817-page packing list held every
 * other call for up to 38 s). Tests read these to prove them.
 * - maxPages: a document longer than this is not printed (400 PDF_TOO_LONG): no document of the
 *   trade runs that long; a list that does is split or shortened, not printed;
 * - perPerson: prints of one person (an employee, a share link's visitor) at once, and in a minute,
 *   else 429 with Retry-After: a clerk prints a document or a few, never a queue of hundreds;
 * - maxWaiting: prints waiting for the worker, all people together, else 503 PDF_BUSY;
 * - renderTimeoutMs, heapMb: one document's time and the worker's memory; over either the worker
 *   is ended (the next print starts a new one) and the print is refused.
 */
export const PDF_LIMITS = {
  maxPages: 200,
  perPerson: { atOnce: 2, perMinute: 20 },
  maxWaiting: 16,
  renderTimeoutMs: 60_000,
  heapMb: 256,
} as const;
