/**
 * How the job runner waits out a database it cannot reach (issue 47 item 7): it used to look again
 * at every poll and log a warning with its stack each time — one a second through an outage. Now
 * each failed look doubles the wait before the next (from the poll, at most `maxMs`), the first
 * failure is logged with its stack and each further step with one line without it, and the first
 * look that works again brings the poll back to normal and says so.
 */
export class OutageBackoff {
  private failures = 0;
  private since = 0;
  private until = 0;

  constructor(
    private readonly baseMs: number,
    private readonly maxMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether a look on the timer may go now (a look asked for by hand always may). */
  ready(): boolean {
    return this.now() >= this.until;
  }

  /** A look failed: the wait before the next, and whether it is the outage's first failure. */
  failed(): { first: boolean; failures: number; waitMs: number } {
    if (!this.failures) this.since = this.now();
    this.failures++;
    const waitMs = Math.min(this.maxMs, this.baseMs * 2 ** (this.failures - 1));
    this.until = this.now() + waitMs;
    return { first: this.failures === 1, failures: this.failures, waitMs };
  }

  /** A look worked: after an outage, how long it lasted and how many looks failed; otherwise undefined. */
  recovered(): { failures: number; outageMs: number } | undefined {
    if (!this.failures) return undefined;
    const outage = { failures: this.failures, outageMs: this.now() - this.since };
    this.failures = 0;
    this.until = 0;
    return outage;
  }
}
