/**
 * trk.rate (operations.md §8.5): a visitor's public tracking queries, per address per site — at most
 * 10 in any minute and 200 in any 24 hours; after 5 numbers in a row not found, a wait of 60 s (a
 * person mistyping twice goes on; a script walking container numbers stalls). Counted in this
 * process's memory, as the other per-address limits are (server/http/addressLimit.ts): a restart
 * forgets them, which costs a scraper at most one more day's allowance.
 */
export const TRACK_LIMITS = { perMinute: 10, perDay: 200, notFoundInARow: 5, waitMs: 60_000 } as const;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Above this many visitors, the ones quiet for a day are forgotten at the next query. */
const SWEEP_ABOVE = 10_000;

interface Visitor {
  /** When each query of the last 24 hours was made, oldest first. */
  times: number[];
  misses: number;
  waitUntil: number;
}

export type TrackRefusal = { reason: 'perMinute' | 'perDay' | 'notFoundWait'; retryAfterMs: number };

export class TrackLimiter {
  private readonly visitors = new Map<string, Visitor>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Whether `key` may query now; if so the query is counted. */
  take(key: string): TrackRefusal | undefined {
    const now = this.now();
    if (this.visitors.size > SWEEP_ABOVE) this.sweep(now);
    const v = this.visitors.get(key) ?? { times: [], misses: 0, waitUntil: 0 };
    this.visitors.set(key, v);
    while (v.times.length && v.times[0]! <= now - DAY) v.times.shift();
    if (v.waitUntil > now) return { reason: 'notFoundWait', retryAfterMs: v.waitUntil - now };
    if (v.times.length >= TRACK_LIMITS.perDay) return { reason: 'perDay', retryAfterMs: v.times[0]! + DAY - now };
    const lastMinute = v.times.filter((t) => t > now - MINUTE);
    if (lastMinute.length >= TRACK_LIMITS.perMinute) return { reason: 'perMinute', retryAfterMs: lastMinute[0]! + MINUTE - now };
    v.times.push(now);
    return undefined;
  }

  /** What the counted query found: a find ends a run of misses; the fifth miss in a row starts the wait. */
  answered(key: string, found: boolean): void {
    const v = this.visitors.get(key);
    if (!v) return;
    if (found) v.misses = 0;
    else if (++v.misses >= TRACK_LIMITS.notFoundInARow) {
      v.misses = 0;
      v.waitUntil = this.now() + TRACK_LIMITS.waitMs;
    }
  }

  private sweep(now: number) {
    for (const [key, v] of this.visitors) if ((v.times[v.times.length - 1] ?? 0) <= now - DAY && v.waitUntil <= now) this.visitors.delete(key);
  }
}
