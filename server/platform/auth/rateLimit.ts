/**
 * Attempts per key (e.g. an address) in a sliding window, in memory. With several server
 * processes each counts its own; the limits are set so that still bounds the load. At most
 * `maxKeys` keys are held (the least recently counted go first), so a flood of addresses cannot
 * exhaust memory.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Whether another attempt is allowed for `key` now (does not count it). */
  allowed(key: string): boolean {
    return this.recent(key).length < this.max;
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.attempts.delete(key); // re-inserted last: the map's order is least recently counted first
    this.attempts.set(key, list.slice(-this.max));
    while (this.attempts.size > this.maxKeys) this.attempts.delete(this.attempts.keys().next().value as string);
  }

  /** How long until `key` may make another attempt (0 when it may now). */
  retryAfterMs(key: string): number {
    const list = this.recent(key);
    return list.length < this.max ? 0 : list[list.length - this.max]! + this.windowMs - this.now();
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const list = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    return list;
  }
}
