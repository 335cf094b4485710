import { addressKey } from '../../http/addressKey';

/**
 * Password-guessing throttle that cannot be turned against the account's owner.
 *
 * The old rule (5 failures lock an account for everyone; 30 failures lock an address for every
 * account) let anyone lock anyone out. Here nothing is ever locked; failed guesses make the
 * guesser wait, keyed so that the owner is not the one waiting:
 *
 * 1. Per (account, address) pair, exponential backoff: the first PAIR_FREE failures are free (a
 *    person mistypes); after the n-th failure the pair waits 1 s × 2^(n − PAIR_FREE), at most
 *    15 minutes. One attacking address gets about 15 guesses in its first half hour, then 4 an
 *    hour; the owner elsewhere is not slowed at all.
 * 2. Per account across addresses (many addresses guessing one account), gentler: once the account
 *    has ACCOUNT_FREE failures in 15 minutes, a pair that has already failed waits at least
 *    1 s × 2^(failures − ACCOUNT_FREE), at most 60 s, after its own last failure. The first attempt
 *    of a pair is always checked, so the owner coming from a new address is never refused; after a
 *    typo they wait at most a minute. Each attacking address is held to one guess a minute or less.
 * 3. Per address across accounts (password spraying), gentler: once an address has ADDRESS_FREE
 *    failures in 15 minutes, a pair of it that has already failed waits 1 s × 2^(failures −
 *    ADDRESS_FREE), at most 60 s, after its own last failure. The address limit slows failures; it
 *    never refuses a first attempt, so a correct password is never refused for what others typed at
 *    the same address (issue 32: an office behind one NAT was shut out for 15 minutes by one
 *    guesser). A colleague who mistypes waits at most a minute after their own mistake, however
 *    much the guesser goes on. Each account is held by rules 1 and 2 all the same.
 *
 * A pair that signed in successfully within 30 days is "known" and skips rules 2 and 3: the owner
 * at their usual desk is slowed only by their own typos, whatever attackers do elsewhere, and at
 * most a minute (someone sharing the owner's public address cannot hold them for 15 minutes).
 *
 * One attempt of a pair is checked at a time (begin … failed/succeeded/ended): a burst of parallel
 * guesses would otherwise all pass the check before the first failure is counted. IPv6 addresses
 * count by their /64 (one subscriber's block), so rotating within it is one address. Only
 * failures count anywhere — a whole office signing in from one address is not guessing — and a
 * success clears its pair. Counts live in memory (each process its own, bounded in size); the
 * delays still bound guessing per process.
 */
export const SIGN_IN_THROTTLE = {
  pairFree: 5,
  pairMaxDelayMs: 15 * 60_000,
  /** A pair's failures are forgotten a day after its last one. */
  pairForgetMs: 24 * 60 * 60_000,
  accountFree: 10,
  accountMaxDelayMs: 60_000,
  addressFree: 30,
  addressMaxDelayMs: 60_000,
  windowMs: 15 * 60_000,
  knownForMs: 30 * 24 * 60 * 60_000,
  baseDelayMs: 1000,
  /** Most keys each table holds; the oldest go first (a flood of made-up accounts cannot exhaust memory). */
  maxKeys: 100_000,
} as const;

export type ThrottleSettings = { readonly [K in keyof typeof SIGN_IN_THROTTLE]: number };

/** Allowed, or refused until `retryAfterMs` from now. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

interface PairState {
  failures: number;
  last: number;
}

/** Insertion-ordered map that drops its oldest entries past a size (a touched key moves to the end). */
class BoundedMap<V> extends Map<string, V> {
  constructor(private readonly limit: number) {
    super();
  }
  override set(key: string, value: V): this {
    super.delete(key);
    super.set(key, value);
    while (this.size > this.limit) this.delete(this.keys().next().value as string);
    return this;
  }
}

const backoff = (base: number, over: number, max: number) => Math.min(max, base * 2 ** Math.min(over, 40));

export class SignInThrottle {
  private readonly pairs: BoundedMap<PairState>;
  private readonly known: BoundedMap<number>;
  private readonly accountFailures: BoundedMap<number[]>;
  private readonly addressFailures: BoundedMap<number[]>;
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly s: ThrottleSettings = SIGN_IN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {
    this.pairs = new BoundedMap(s.maxKeys);
    this.known = new BoundedMap(s.maxKeys);
    this.accountFailures = new BoundedMap(s.maxKeys);
    this.addressFailures = new BoundedMap(s.maxKeys);
  }

  /** Whether an attempt for `account` from `address` may be checked now (does not count it). */
  check(account: string, rawAddress: string): ThrottleVerdict {
    const address = addressKey(rawAddress);
    const now = this.now();
    const pk = pairKey(account, address);
    const pair = this.pair(pk, now);
    let until = 0;
    const known = this.isKnown(pk, now);
    if (pair && pair.failures >= this.s.pairFree) {
      const max = known ? this.s.accountMaxDelayMs : this.s.pairMaxDelayMs;
      until = Math.max(until, pair.last + backoff(this.s.baseDelayMs, pair.failures - this.s.pairFree, max));
    }
    if (!known) {
      const accountRecent = this.recent(this.accountFailures, account, now);
      if (pair && accountRecent.length >= this.s.accountFree) {
        until = Math.max(until, pair.last + backoff(this.s.baseDelayMs, accountRecent.length - this.s.accountFree, this.s.accountMaxDelayMs));
      }
      const addressRecent = this.recent(this.addressFailures, address, now);
      if (pair && addressRecent.length >= this.s.addressFree) {
        until = Math.max(until, pair.last + backoff(this.s.baseDelayMs, addressRecent.length - this.s.addressFree, this.s.addressMaxDelayMs));
      }
    }
    return until > now ? { allowed: false, retryAfterMs: until - now } : { allowed: true };
  }

  /**
   * Checks an attempt and holds the pair's one place in flight until its outcome (failed,
   * succeeded, or ended when it neither — an error). A second attempt of the pair meanwhile waits.
   */
  begin(account: string, address: string): ThrottleVerdict {
    const pk = pairKey(account, addressKey(address));
    if (this.inFlight.has(pk)) return { allowed: false, retryAfterMs: this.s.baseDelayMs };
    const verdict = this.check(account, address);
    if (verdict.allowed) this.inFlight.add(pk);
    return verdict;
  }

  /** The attempt begun for this pair is over without a verdict on the password. */
  ended(account: string, address: string): void {
    this.inFlight.delete(pairKey(account, addressKey(address)));
  }

  /** A wrong password (or an unknown account) for this pair. */
  failed(account: string, rawAddress: string): void {
    const address = addressKey(rawAddress);
    this.inFlight.delete(pairKey(account, address));
    const now = this.now();
    const pk = pairKey(account, address);
    const pair = this.pair(pk, now);
    this.pairs.set(pk, { failures: (pair?.failures ?? 0) + 1, last: now });
    for (const [table, key] of [
      [this.accountFailures, account],
      [this.addressFailures, address],
    ] as const) {
      const list = this.recent(table, key, now);
      list.push(now);
      // the delays stop growing long before this many, so older ones need not be kept
      table.set(key, list.slice(-MAX_COUNTED));
    }
  }

  /** A right password: the pair's failures are cleared and the pair is known from now on. */
  succeeded(account: string, address: string): void {
    const pk = pairKey(account, addressKey(address));
    this.inFlight.delete(pk);
    this.pairs.delete(pk);
    this.known.set(pk, this.now());
  }

  private pair(pk: string, now: number): PairState | undefined {
    const pair = this.pairs.get(pk);
    if (pair && now - pair.last > this.s.pairForgetMs) {
      this.pairs.delete(pk);
      return undefined;
    }
    return pair;
  }

  private isKnown(pk: string, now: number): boolean {
    const at = this.known.get(pk);
    return at !== undefined && now - at <= this.s.knownForMs;
  }

  /** The failures of `key` within the window, oldest first (older ones are dropped). */
  private recent(table: BoundedMap<number[]>, key: string, now: number): number[] {
    const list = (table.get(key) ?? []).filter((t) => t > now - this.s.windowMs);
    if (!list.length) table.delete(key);
    return list;
  }
}

const MAX_COUNTED = 200;

// NUL cannot appear in either part (validation refuses it), so it separates them unambiguously.
const pairKey = (account: string, address: string) => `${account}\u0000${address}`;
