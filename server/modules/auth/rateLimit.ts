/**
 * Sign-in attempts per key (account, or address) in a sliding window, in memory. With several
 * server processes each counts its own; the limits are set so that still stops guessing.
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether another attempt is allowed for `key` now (does not count it). */
  allowed(key: string): boolean {
    return this.recent(key).length < this.max;
  }

  record(key: string): void {
    const list = this.recent(key);
    list.push(this.now());
    this.attempts.set(key, list);
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
